import Foundation

/// The debrief as a page for the wall (`/retro`, and `kata dashboard retro ROOM --format
/// html`): the block of the day it covers, then each finding in projector type, and the
/// guides' questions, so the room reads it together from the back row.
struct RetroPage {
  let retrospective: Retrospective

  /// The page; `nonce` marks its style for the server's Content-Security-Policy.
  func html(nonce: String? = nil) -> String {
    let marked: HTML = nonce.map { " nonce=\"\($0)\"" } ?? ""
    let sections = retrospective.sections.map { title, findings -> HTML in
      let listed = findings.map { finding -> HTML in "<li>\(HTML.withInlineCode(finding))</li>" }
      let items: HTML =
        findings.isEmpty
        ? "<p class=\"none\">\(retrospective.noFindings)</p>" : "<ol>\(HTML.joined(listed))</ol>"
      return "<section><h2>\(title)</h2>\(items)</section>"
    }
    let questions = retrospective.questions.map { question -> HTML in
      // A question goes on over the lines indented under its "- ": one bullet each.
      var bullets: [String] = []
      for line in question.lines {
        let text = line.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("- ") || bullets.isEmpty {
          bullets.append(String(text.drop { $0 == "-" || $0 == " " }))
        } else {
          bullets[bullets.count - 1] += " " + text
        }
      }
      let lines = bullets.map { bullet -> HTML in "<li>\(HTML.withInlineCode(bullet))</li>" }
      return
        "<section class=\"questions\"><h2>\(question.kata), \(question.heading)</h2><ul>\(HTML.joined(lines))</ul></section>"
    }
    let page: HTML = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Retrospective</title>
      <style\(marked)>\(HTML(verbatim: DashboardAssets.style + Self.style))</style></head>
      <body class="retro">
      <h1>Retrospective\(retrospective.isAnonymous ? ", anonymous" : "")</h1>
      <p class="meta">\(retrospective.covers ?? "The whole room.")</p>
      \(retrospective.emptyBlock.map { "<p class=\"meta\">\($0)</p>" as HTML } ?? "")
      <div class="findings">\(HTML.joined(sections, separator: "\n"))</div>
      \(HTML.joined(questions, separator: "\n"))
      </body></html>

      """
    return page.text
  }

  /// Projector type: findings in columns that wrap, every text whole.
  static let style = """
    body.retro{font-size:24px;margin:.6rem 1.2rem;overflow-wrap:anywhere}
    body.retro h1{font-size:1.6rem;margin:0}body.retro .meta{font-size:1rem;margin:.1rem 0 .5rem}
    .findings{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,22em),1fr));gap:.4em 1.2em}
    body.retro h2{font-size:1.05em;margin:.2em 0}body.retro ol,body.retro ul{margin:0;padding-left:1.4em}
    body.retro li{margin:.1em 0;line-height:1.3}body.retro .none{color:var(--muted);margin:0}
    body.retro .questions{font-size:.85em;margin-top:.6em}
    """
}
