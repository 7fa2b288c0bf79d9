import CommandLineSupport
import Foundation

/// The lights of a pair's runs as marks on a timeline, on the desk's table and the wall's
/// cards alike: a mark per run, or one mark with a count for a minute of many runs, its tip
/// telling the run and, on a live page, linking to its diff.
enum LightMark {
  /// A minute with this many lights or more shows them as one mark with a count, so that a
  /// pair under `kata watch` does not swamp the timeline.
  static let burst = 3

  /// The marks of `runs`, the runs of one minute: one each, or one for a burst.
  static func marks(
    of runs: [PairRow.Run], in row: PairRow, view: DashboardView, live: Bool
  ) -> [HTML] {
    runs.count >= burst
      ? [mark(of: runs, in: row, view: view, live: live)]
      : runs.map { mark(of: [$0], in: row, view: view, live: live) }
  }

  /// The mark of `runs`, one run or a burst, in the last one's light: its tip tells the
  /// last run, and for a burst how many ran and their lights in order.
  static func mark(of runs: [PairRow.Run], in row: PairRow, view: DashboardView, live: Bool) -> HTML
  {
    guard let run = runs.last else { return "" }
    var tip =
      "step \(run.step) · \(run.light.rawValue) · \(run.tests.counting("test")), \(run.failures) failed"
    if let verdict = run.verdict { tip += " · \(verdict)" }
    let burst = runs.count > 1
    if burst {
      tip =
        "\(runs.count) runs in a minute: "
        + runs.map(\.light.letter).joined(separator: " ") + " · the last: " + tip
    }
    let count: HTML = burst ? " data-count=\"\(runs.count)\"" : ""
    let classes = "light \(run.light.rawValue)" + (burst ? " burst" : "")
    let attributes: HTML =
      "class=\"\(classes)\" tabindex=\"0\" data-light=\"\(run.light.rawValue)\"\(count) data-time=\"\(run.time)\" data-tip=\"\(tip)\" aria-label=\"\(run.time) · \(tip)\""
    let text = burst ? "\(run.light.letter)×\(runs.count)" : run.light.letter
    if live, !view.anonymous, run.hasCode, let query = diffQuery(row, run) {
      return "<a \(attributes) href=\"/diff?\(query)\">\(text)</a>"
    }
    return "<span \(attributes)>\(text)</span>"
  }

  /// The query of the page of `run`'s diff in `row`'s workspace, `nil` without a kata.
  static func diffQuery(_ row: PairRow, _ run: PairRow.Run) -> String? {
    guard let kata = row.kata else { return nil }
    return
      "learner=\(queryEscape(row.learner))&kata=\(queryEscape(kata))&run=\(run.number)"
      + (row.workspace.map { "&workspace=\(queryEscape($0))" } ?? "")
  }

  /// `text` for a query's value: every character but letters and digits percent-encoded.
  static func queryEscape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }
}
