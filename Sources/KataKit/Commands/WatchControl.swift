/// How `kata watch` waits between polls and learns that the learner wants to stop.
public struct WatchControl: Sendable {
  /// Seconds between two polls of the files.
  public var interval: Double
  /// Waits `interval` seconds.
  public var pause: @Sendable (Double) -> Void
  /// Whether the learner asked to quit (pressed `q`).
  public var shouldStop: @Sendable () -> Bool

  /// Creates a control.
  public init(
    interval: Double, pause: @escaping @Sendable (Double) -> Void,
    shouldStop: @escaping @Sendable () -> Bool
  ) {
    self.interval = interval
    self.pause = pause
    self.shouldStop = shouldStop
  }
}
