import XCTest

@testable import Shipping

/// The new price list, one rule at a time.
final class PriceListTests: XCTestCase {
  func test_price_orderOfExactlyForty_shipsFree() {
    let parcel = Parcel(grams: 800, orderTotal: 40_00)

    XCTAssertEqual(ShippingCost().price(for: parcel), 0)
  }

  func test_price_orderJustUnderForty_paysForTheBand() {
    let parcel = Parcel(grams: 800, orderTotal: 39_99)

    XCTAssertEqual(ShippingCost().price(for: parcel), 4_95)
  }

  func test_price_expressParcel_addsEightToTheBand() {
    let parcel = Parcel(grams: 800, orderTotal: 20_00, isExpress: true)

    XCTAssertEqual(ShippingCost().price(for: parcel), 12_95)
  }

  func test_price_expressParcelOnAFreeOrder_stillPaysEight() {
    let parcel = Parcel(grams: 800, orderTotal: 60_00, isExpress: true)

    XCTAssertEqual(ShippingCost().price(for: parcel), 8_00)
  }
}
