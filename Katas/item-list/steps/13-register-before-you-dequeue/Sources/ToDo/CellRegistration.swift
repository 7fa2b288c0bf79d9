/// Proof that `Cell` was registered with a list view. In a library, its initializer would
/// stay internal, so that `register(in:)` is the only way to get one.
struct CellRegistration<Cell: ReusableCell> {
  let reuseIdentifier: String
}
