import Foundation

/// A value that threads share, behind a lock: every read and change of it holds the lock.
///
/// The one lock box of TDDKit's tools, for the few places where workers on several threads
/// report into one value (a test run's parallel judges, `kata verify`'s workers).
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Keeps `value` behind the lock.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, which it may change, holding the lock.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }

  /// The value now.
  public var current: Value {
    lock.withLock { value }
  }
}
