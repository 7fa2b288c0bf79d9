/// A screen that renders a ``ScreenAppearance``; a real view or a test's recording fake.
@MainActor
public protocol ScreenView<Value>: AnyObject {
  /// The type of the value the screen shows.
  associatedtype Value
  /// Shows `appearance`.
  func apply(_ appearance: ScreenAppearance<Value>)
}
