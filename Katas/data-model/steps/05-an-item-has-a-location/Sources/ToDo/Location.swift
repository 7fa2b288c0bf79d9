/// A named place.
struct Location: Equatable {
  let name: String
}
