import XCTest

@testable import Shipping

/// The tests that came with the calculator, written after its code.
final class ShippingCostTests: XCTestCase {
  func test_price_parcelUpToOneKilo_costsTheFirstBand() {
    let parcel = Parcel(grams: 800, orderTotal: 20_00)

    XCTAssertEqual(ShippingCost().price(for: parcel), 4_95)
  }

  func test_price_parcelUpToFiveKilos_costsTheSecondBand() {
    let parcel = Parcel(grams: 3_000, orderTotal: 20_00)

    XCTAssertEqual(ShippingCost().price(for: parcel), 6_95)
  }

  func test_price_orderOfFiftyOrMore_shipsFree() {
    let parcel = Parcel(grams: 800, orderTotal: 60_00)

    XCTAssertEqual(ShippingCost().price(for: parcel), 0)
  }
}
