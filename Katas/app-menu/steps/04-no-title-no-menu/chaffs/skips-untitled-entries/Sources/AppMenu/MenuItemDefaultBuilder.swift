/// Builds one menu item per dictionary, copying its fields; a dictionary without a title
/// fails the whole build, so a broken menu is never half shown.
struct MenuItemDefaultBuilder: MenuItemBuilder {
  func buildMenuItems(from metadata: [[String: String]]) throws -> [MenuItem] {
    metadata.compactMap { fields in
      guard let title = fields["title"] else { return nil }

      return MenuItem(
        title: title, subTitle: fields["subTitle"], iconName: fields["iconName"],
        tapHandlerName: fields["tapHandlerName"])
    }
  }
}
