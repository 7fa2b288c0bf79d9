import ToDo

/// A list view for a terminal: every dequeue makes a fresh ``TextItemCell``.
@MainActor
final class TextListView: ListView {
  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String) {}

  func dequeueReusableCell(withIdentifier reuseIdentifier: String, for position: ListPosition)
    -> any ReusableCell
  {
    TextItemCell()
  }

  func reloadData() {}
}
