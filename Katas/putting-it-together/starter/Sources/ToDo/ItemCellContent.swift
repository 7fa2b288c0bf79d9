/// The texts of one item cell, ready to show.
struct ItemCellContent: Equatable {
  var title: String
  var isTitleStruckThrough: Bool
  var locationText: String
  var dateText: String
}
