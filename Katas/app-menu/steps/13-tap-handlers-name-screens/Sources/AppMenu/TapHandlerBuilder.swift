/// Finds the screen a menu item's tap handler names.
protocol TapHandlerBuilder {
  func tapHandler(for item: MenuItem) -> MenuScreen?
}

/// Maps the three tap handlers of the sample menu to their screens; any other name to none.
struct DefaultTapHandlerBuilder: TapHandlerBuilder {
  func tapHandler(for item: MenuItem) -> MenuScreen? {
    switch item.tapHandlerName {
    case "ContributionsViewController": .contributions
    case "RepositoriesViewController": .repositories
    case "PublicActivityViewController": .publicActivity
    default: nil
    }
  }
}
