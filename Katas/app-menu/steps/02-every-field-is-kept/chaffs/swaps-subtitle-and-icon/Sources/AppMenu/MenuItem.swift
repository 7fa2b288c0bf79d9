/// One entry of the app menu: a title and, optionally, a subtitle, an icon and the name of
/// the screen a tap opens.
struct MenuItem: Equatable {
  var title: String
  var subTitle: String?
  var iconName: String?
  var tapHandlerName: String?

  init(
    title: String, subTitle: String? = nil, iconName: String? = nil, tapHandlerName: String? = nil
  ) {
    self.title = title
    self.subTitle = iconName
    self.iconName = subTitle
    self.tapHandlerName = tapHandlerName
  }
}
