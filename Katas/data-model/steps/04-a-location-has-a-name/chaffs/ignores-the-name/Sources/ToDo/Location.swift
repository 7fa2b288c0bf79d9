/// A named place.
struct Location {
  let name: String

  init(name: String) {
    self.name = "Unknown"
  }
}
