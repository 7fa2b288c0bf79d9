import XCTest

@testable import AppMenu

final class TapHandlerBuilderTests: XCTestCase {
  func test_knownTapHandlers_mapToTheirScreens() {
    let sut = DefaultTapHandlerBuilder()

    XCTAssertEqual(
      sut.tapHandler(for: MenuItem(title: "A", tapHandlerName: "ContributionsViewController")),
      .contributions)
    XCTAssertEqual(
      sut.tapHandler(for: MenuItem(title: "B", tapHandlerName: "RepositoriesViewController")),
      .repositories)
    XCTAssertEqual(
      sut.tapHandler(for: MenuItem(title: "C", tapHandlerName: "PublicActivityViewController")),
      .publicActivity)
  }

  func test_otherTapHandlers_mapToNothing() {
    let sut = DefaultTapHandlerBuilder()

    XCTAssertNil(
      sut.tapHandler(for: MenuItem(title: "A", tapHandlerName: "SettingsViewController")))
    XCTAssertNil(sut.tapHandler(for: MenuItem(title: "B")))
  }
}
