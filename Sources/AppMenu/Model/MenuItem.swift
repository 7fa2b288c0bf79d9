/// One entry of the app menu: a title and, optionally, a subtitle, an icon and the name of
/// the screen a tap opens.
public struct MenuItem: Equatable, Sendable {
  /// The text of the entry; every item has one.
  public var title: String
  /// A second line under the title.
  public var subTitle: String?
  /// The name of the icon image.
  public var iconName: String?
  /// The name of the screen a tap opens, resolved by a ``TapHandlerBuilder``.
  public var tapHandlerName: String?

  /// Creates a menu item; only the title is required.
  public init(
    title: String, subTitle: String? = nil, iconName: String? = nil, tapHandlerName: String? = nil
  ) {
    self.title = title
    self.subTitle = subTitle
    self.iconName = iconName
    self.tapHandlerName = tapHandlerName
  }
}
