/// The list on screen, as the data provider needs it.
protocol ListView: AnyObject {
  func registerCell(_ cellType: any ReusableCell.Type, reuseIdentifier: String)
  func dequeueReusableCell(withIdentifier reuseIdentifier: String, for position: ListPosition)
    -> any ReusableCell
  func reloadData()
}
