import Testing

@testable import MutationKit

/// The HTML report: one page, survivors first, the source with every mutant on its line.
@Suite struct HTMLReportTests {
  static func entry(_ file: String, line: Int, _ outcome: MutantOutcome) -> MutationReport.Entry {
    MutationReport.Entry(
      mutant: Mutant(
        file: file, line: line, column: 5, mutationOperator: .relationalBoundary,
        original: "<", replacement: "<=", edit: TextEdit(range: 0..<0, text: "")),
      outcome: outcome)
  }

  @Test func survivorsComeFirstAndEveryMutantSitsOnItsLineEscaped() throws {
    let report = MutationReport(entries: [
      Self.entry("Sources/A.swift", line: 2, .killed),
      Self.entry("Sources/B.swift", line: 1, .survived),
    ])
    let sources = [
      "Sources/A.swift": "let a = 1\nif a < 2 {}\n", "Sources/B.swift": "b < <script>",
    ]

    let page = MutationPage(report: report).html { sources[$0] }

    let survivor = try #require(page.range(of: "<h2>Sources/B.swift</h2>"))
    let caught = try #require(page.range(of: "<h2>Sources/A.swift</h2>"))
    #expect(survivor.lowerBound < caught.lowerBound, "the file with survivors first")
    #expect(page.contains("<a href=\"#L-Sources-B-swift-1\">Sources/B.swift:1:5: &lt; → &lt;=</a>"))
    #expect(page.contains("<tr id=\"L-Sources-B-swift-1\" class=\"survived\">"))
    #expect(page.contains("<pre>b &lt; &lt;script&gt;</pre>"))
    #expect(!page.contains("<script"), "a source is text, never markup")
    #expect(page.contains("<pre>if a &lt; 2 {}</pre><span class=\"m killed\""))
    #expect(page.contains("<h1>Mutation testing: 50.00%</h1>"))
  }
}
