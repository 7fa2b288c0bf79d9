/// Builds one menu item per dictionary, copying its fields; a dictionary without a title
/// fails the whole build, so a broken menu is never half shown.
public struct MenuItemDefaultBuilder: MenuItemBuilder {
  /// Creates the builder.
  public init() {}

  /// The menu items of `metadata`.
  ///
  /// - Throws: ``MenuItemBuilderError/missingTitle`` when any dictionary has no title.
  public func buildMenuItems(from metadata: [[String: String]]) throws(MenuItemBuilderError)
    -> [MenuItem]
  {
    try metadata.map { fields throws(MenuItemBuilderError) in
      guard let title = fields["title"] else { throw MenuItemBuilderError.missingTitle }
      return MenuItem(
        title: title, subTitle: fields["subTitle"], iconName: fields["iconName"],
        tapHandlerName: fields["tapHandlerName"])
    }
  }
}
