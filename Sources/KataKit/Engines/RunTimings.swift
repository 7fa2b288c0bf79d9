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
  /// first phase, each package's phases under its name (a part of a phase indented under
  /// it; the packages in the order they started, as a judge builds several side by side),
  /// and `kata`'s time after the last one until `now`.
  func table(now: Date = Date()) -> [String] {
    let phases = recorded
    let first = phases.first?.start ?? now
    let last = phases.map(\.end).max() ?? now
    let millisecond = { (date: Date) in Int((date.timeIntervalSince(self.origin) * 1000).rounded())
    }
    func row(_ phase: Phase, depth: Int) -> String {
      let from = millisecond(phase.start)
      let to = millisecond(phase.end)
      let span = "\(Self.padded(from, 6)) – \(Self.padded(to, 6)) \(Self.padded(to - from, 6))"
      return "  \(span)  " + String(repeating: "  ", count: depth) + phase.name
    }
    // A package's name heads its phases in the column of their names, after the span's 22.
    let heading = String(repeating: " ", count: 2 + 22 + 2)
    var lines = [
      "Timings, in milliseconds from the start of kata:",
      row(
        Phase(name: "kata, before its first step", package: "", start: origin, end: first), depth: 0
      ),
    ]
    var packages: [String] = []
    for phase in phases where !packages.contains(phase.package) { packages.append(phase.package) }
    for package in packages {
      let depth = package.isEmpty ? 0 : 1
      if !package.isEmpty { lines.append(heading + package + ":") }
      for phase in phases where phase.package == package {
        lines.append(row(phase, depth: depth + (phase.isPart ? 1 : 0)))
      }
    }
    lines.append(
      row(Phase(name: "kata, after the run", package: "", start: last, end: now), depth: 0))
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
      guard let stat = ProcFile.text("/proc/self/stat"), let uptime = ProcFile.text("/proc/uptime"),
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
