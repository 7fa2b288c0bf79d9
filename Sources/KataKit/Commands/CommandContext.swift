import CommandLineSupport
import Foundation

/// What every command works with: where it runs, where it writes, the clock and the
/// calendar that reads times of day, the test runners the command line chose, how `watch`
/// waits, and how the learner types `kata`.
struct CommandContext {
  let currentDirectory: URL
  let environment: [String: String]
  let console: Console
  /// The runners, with the engine `--engine` chose.
  var runners: Runners
  let now: @Sendable () -> Date
  let watchControl: WatchControl
  /// The running `kata`, whose installation's `share/tddkit/Katas` is the last place katas
  /// are looked for.
  let executableURL: URL?
  /// How the learner runs `kata`, for the commands messages tell them to type.
  var invocation: Invocation = .installed
  /// The calendar, with its time zone, in which a time of day such as `10:00` is read.
  var calendar: Calendar = Self.utcCalendar

  /// A Gregorian calendar in UTC: the same on every machine, for tests.
  static var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
    return calendar
  }

  /// The runners for `workspace`, with the timeout its start chose, if any.
  func runners(for workspace: Workspace) -> Runners {
    runners.with { options in
      if let seconds = workspace.state.timeoutSeconds { options.timeout = Double(seconds) }
    }
  }

  /// `path` as a URL, relative to the current directory.
  func url(_ path: String) -> URL {
    FilePath(path).url(relativeTo: currentDirectory)
  }

  /// `url` relative to the current directory when it is below it, for messages.
  func shown(_ url: URL) -> String {
    let base = currentDirectory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }

  /// `text` with spaces after it up to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
