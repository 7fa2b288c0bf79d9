import XCTest

@testable import Alarm

final class DoorAlarmTests: XCTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 700_000_000)

  func test_doorOpened_29SecondsAfterArming_doesNotTrigger() {
    let clock = ClockStub(now: start)
    let sut = DoorAlarm(clock: clock)
    sut.arm()

    clock.now = start.addingTimeInterval(29)
    sut.doorOpened()

    XCTAssertFalse(sut.isTriggered)
  }

  func test_doorOpened_30SecondsAfterArming_triggers() {
    let clock = ClockStub(now: start)
    let sut = DoorAlarm(clock: clock)
    sut.arm()

    clock.now = start.addingTimeInterval(30)
    sut.doorOpened()

    XCTAssertTrue(sut.isTriggered)
  }
}
