/// What it costs to send a parcel, in cents, by the carrier's price list.
struct ShippingCost {
  /// The price of sending `parcel`, in cents.
  func price(for parcel: Parcel) -> Int {
    var price = bandPrice(forGrams: parcel.grams)
    if parcel.orderTotal >= 40_00 || parcel.region == .mainland {
      price = 0
    }
    if parcel.isExpress {
      price += 8_00
    }
    if parcel.region == .island {
      price += 10_00
    }
    return price
  }

  /// The price of the weight band that `grams` falls in.
  private func bandPrice(forGrams grams: Int) -> Int {
    if grams <= 1_000 {
      return 4_95
    }
    if grams <= 5_000 {
      return 6_95
    }
    return 12_95
  }

  /// The line for the receipt, such as "Shipping: 4.95".
  func receiptLine(for parcel: Parcel) -> String {
    let cents = price(for: parcel)
    let rest = cents % 100
    return "Shipping: \(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
  }
}
