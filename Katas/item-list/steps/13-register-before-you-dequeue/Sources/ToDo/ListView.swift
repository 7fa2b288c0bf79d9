/// The list on screen, as the data provider needs it.
@MainActor
protocol ListView: AnyObject {
  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String)
}
