/// The list on screen, as the data provider needs it.
protocol ListView: AnyObject {
  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String)
}
