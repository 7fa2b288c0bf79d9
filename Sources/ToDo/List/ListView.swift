/// The list on screen, as the data provider needs it: register and dequeue cells, reload.
///
/// UIKit's table view plays this part in the book; tests use a mock that records calls.
/// Code should dequeue through ``dequeue(_:for:)``, which only accepts a registration token.
@MainActor
public protocol ListView: AnyObject {
  /// Registers a cell type under `reuseIdentifier`; called by ``ReusableCell/register(in:)``.
  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String)
  /// Returns a cell registered under `reuseIdentifier`, reused or new.
  func dequeueReusableCell(withIdentifier reuseIdentifier: String, for position: ListPosition)
    -> any ReusableCell
  /// Asks the list for its rows again.
  func reloadData()
}

extension ListView {
  /// Dequeues a cell of the registered type. Requiring the token makes dequeuing a cell that
  /// was never registered a compile-time error rather than a crash at run time.
  public func dequeue<Cell>(_ registration: CellRegistration<Cell>, for position: ListPosition)
    -> Cell
  {
    let cell = dequeueReusableCell(withIdentifier: registration.reuseIdentifier, for: position)
    guard let typedCell = cell as? Cell else {
      preconditionFailure("list view returned \(type(of: cell)), not the registered \(Cell.self)")
    }
    return typedCell
  }
}
