import ToDo

/// Prints everything about one item, with the texts of the app's detail screen.
struct ItemDetailRenderer {
  let dateFormat: ItemDateFormat

  /// The lines describing `item`, which is finished or not.
  func lines(for item: ToDoItem, isFinished: Bool) -> [String] {
    let content = DetailContent(item: item, dateFormat: dateFormat)
    var location = content.locationName
    if let center = content.mapRegion?.center {
      location += " (\(center.latitude), \(center.longitude))"
    }
    let fields = [
      ("Status", isFinished ? "finished" : "to do"),
      ("Date", content.dateText),
      ("Location", location),
      ("Description", content.itemDescription),
    ]
    return [content.title]
      + fields.filter { !$0.1.isEmpty }.map { "  " + ($0.0 + ":").padding(13) + $0.1 }
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
