/// Where a parcel goes.
enum Region {
  /// Anywhere the van drives to.
  case mainland
  /// An island, which the carrier reaches by ferry.
  case island
}

/// A parcel to price: its weight, the value of the order in it, and how it travels.
struct Parcel {
  /// The weight, in grams.
  var grams: Int
  /// The value of the goods in the parcel, in cents.
  var orderTotal: Int
  /// Whether the parcel goes by express.
  var isExpress = false
  /// Where the parcel goes.
  var region = Region.mainland
}
