// Differs from the tutorial: tap handlers map to `MenuScreen` values instead of view controller
// instances.

import AppMenu
import XCTest

final class TapHandlerBuilderTests: XCTestCase {
  private let sut = DefaultTapHandlerBuilder()

  func test_knownTapHandlers_mapToTheirScreens() {
    XCTAssertEqual(
      sut.tapHandler(for: MenuItem(title: "", tapHandlerName: "ContributionsViewController")),
      .contributions)
    XCTAssertEqual(
      sut.tapHandler(for: MenuItem(title: "", tapHandlerName: "RepositoriesViewController")),
      .repositories)
    XCTAssertEqual(
      sut.tapHandler(for: MenuItem(title: "", tapHandlerName: "PublicActivityViewController")),
      .publicActivity)
  }

  func test_otherTapHandlers_mapToNothing() {
    XCTAssertNil(sut.tapHandler(for: MenuItem(title: "", tapHandlerName: "SettingsViewController")))
    XCTAssertNil(sut.tapHandler(for: MenuItem(title: "")))
  }
}
