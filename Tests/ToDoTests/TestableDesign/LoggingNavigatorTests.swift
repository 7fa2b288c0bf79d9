// Differs from the sample app: the navigator protocol takes destinations as values instead of view
// controllers, so a spy can compare them.

import ToDo
import XCTest

/// Main-actor tests here are `@MainActor func test…() async`, even without an `await`:
/// XCTest on Linux cannot run a synchronous test isolated to the main actor.
final class LoggingNavigatorTests: XCTestCase {
  @MainActor func test_navigate_logsAndForwards() async {
    let spy = NavigatorSpy()
    var lines: [String] = []
    let sut = LoggingNavigator(wrapping: spy) { lines.append($0) }
    let manager = ItemManager()

    sut.navigate(to: .input(manager))
    sut.navigate(to: .detail(manager, index: 2))
    sut.dismiss()

    XCTAssertEqual(spy.destinations, [.input(manager), .detail(manager, index: 2)])
    XCTAssertEqual(spy.dismissCount, 1)
    XCTAssertEqual(lines, ["navigate to input", "navigate to detail of item 2", "dismiss"])
  }
}
