import Foundation

/// Tells the time. The alarm asks it instead of calling `Date()`, so a test can choose the time.
protocol TimeSource {
  /// The current moment.
  var now: Date { get }
}
