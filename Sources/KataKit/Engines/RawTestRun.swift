import Foundation

/// What a run of the tests left behind: its exit status, its output and the Swift Testing events.
struct RawTestRun: Sendable {
  /// The exit status.
  var status: Int32
  /// Standard output and standard error, in order.
  var output: String
  /// The JSON lines of `--event-stream-output-path`, when Swift Testing wrote them.
  var events: String?
  /// How long the run took, in seconds.
  var seconds: Double
  /// Whether the run was stopped for taking longer than the runner allows.
  var timedOut: Bool
  /// The engine that built and ran the tests.
  var engine: BuildEngine
  /// Why the direct engine left the run to SwiftPM, when it did.
  var fallback: DirectFallback?
  /// The llvm-cov export the run wrote, when it measured coverage outside SwiftPM's folder.
  var coverageExport: URL?

  /// Creates a raw run.
  init(
    status: Int32, output: String, events: String? = nil, seconds: Double = 0,
    timedOut: Bool = false, engine: BuildEngine = .swiftpm
  ) {
    self.status = status
    self.output = output
    self.events = events
    self.seconds = seconds
    self.timedOut = timedOut
    self.engine = engine
  }
}
