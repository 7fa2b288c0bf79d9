/// The list on screen, as the data provider needs it.
@MainActor
protocol ListView: AnyObject {
  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String)
  func dequeueReusableCell(withIdentifier reuseIdentifier: String, for position: ListPosition)
    -> any ReusableCell
}

extension ListView {
  /// Dequeues a cell of the registered type; without the token, it does not compile.
  func dequeue<Cell>(_ registration: CellRegistration<Cell>, for position: ListPosition) -> Cell {
    let cell = dequeueReusableCell(
      withIdentifier: registration.reuseIdentifier,
      for: ListPosition(row: position.section, section: position.row))
    guard let typedCell = cell as? Cell else {
      preconditionFailure("the list view returned \(type(of: cell)), not \(Cell.self)")
    }
    return typedCell
  }
}
