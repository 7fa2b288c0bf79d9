/// Proof that `Cell` was registered with a list view, required to dequeue it.
///
/// Its initializer is internal: outside this module the only way to get one is
/// ``ReusableCell/register(in:)``. Forgetting to register is therefore a compile error.
public struct CellRegistration<Cell: ReusableCell> {
  /// The identifier the cell was registered under.
  public let reuseIdentifier: String
}
