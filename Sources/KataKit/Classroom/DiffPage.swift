import Foundation

/// The page of one run's code: how it changed from the learner's run before, file by file,
/// as a unified diff, with the run's light and verdict.
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

  /// The diff alone, as text: every file that changed, in path order.
  var diff: String? {
    guard let before, let after else { return nil }
    return Set(before.keys).union(after.keys).sorted().map { path in
      LineDiff.unified(
        from: before[path], to: after[path], fromLabel: "run \(number - 1)/\(path)",
        toLabel: "run \(number)/\(path)")
    }.joined()
  }

  /// The page; `nonce` marks its own style and script for the server's
  /// Content-Security-Policy.
  func html(nonce: String? = nil) -> String {
    let light = run.light?.rawValue ?? "–"
    let body: HTML
    if let diff {
      let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map {
        line -> HTML in
        let kind =
          line.hasPrefix("+++") || line.hasPrefix("---")
          ? "file"
          : line.hasPrefix("+")
            ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : ""
        return kind.isEmpty ? "\(line)" : "<span class=\"\(kind)\">\(line)</span>"
      }
      body =
        diff.isEmpty
        ? "<p>The code did not change from the run before.</p>"
        : "<pre>\(HTML.joined(lines, separator: "\n"))</pre>"
    } else {
      body = "<p>The classroom has not got the code of this run or the one before.</p>"
    }
    let marked: HTML = nonce.map { " nonce=\"\($0)\"" } ?? ""
    let verdict = run.verdict.map { " · " + $0.summary(stepNumber: run.stepNumber) } ?? ""
    let page: HTML = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(learner): run \(number)</title>
      <style\(marked)>
      :root{--bg:#fff;--fg:#1b1b1b;--muted:#666;--add:#e6ffec;--del:#ffebe9;color-scheme:light dark}
      @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--muted:#aaa;--add:#12361b;--del:#4a1616}}
      body{background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,sans-serif;margin:1.5rem}
      pre{font:13px/1.45 ui-monospace,monospace;overflow-x:auto}
      .add{background:var(--add);display:inline-block;min-width:100%}.del{background:var(--del);display:inline-block;min-width:100%}
      .file{font-weight:700}.hunk{color:var(--muted)}
      </style></head>
      <body>
      <h1 id="diff-title">\(learner) · \(kata) · run \(number) (step \(run.stepNumber), \(light))</h1>
      <p class="meta"><time data-time="\(run.time)">\(run.time)</time>\(verdict) · <a href="/">back to the room</a></p>
      \(body)
      <script\(marked)>document.querySelectorAll("[data-time]").forEach(function (e) { e.textContent = new Date(e.getAttribute("data-time")).toLocaleString(); });</script>
      </body></html>

      """
    return page.text
  }
}
