/// Builds one menu item per dictionary, copying its fields.
struct MenuItemDefaultBuilder: MenuItemBuilder {
  func buildMenuItems(from metadata: [[String: String]]) throws -> [MenuItem] {
    try metadata.map { fields in
      let title = fields["title"] ?? ""

      return MenuItem(
        title: title, subTitle: fields["subtitle"], iconName: fields["iconName"],
        tapHandlerName: fields["tapHandlerName"])
    }
  }
}
