/// What it costs to send a parcel, in cents, by the carrier's price list.
struct ShippingCost {
  /// Orders worth this much or more ship free to the mainland, in cents.
  static let freeShippingFrom = 40_00
  /// What express adds to the price, in cents.
  static let expressSurcharge = 8_00
  /// What the ferry to an island adds to the price, in cents.
  static let islandSurcharge = 10_00
  /// What every started kilogram above 20 adds to the price, in cents.
  static let pricePerKilogramOverTwenty = 1_00

  /// The price of sending `parcel`, in cents.
  func price(for parcel: Parcel) -> Int {
    var price = bandPrice(forGrams: parcel.grams)
    if parcel.region == .mainland && parcel.orderTotal >= Self.freeShippingFrom {
      price = 0
    }
    if parcel.isExpress {
      price += Self.expressSurcharge
    }
    if parcel.region == .island {
      price += Self.islandSurcharge
    }
    return price
  }

  /// The price of the weight band that `grams` falls in.
  private func bandPrice(forGrams grams: Int) -> Int {
    switch grams {
    case ...1_000: 4_95
    case ...5_000: 6_95
    case ...20_000: 12_95
    default: 12_95 + startedKilograms(above: 20_000, in: grams) * Self.pricePerKilogramOverTwenty
    }
  }

  /// The kilograms above `limit` grams, counting a started kilogram as a whole one.
  private func startedKilograms(above limit: Int, in grams: Int) -> Int {
    (grams - limit + 999) / 1_000
  }
}
