/// A screen that renders a `ScreenAppearance`: a real view, or a test's recording fake.
@MainActor
protocol ScreenView<Value>: AnyObject {
  associatedtype Value
  func apply(_ appearance: ScreenAppearance<Value>)
}
