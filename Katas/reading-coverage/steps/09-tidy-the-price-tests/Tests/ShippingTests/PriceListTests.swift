import XCTest

@testable import Shipping

/// The new price list, one rule at a time.
final class PriceListTests: XCTestCase {
  /// The price of a parcel that differs from a typical one only where a test says so:
  /// 800 g, an order of 20.00, standard post, to the mainland.
  private func price(
    grams: Int = 800, orderTotal: Int = 20_00, isExpress: Bool = false,
    region: Region = .mainland
  ) -> Int {
    let parcel = Parcel(
      grams: grams, orderTotal: orderTotal, isExpress: isExpress, region: region)
    return ShippingCost().price(for: parcel)
  }

  // MARK: - Free shipping

  func test_price_orderOfExactlyForty_shipsFree() {
    XCTAssertEqual(price(orderTotal: 40_00), 0)
  }

  func test_price_orderJustUnderForty_paysForTheBand() {
    XCTAssertEqual(price(orderTotal: 39_99), 4_95)
  }

  func test_price_islandOrderOfFortyOrMore_doesNotShipFree() {
    XCTAssertEqual(price(orderTotal: 60_00, region: .island), 14_95)
  }

  // MARK: - Express

  func test_price_expressParcel_addsEightToTheBand() {
    XCTAssertEqual(price(isExpress: true), 12_95)
  }

  func test_price_expressParcelOnAFreeOrder_stillPaysEight() {
    XCTAssertEqual(price(orderTotal: 60_00, isExpress: true), 8_00)
  }

  // MARK: - Islands

  func test_price_islandParcel_addsTenToTheBand() {
    XCTAssertEqual(price(region: .island), 14_95)
  }

  func test_price_heavierIslandParcel_addsTenToItsOwnBand() {
    XCTAssertEqual(price(grams: 3_000, region: .island), 16_95)
  }

  func test_price_islandParcelByExpress_paysBothSurcharges() {
    XCTAssertEqual(price(isExpress: true, region: .island), 22_95)
  }

  // MARK: - Heavy parcels

  func test_price_parcelUpToTwentyKilos_costsTheThirdBand() {
    XCTAssertEqual(price(grams: 12_000), 12_95)
  }

  func test_price_parcelOfExactlyTwentyKilos_costsTheThirdBand() {
    XCTAssertEqual(price(grams: 20_000), 12_95)
  }

  func test_price_parcelOverTwentyKilos_addsOneForEveryKilogramAbove() {
    XCTAssertEqual(price(grams: 23_000), 15_95)
  }

  func test_price_startedKilogramAboveTwenty_countsAsAWholeOne() {
    XCTAssertEqual(price(grams: 20_100), 13_95)
  }
}
