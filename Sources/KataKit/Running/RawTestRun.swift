/// What `swift test` left behind: its exit status, its output and the Swift Testing events.
public struct RawTestRun: Sendable {
  /// The exit status.
  public var status: Int32
  /// Standard output and standard error, in order.
  public var output: String
  /// The JSON lines of `--event-stream-output-path`, when Swift Testing wrote them.
  public var events: String?
  /// How long the run took, in seconds.
  public var seconds: Double

  /// Creates a raw run.
  public init(status: Int32, output: String, events: String? = nil, seconds: Double = 0) {
    self.status = status
    self.output = output
    self.events = events
    self.seconds = seconds
  }
}
