/// How `kata watch` waits between polls and learns that the learner wants to stop.
public struct WatchControl: Sendable {
  /// Seconds between two polls of the files.
  public var interval: Double
  /// Waits `interval` seconds.
  public var pause: @Sendable (Double) -> Void
  /// Whether the learner asked to quit (pressed `q`).
  public var shouldStop: @Sendable () -> Bool
  /// Seconds between two tries, between runs, to send the classroom the entries that
  /// waited while it was away, counted in polls: no clock is read.
  var sendEvery: Double
  /// Starts listening for `q` (and Ctrl-C): called once a command knows it will wait for
  /// ``shouldStop``, whatever the words and options that brought it there.
  public var listen: @Sendable () -> Void

  /// Creates a control.
  public init(
    interval: Double, pause: @escaping @Sendable (Double) -> Void,
    shouldStop: @escaping @Sendable () -> Bool, sendEvery: Double = 30,
    listen: @escaping @Sendable () -> Void = {}
  ) {
    self.interval = interval
    self.pause = pause
    self.shouldStop = shouldStop
    self.sendEvery = sendEvery
    self.listen = listen
  }

  /// How many polls make ``sendEvery``: at least one, at most a million.
  var pollsPerSend: Int {
    let polls =
      interval > 0 ? (sendEvery / interval).rounded(.up) : sendEvery > 0 ? .infinity : 1
    return polls < 1_000_000 ? max(1, Int(polls)) : 1_000_000
  }
}
