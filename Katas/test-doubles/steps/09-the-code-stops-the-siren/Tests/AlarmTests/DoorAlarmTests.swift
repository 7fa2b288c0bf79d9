import XCTest

@testable import Alarm

final class DoorAlarmTests: XCTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
  private var clock: ClockStub!
  private var notifier: NotifierSpy!
  private var codes: InMemoryCodeStore!
  private var siren: MockSiren!
  private var sut: DoorAlarm!

  override func setUp() {
    super.setUp()
    clock = ClockStub(now: start)
    notifier = NotifierSpy()
    codes = InMemoryCodeStore(code: "2580")
    siren = MockSiren()
    sut = DoorAlarm(clock: clock, notifier: notifier, codes: codes, siren: siren)
  }

  override func tearDown() {
    sut = nil
    siren = nil
    codes = nil
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

  // MARK: - The grace period and the code, with the clock stub and the code store fake

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

    sut.disarm(code: "2580")
    openDoor(at: 60)

    XCTAssertFalse(sut.isTriggered)
  }

  func test_disarm_whenTriggered_silencesTheAlarm() {
    sut.arm()
    openDoor(at: 30)

    sut.disarm(code: "2580")

    XCTAssertFalse(sut.isTriggered)
  }

  func test_disarm_withAWrongCode_leavesTheAlarmTriggered() {
    sut.arm()
    openDoor(at: 30)

    sut.disarm(code: "0000")

    XCTAssertTrue(sut.isTriggered)
  }

  func test_changeCode_fromTheSavedCode_letsTheNewCodeDisarm() {
    sut.changeCode(from: "2580", to: "1397")
    sut.arm()
    openDoor(at: 30)

    sut.disarm(code: "1397")

    XCTAssertFalse(sut.isTriggered)
  }

  func test_changeCode_fromTheSavedCode_outlastsARestart() {
    sut.changeCode(from: "2580", to: "1397")

    let restarted = DoorAlarm(clock: clock, notifier: notifier, codes: codes, siren: siren)
    restarted.arm()
    moveClock(to: 30)
    restarted.doorOpened()
    restarted.disarm(code: "1397")

    XCTAssertFalse(restarted.isTriggered)
  }

  func test_changeCode_fromAWrongCode_keepsTheSavedCode() {
    sut.changeCode(from: "0000", to: "1397")
    sut.arm()
    openDoor(at: 30)

    sut.disarm(code: "2580")

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
    sut.disarm(code: "2580")

    moveClock(to: 100)
    sut.arm()
    openDoor(at: 130)

    XCTAssertEqual(notifier.messages.count, 2)
  }

  // MARK: - The siren, with the siren mock

  func test_aBreakIn_startsTheSiren() {
    siren.expect(.start)

    sut.arm()
    openDoor(at: 30)

    siren.verify()
  }

  func test_doorOpened_withinTheGracePeriod_leavesTheSirenOff() {
    sut.arm()
    openDoor(at: 29)

    siren.verify()
  }

  func test_doorOpenedAgain_whileTriggered_startsTheSirenOnce() {
    siren.expect(.start)

    sut.arm()
    openDoor(at: 30)
    openDoor(at: 40)

    siren.verify()
  }

  func test_disarm_whenTriggered_stopsTheSiren() {
    siren.expect(.start)
    siren.expect(.stop)

    sut.arm()
    openDoor(at: 30)
    sut.disarm(code: "2580")

    siren.verify()
  }

  func test_disarm_withAWrongCode_leavesTheSirenOn() {
    siren.expect(.start)

    sut.arm()
    openDoor(at: 30)
    sut.disarm(code: "0000")

    siren.verify()
  }
}
