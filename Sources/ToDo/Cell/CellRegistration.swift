/// Proof that `Cell` was registered with a list view, required to dequeue it.
///
/// Its initializer is internal: outside this module the only way to get one is
/// ``ReusableCell/register(in:)``, so code that dequeues through ``ListView/dequeue(_:for:)``
/// cannot dequeue a cell it never registered: a token made by hand does not compile (a test
/// asks the compiler). A list view's own `dequeueReusableCell(withIdentifier:for:)`, which
/// each list implements, takes no token: call `dequeue(_:for:)` instead.
public struct CellRegistration<Cell: ReusableCell> {
  /// The identifier the cell was registered under.
  public let reuseIdentifier: String
}
