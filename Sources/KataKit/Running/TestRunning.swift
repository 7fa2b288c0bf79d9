import CommandLineSupport
import Foundation

/// Builds and runs the tests of a package; `SwiftTestRunner` outside tests.
public protocol TestRunning: Sendable {
  /// Runs the tests of the package at `folder` written with `framework`.
  func runTests(in folder: URL, framework: TestFramework) throws(KataError) -> RawTestRun
}

/// Runs `swift test` once, which builds and tests, with the Swift Testing event stream on.
///
/// Only the kata's framework runs (`--disable-swift-testing` for XCTest katas), which keeps
/// the loop as quick as a bare `swift test`.
public struct SwiftTestRunner: TestRunning {
  /// Creates the runner.
  public init() {}

  /// Runs `swift test` in `folder`.
  public func runTests(in folder: URL, framework: TestFramework) throws(KataError) -> RawTestRun {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    let started = Date()
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(
        ["swift", "test"] + framework.swiftTestFlags
          + ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
        in: folder, mergingErrors: true)
    } catch {
      throw .cannotRunSwift(error.description)
    }
    return RawTestRun(
      status: outcome.status, output: outcome.output,
      events: try? String(contentsOf: events, encoding: .utf8),
      seconds: Date().timeIntervalSince(started))
  }
}
