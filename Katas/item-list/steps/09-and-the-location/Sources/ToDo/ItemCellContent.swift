/// The texts of one item cell, ready to show.
struct ItemCellContent {
  var title: String
  var locationText: String
}
