import Foundation

extension DiffPage {
  /// The links to the runs before and after, where there are such runs, and to the room.
  var navigation: HTML {
    let previous: HTML =
      address(ofRun: number - 1).map {
        "<a id=\"previous\" rel=\"prev\" href=\"\($0)\">← run \(number - 1)</a>"
      } ?? "<span class=\"none\">← the first run</span>"
    let next: HTML =
      address(ofRun: number + 1).map {
        "<a id=\"next\" rel=\"next\" href=\"\($0)\">run \(number + 1) →</a>"
      } ?? "<span class=\"none\">the last run →</span>"
    return
      "<nav>\(previous) · run \(number) of \(runs) · \(next) · <a href=\"/\">back to the room</a></nav>"
  }

  /// The run's first problem in a box: its compiler error, or its first failed test.
  var problemHTML: HTML {
    guard let problem = run.problem else { return "" }
    let title = run.light == .amber ? "The compiler's first error" : "The first failure"
    return "<section id=\"problem\"><h2>\(title)</h2><pre>\(problem)</pre></section>"
  }

  /// The unified diff from the run before, each line marked as added, deleted, a file's
  /// name or a hunk's head.
  var changeHTML: HTML {
    guard let diff else {
      return "<p>The classroom has not got the code of this run or the one before.</p>"
    }
    guard !diff.isEmpty else { return "<p>The code did not change from the run before.</p>" }
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> HTML in
      let kind =
        line.hasPrefix("+++") || line.hasPrefix("---")
        ? "file"
        : line.hasPrefix("+")
          ? "add" : line.hasPrefix("-") ? "del" : line.hasPrefix("@@") ? "hunk" : ""
      return kind.isEmpty ? "\(line)" : "<span class=\"\(kind)\">\(line)</span>"
    }
    return "<pre>\(HTML.joined(lines, separator: "\n"))</pre>"
  }

  /// The run's tests (under `Tests/`), or its sources, in full, file by file in path order.
  func codeHTML(tests: Bool) -> HTML {
    guard let after else { return "" }
    let files = after.keys.filter { $0.hasPrefix("Tests/") == tests }.sorted()
    guard !files.isEmpty else { return "" }
    let shown = HTML.joined(
      files.map { path -> HTML in "<h3>\(path)</h3><pre>\(after[path] ?? "")</pre>" })
    return
      "<section id=\"\(tests ? "tests" : "sources")\"><h2>\(tests ? "Tests" : "Sources")</h2>\(shown)</section>"
  }

  /// The page's style: large type for the wall, light and dark.
  static let style = """
    :root{--bg:#fff;--fg:#1b1b1b;--muted:#666;--add:#e6ffec;--del:#ffebe9;--box:#fff3cd;--red:#c62828;--amber:#e0a100;--green:#2e7d32;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#eee;--muted:#aaa;--add:#12361b;--del:#4a1616;--box:#3a2f00;--red:#ef5350;--amber:#ffca28;--green:#66bb6a}}
    body{background:var(--bg);color:var(--fg);font:22px/1.4 system-ui,sans-serif;margin:1rem 1.5rem}
    body.red h1{border-left:.5rem solid var(--red)}body.amber h1{border-left:.5rem solid var(--amber)}body.green h1{border-left:.5rem solid var(--green)}
    h1{font-size:1.6rem;margin:.3rem 0;padding-left:.5rem}h2{font-size:1.2rem;margin:1rem 0 .3rem}h3{font-size:1rem;margin:.6rem 0 .2rem;color:var(--muted)}
    nav,.meta{color:var(--muted)}nav a{color:inherit;font-weight:600}
    pre{font:20px/1.4 ui-monospace,monospace;overflow-x:auto;margin:0;white-space:pre-wrap}
    #problem pre{background:var(--box);padding:.4rem .6rem;border-radius:4px}
    .add{background:var(--add);display:inline-block;min-width:100%}.del{background:var(--del);display:inline-block;min-width:100%}
    .file{font-weight:700}.hunk{color:var(--muted)}
    """

  /// Times in the viewer's zone; ← and → follow the links to the runs before and after.
  static let script = """
    document.querySelectorAll("[data-time]").forEach(function (e) { e.textContent = new Date(e.getAttribute("data-time")).toLocaleString(); });
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
      var link = document.getElementById(event.key === "ArrowLeft" ? "previous" : event.key === "ArrowRight" ? "next" : "");
      if (link) { event.preventDefault(); location.href = link.getAttribute("href"); }
    });
    """
}
