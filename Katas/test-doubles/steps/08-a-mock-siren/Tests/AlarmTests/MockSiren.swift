import XCTest

@testable import Alarm

/// A mock: the test tells it first which calls to expect. It keeps the calls it gets to
/// itself, and `verify()` fails the test when they were not exactly the expected ones.
final class MockSiren: Siren {
  enum Call: Equatable {
    case start
    case stop
  }

  private var expectedCalls: [Call] = []
  private var receivedCalls: [Call] = []

  /// Adds `call` to the calls the siren should get, in this order.
  func expect(_ call: Call) {
    expectedCalls.append(call)
  }

  func start() {
    receivedCalls.append(.start)
  }

  func stop() {
    receivedCalls.append(.stop)
  }

  /// Fails the test, at the line that calls `verify()`, unless the siren got exactly the
  /// expected calls, in order.
  func verify(file: StaticString = #filePath, line: UInt = #line) {
    guard receivedCalls != expectedCalls else { return }
    XCTFail("expected \(expectedCalls), got \(receivedCalls)", file: file, line: line)
  }
}
