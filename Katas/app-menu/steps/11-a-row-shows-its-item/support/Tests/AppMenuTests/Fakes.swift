@testable import AppMenu

/// A cell that records what it was asked to show.
@MainActor
final class FakeMenuItemCell: MenuItemCell {
  private(set) var shown: [(title: String, subtitle: String?, iconName: String?)] = []

  func show(title: String, subtitle: String?, iconName: String?) {
    shown.append((title, subtitle, iconName))
  }
}
