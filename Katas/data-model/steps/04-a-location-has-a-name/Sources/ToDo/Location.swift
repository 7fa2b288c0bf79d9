/// A named place.
struct Location {
  let name: String
}
