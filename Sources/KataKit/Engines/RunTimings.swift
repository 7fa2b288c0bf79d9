import CommandLineSupport
import Foundation

/// Where the time of one `kata` command went, for `kata test --timings`: every compile, link
/// and run of every package the command built, with its start and end, measured from the
/// moment the process started, so a learner or a maintainer sees what a light costs.
///
/// Runs on several threads (the judge's packages) record into one list, behind a lock.
final class RunTimings: Sendable, Equatable {
  /// One phase: what ran, for which package, from when to when.
  struct Phase: Sendable, Equatable {
    /// What ran, such as "compile the tests".
    var name: String
    /// The folder name of the package it ran for; empty for the workspace itself.
    var package: String
    /// When it started.
    var start: Date
    /// When it ended.
    var end: Date

    /// Whether the phase is part of another one, during which it ran: the driver asked for
    /// a plan, or the runner compiled beside the tests.
    var isPart: Bool {
      name.hasPrefix("plan the jobs") || name.hasPrefix("of which")
    }
  }

  /// When the process started, or when the command did where the system does not say.
  let origin: Date
  private let phases = Locked<[Phase]>([])

  /// Timings measured from `origin`, by default the process's start.
  init(origin: Date = RunTimings.processStart() ?? Date()) {
    self.origin = origin
  }

  /// Two timings are equal only when they are the same list.
  static func == (lhs: RunTimings, rhs: RunTimings) -> Bool {
    lhs === rhs
  }

  /// Records the phase `name` of `package` from `start` to `end`.
  func record(_ name: String, of package: String = "", from start: Date, to end: Date) {
    phases.withLock { $0.append(Phase(name: name, package: package, start: start, end: end)) }
  }

  /// The phases recorded so far, by their start.
  var recorded: [Phase] {
    phases.current.sorted { $0.start < $1.start }
  }

  /// The table of the phases in milliseconds from ``origin``: `kata`'s own time before the
  /// first phase, each phase (a part of another indented under it), and `kata`'s time
  /// after the last one until `now`.
  func table(now: Date = Date()) -> [String] {
    let phases = recorded
    let first = phases.first?.start ?? now
    let last = phases.map(\.end).max() ?? now
    let rows =
      [Phase(name: "kata, before its first step", package: "", start: origin, end: first)]
      + phases + [Phase(name: "kata, after the run", package: "", start: last, end: now)]
    let millisecond = { (date: Date) in Int((date.timeIntervalSince(self.origin) * 1000).rounded())
    }
    let names = rows.map { $0.isPart ? "  \($0.name)" : $0.name }
    let nameWidth = names.map(\.count).max() ?? 0
    var lines = ["Timings, in milliseconds from the start of kata:"]
    for (row, shown) in zip(rows, names) {
      let from = millisecond(row.start)
      let to = millisecond(row.end)
      let span = "\(Self.padded(from, 6)) – \(Self.padded(to, 6)) \(Self.padded(to - from, 6))"
      let name = shown.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let line = "  \(span)  \(name)  \(row.package)"
      lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
    }
    lines.append("  total \(millisecond(now)) ms")
    return lines
  }

  /// `value` right-aligned in `width` columns.
  private static func padded(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// When this process started, from `/proc` on Linux (to the system's clock tick); `nil`
  /// elsewhere.
  static func processStart(now: Date = Date()) -> Date? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
        let ticks = startTicks(ofStat: stat),
        let seconds = uptime.split(separator: " ").first.flatMap({ Double($0) })
      else { return nil }
      let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
      guard perSecond > 0 else { return nil }
      return now.addingTimeInterval(Double(ticks) / perSecond - seconds)
    #else
      return nil
    #endif
  }

  /// The start time, in clock ticks after boot, of a `/proc/PID/stat` line: its 22nd field,
  /// counted after the command's closing parenthesis, since a command may hold spaces.
  static func startTicks(ofStat stat: String) -> Int? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // The fields after the command start at the 3rd (the state); the 22nd is 20th of these.
    return fields.count > 19 ? Int(fields[19]) : nil
  }
}
