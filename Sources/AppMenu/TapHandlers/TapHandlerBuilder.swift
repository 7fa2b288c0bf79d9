/// Finds the screen a menu item's tap handler names.
public protocol TapHandlerBuilder {
  /// The screen of `item`, or `nil` when its tap handler is unknown.
  func tapHandler(for item: MenuItem) -> MenuScreen?
}

/// Maps the three tap handlers of the sample menu to their screens.
public struct DefaultTapHandlerBuilder: TapHandlerBuilder {
  /// Creates the builder.
  public init() {}

  /// The screen of `item`'s tap handler name, or `nil` for any other name.
  public func tapHandler(for item: MenuItem) -> MenuScreen? {
    switch item.tapHandlerName {
    case "ContributionsViewController": .contributions
    case "RepositoriesViewController": .repositories
    case "PublicActivityViewController": .publicActivity
    default: nil
    }
  }
}
