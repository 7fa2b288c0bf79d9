import Foundation

/// The data source and delegate of the item list, in one object as in the book.
///
/// Section 0 lists the unchecked items and section 1 the checked ones. Each row is a cell
/// dequeued with the registration token and configured with its item. Swiping a row checks or
/// unchecks it; selecting an unchecked row posts `Notification.Name.itemSelected`.
@MainActor
public final class ItemListDataProvider<Cell: ItemCell> {
  /// The manager whose lists are shown; with none, every section is empty.
  public var itemManager: ItemManager?
  private let registration: CellRegistration<Cell>
  private let cellConfigurator: ItemCellConfigurator
  private let notificationCenter: NotificationCenter

  /// Creates a provider for the cells of `registration`.
  ///
  /// - Parameters:
  ///   - itemManager: the lists to show.
  ///   - registration: the token from registering `Cell` with the list view.
  ///   - cellConfigurator: turns items into cell texts.
  ///   - notificationCenter: where selections are posted.
  public init(
    itemManager: ItemManager?,
    registration: CellRegistration<Cell>,
    cellConfigurator: ItemCellConfigurator,
    notificationCenter: NotificationCenter = .default
  ) {
    self.itemManager = itemManager
    self.registration = registration
    self.cellConfigurator = cellConfigurator
    self.notificationCenter = notificationCenter
  }

  /// Always 2: unchecked items, then checked items.
  public var numberOfSections: Int { ItemSection.allCases.count }

  /// The number of rows of `section`; an unknown section is a programmer error.
  public func numberOfRows(inSection section: Int) -> Int {
    guard let itemManager else { return 0 }
    switch ItemSection(section) {
    case .toDo: return itemManager.toDoCount
    case .done: return itemManager.doneCount
    }
  }

  /// The header of `section`: none for unchecked items, "Finished" for checked ones.
  public func titleForHeader(inSection section: Int) -> String? {
    ItemSection(section).headerTitle
  }

  /// Dequeues the cell for `position` from `listView` and configures it with its item.
  public func cell(for position: ListPosition, in listView: some ListView) -> Cell {
    let cell = listView.dequeue(registration, for: position)
    if let itemManager {
      let section = ItemSection(position.section)
      let item =
        switch section {
        case .toDo: itemManager.item(at: position.row)
        case .done: itemManager.doneItem(at: position.row)
        }
      cell.configure(with: cellConfigurator.content(for: item, isChecked: section == .done))
    }
    return cell
  }

  /// "Check" for unchecked rows, "Uncheck" for checked ones.
  public func swipeActionTitle(for position: ListPosition) -> String {
    ItemSection(position.section).swipeActionTitle
  }

  /// Performs the swipe action of `position`, moving its item to the other section, and
  /// reloads `listView`.
  public func commitSwipeAction(at position: ListPosition, in listView: some ListView) {
    switch ItemSection(position.section) {
    case .toDo: itemManager?.checkItem(at: position.row)
    case .done: itemManager?.uncheckItem(at: position.row)
    }
    listView.reloadData()
  }

  /// Posts `Notification.Name.itemSelected` for an unchecked row; checked rows
  /// cannot be selected.
  public func didSelectRow(at position: ListPosition) {
    guard ItemSection(position.section) == .toDo else { return }
    notificationCenter.post(
      name: .itemSelected, object: self, userInfo: [ItemSelectedKey.index: position.row])
  }
}
