import Foundation

/// The page of one run's code, for the wall: the run's first failure or compiler error, how
/// the code changed from the learner's run before, file by file, as a unified diff, then the
/// run's tests and sources in full, in large type, with links (and the keys ← →) to the runs
/// before and after, so an instructor can step through a pair's session.
struct DiffPage: Sendable {
  let learner: String
  let kata: String
  /// The run.
  let run: JournalEntry
  /// Its number among the learner's runs of the kata, from 1.
  let number: Int
  /// The code of the run before (empty before the first), `nil` when the classroom lacks it.
  let before: [String: String]?
  /// The code of the run, `nil` when the classroom lacks it.
  let after: [String: String]?
  /// How many runs the workspace has, so the page links to the next while there is one.
  var runs = 1
  /// The id of the workspace, for the links to the runs before and after.
  var workspace: String?
  /// The workspace's number among the learner's workspaces of the kata, from 1: a second
  /// reads "workspace 2" beside the kata, as on the wall.
  var workspaceNumber = 1

  /// The diff alone, as text: every file that changed, in path order.
  var diff: String? {
    guard let before, let after else { return nil }
    return Set(before.keys).union(after.keys).sorted().map { path in
      LineDiff.unified(
        from: before[path], to: after[path], fromLabel: "run \(number - 1)/\(path)",
        toLabel: "run \(number)/\(path)")
    }.joined()
  }

  /// The kata as the page names it, with the workspace's number after the first.
  var kataLabel: String { PairRow.kataLabel(kata, workspace: workspaceNumber) }

  /// The address of the page of run `number` of the same workspace, `nil` when it has none.
  func address(ofRun number: Int) -> String? {
    guard (1...runs).contains(number) else { return nil }
    return "/diff?learner=\(LightMark.queryEscape(learner))&kata=\(LightMark.queryEscape(kata))"
      + "&run=\(number)" + (workspace.map { "&workspace=\(LightMark.queryEscape($0))" } ?? "")
  }

  /// The page; `nonce` marks its own style and script for the server's
  /// Content-Security-Policy.
  func html(nonce: String? = nil) -> String {
    let light = run.light?.rawValue ?? "–"
    let marked: HTML = nonce.map { " nonce=\"\($0)\"" } ?? ""
    let verdict = run.verdict.map { " · " + $0.summary(stepNumber: run.stepNumber) } ?? ""
    let page: HTML = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(learner): run \(number)</title>
      <style\(marked)>\(HTML(verbatim: Self.style))</style></head>
      <body class="\(light)">
      \(navigation)
      <h1 id="diff-title">\(learner) · \(kataLabel) · run \(number) (step \(run.stepNumber), \(light))</h1>
      <p class="meta"><time data-time="\(run.time)">\(run.time)</time>\(verdict)</p>
      \(problemHTML)
      <section id="change"><h2>What changed from run \(number - 1)</h2>
      \(changeHTML)
      </section>
      \(codeHTML(tests: true))
      \(codeHTML(tests: false))
      <script\(marked)>\(HTML(verbatim: Self.script))</script>
      </body></html>

      """
    return page.text
  }
}
