import XCTest

@testable import Alarm

final class DoorAlarmTests: XCTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
  private var clock: ClockStub!
  private var notifier: NotifierSpy!
  private var sut: DoorAlarm!

  override func setUp() {
    super.setUp()
    clock = ClockStub(now: start)
    notifier = NotifierSpy()
    sut = DoorAlarm(clock: clock, notifier: notifier)
  }

  override func tearDown() {
    sut = nil
    notifier = nil
    clock = nil
    super.tearDown()
  }

  /// Sets the stub's time to `second` seconds after `start`.
  private func moveClock(to second: TimeInterval) {
    clock.now = start.addingTimeInterval(second)
  }

  /// Opens the door `second` seconds after `start`.
  private func openDoor(at second: TimeInterval) {
    moveClock(to: second)
    sut.doorOpened()
  }

  // MARK: - The grace period, with the clock stub

  func test_doorOpened_29SecondsAfterArming_doesNotTrigger() {
    sut.arm()

    openDoor(at: 29)

    XCTAssertFalse(sut.isTriggered)
  }

  func test_doorOpened_30SecondsAfterArming_triggers() {
    sut.arm()

    openDoor(at: 30)

    XCTAssertTrue(sut.isTriggered)
  }

  func test_doorOpened_afterDisarming_doesNotTrigger() {
    sut.arm()

    sut.disarm()
    openDoor(at: 60)

    XCTAssertFalse(sut.isTriggered)
  }

  func test_disarm_whenTriggered_silencesTheAlarm() {
    sut.arm()
    openDoor(at: 30)

    sut.disarm()

    XCTAssertFalse(sut.isTriggered)
  }

  // MARK: - Messages, with the notifier spy

  func test_doorOpened_afterTheGracePeriod_sendsOneMessage() {
    sut.arm()

    openDoor(at: 30)

    XCTAssertEqual(notifier.messages, ["The door opened while the alarm was on."])
  }

  func test_doorOpened_withinTheGracePeriod_sendsNothing() {
    sut.arm()

    openDoor(at: 29)

    XCTAssertEqual(notifier.messages, [])
  }

  func test_doorOpenedAgain_whileTriggered_sendsNoSecondMessage() {
    sut.arm()
    openDoor(at: 30)

    openDoor(at: 40)

    XCTAssertEqual(notifier.messages.count, 1)
  }

  func test_aBreakInAfterArmingAgain_sendsANewMessage() {
    sut.arm()
    openDoor(at: 30)
    sut.disarm()

    moveClock(to: 100)
    sut.arm()
    openDoor(at: 130)

    XCTAssertEqual(notifier.messages.count, 2)
  }
}
