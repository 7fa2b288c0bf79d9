/// The place of a row in a sectioned list: the section, then the row in it. It stands in
/// for UIKit's index path.
struct ListPosition: Hashable {
  var row: Int
  var section: Int
}
