import CommandLineSupport
import Foundation

/// Builds and runs the tests of a package; `SwiftTestRunner` outside tests.
public protocol TestRunning: Sendable {
  /// Runs the tests of the package at `folder` written with `framework`, gathering code
  /// coverage when `coverage` is true.
  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun

  /// Builds the XCTest tests of the package at `folder` without running them; `nil` when
  /// this runner only runs packages whole.
  func buildTests(in folder: URL) throws(KataError) -> RawTestRun?

  /// Runs the XCTest tests of the test module `module` of the package at `folder`, built by
  /// ``buildTests(in:)``. With `coverage`, also writes the llvm-cov export of the files in
  /// its `sources` folder, from the targets the package instruments, to its `export` file.
  func runBuiltTests(in folder: URL, module: String, coverage: (sources: URL, export: URL)?)
    throws(KataError) -> RawTestRun

  /// This runner with runs stopped after `seconds`; runners without a limit return
  /// themselves.
  func limited(to seconds: Double) -> any TestRunning

  /// The runner that builds with `engine`; runners with a single engine return themselves.
  func using(_ engine: BuildEngine) -> any TestRunning

  /// The engine this runner tries first.
  var engine: BuildEngine { get }

  /// This runner with the builds packages of the same tests can share kept in `folder`;
  /// runners that share nothing return themselves.
  func sharingTestBuilds(in folder: URL) -> any TestRunning
}

extension TestRunning {
  /// Runs the tests of the package at `folder` without coverage.
  func runTests(in folder: URL, framework: TestFramework) throws(KataError) -> RawTestRun {
    try runTests(in: folder, framework: framework, coverage: false)
  }

  /// Only runs packages whole: every implementation test-first mode judges then gets a
  /// package of its own.
  public func buildTests(in folder: URL) throws(KataError) -> RawTestRun? {
    nil
  }

  /// The runner itself: it has no time limit to change.
  public func limited(to seconds: Double) -> any TestRunning {
    self
  }

  /// The runner itself: it has one engine.
  public func using(_ engine: BuildEngine) -> any TestRunning {
    self
  }

  /// SwiftPM, unless the runner says otherwise.
  public var engine: BuildEngine { .swiftpm }

  /// The runner itself: it shares nothing.
  public func sharingTestBuilds(in folder: URL) -> any TestRunning {
    self
  }

  /// Never called, since ``buildTests(in:)`` gives `nil`.
  public func runBuiltTests(
    in folder: URL, module: String, coverage: (sources: URL, export: URL)?
  ) throws(KataError) -> RawTestRun {
    throw .cannotRunSwift("this runner does not run built tests")
  }
}

/// Runs `swift test` once, which builds and tests, with the Swift Testing event stream on.
///
/// Only the kata's framework runs (`--disable-swift-testing` for XCTest katas), which keeps
/// the loop as quick as a bare `swift test`. A run that takes longer than `timeout` seconds,
/// such as a test stuck in an endless loop, is interrupted and comes back timed out.
public struct SwiftTestRunner: TestRunning {
  /// The seconds a run may take, build included.
  public var timeout: Double

  /// Creates the runner; 300 seconds leaves room for a first build on a slow machine.
  public init(timeout: Double = 300) {
    self.timeout = timeout
  }

  /// The runner with `seconds` as its timeout, for a workspace that sets its own.
  public func limited(to seconds: Double) -> any TestRunning {
    SwiftTestRunner(timeout: seconds)
  }

  /// Runs `swift test` in `folder`, with `--enable-code-coverage` when `coverage` is true.
  public func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
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
    return RawTestRun(
      status: outcome.status, output: outcome.output,
      events: try? String(contentsOf: events, encoding: .utf8),
      seconds: Date().timeIntervalSince(started), timedOut: outcome.timedOut)
  }
}
