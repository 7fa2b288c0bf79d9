import XCTest

@testable import Alarm

final class DoorAlarmTests: XCTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 700_000_000)

  func test_doorOpened_29SecondsAfterArming_doesNotTrigger() {
    let clock = ClockStub(now: start)
    let sut = DoorAlarm(clock: clock, notifier: NotifierSpy())
    sut.arm()

    clock.now = start.addingTimeInterval(29)
    sut.doorOpened()

    XCTAssertFalse(sut.isTriggered)
  }

  func test_doorOpened_30SecondsAfterArming_triggers() {
    let clock = ClockStub(now: start)
    let sut = DoorAlarm(clock: clock, notifier: NotifierSpy())
    sut.arm()

    clock.now = start.addingTimeInterval(30)
    sut.doorOpened()

    XCTAssertTrue(sut.isTriggered)
  }

  func test_doorOpened_afterDisarming_doesNotTrigger() {
    let clock = ClockStub(now: start)
    let sut = DoorAlarm(clock: clock, notifier: NotifierSpy())
    sut.arm()

    sut.disarm()
    clock.now = start.addingTimeInterval(60)
    sut.doorOpened()

    XCTAssertFalse(sut.isTriggered)
  }

  func test_disarm_whenTriggered_silencesTheAlarm() {
    let clock = ClockStub(now: start)
    let sut = DoorAlarm(clock: clock, notifier: NotifierSpy())
    sut.arm()
    clock.now = start.addingTimeInterval(30)
    sut.doorOpened()

    sut.disarm()

    XCTAssertFalse(sut.isTriggered)
  }

  func test_doorOpened_afterTheGracePeriod_sendsOneMessage() {
    let clock = ClockStub(now: start)
    let notifier = NotifierSpy()
    let sut = DoorAlarm(clock: clock, notifier: notifier)
    sut.arm()

    clock.now = start.addingTimeInterval(30)
    sut.doorOpened()

    XCTAssertEqual(notifier.messages, ["The door opened while the alarm was on."])
  }

  func test_doorOpened_withinTheGracePeriod_sendsNothing() {
    let clock = ClockStub(now: start)
    let notifier = NotifierSpy()
    let sut = DoorAlarm(clock: clock, notifier: notifier)
    sut.arm()

    clock.now = start.addingTimeInterval(29)
    sut.doorOpened()

    XCTAssertEqual(notifier.messages, [])
  }
}
