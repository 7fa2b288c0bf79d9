import CommandLineSupport
import Foundation

/// Runs `swift test` once, which builds and tests, with the Swift Testing event stream on.
///
/// Only the kata's framework runs (`--disable-swift-testing` for XCTest katas), which keeps
/// the loop as quick as a bare `swift test`. A run that takes longer than `timeout` seconds,
/// such as a test stuck in an endless loop, is interrupted and comes back timed out.
struct SwiftTestRunner: TestRunning {
  /// The seconds a run may take, build included.
  var timeout: Double
  /// Where each run is timed, for `--timings`.
  var timings: RunTimings?

  /// Creates the runner; 300 seconds leaves room for a first build on a slow machine.
  init(timeout: Double = 300) {
    self.timeout = timeout
  }

  /// Runs `swift test` in `folder`, with `--enable-code-coverage` when `coverage` is true.
  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    let started = Date()
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(
        ["swift", "test"] + framework.swiftTestFlags + (coverage ? ["--enable-code-coverage"] : [])
          + ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
        in: folder, mergingErrors: true, timeout: timeout)
    } catch {
      throw .cannotRunSwift(error.description)
    }
    timings?.record("swift test", of: folder.lastPathComponent, from: started, to: Date())
    return RawTestRun(
      status: outcome.status, output: outcome.output,
      events: try? String(contentsOf: events, encoding: .utf8),
      seconds: Date().timeIntervalSince(started), timedOut: outcome.timedOut)
  }
}
