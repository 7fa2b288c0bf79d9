/// The texts of one item cell, ready to show.
public struct ItemCellContent: Equatable, Sendable {
  /// The item's title.
  public var title: String
  /// Whether the title is struck through, as it is for checked items.
  public var isTitleStruckThrough: Bool
  /// The location's name, or empty.
  public var locationText: String
  /// The due date as "MM/dd/yyyy", or empty.
  public var dateText: String

  /// Creates the texts of a cell.
  public init(title: String, isTitleStruckThrough: Bool, locationText: String, dateText: String) {
    self.title = title
    self.isTitleStruckThrough = isTitleStruckThrough
    self.locationText = locationText
    self.dateText = dateText
  }
}
