import Foundation
import Testing

@testable import KataKit

/// The page of a light's code, for the wall: the run's first problem, the change, the tests
/// and sources in full, in large type, and links to the runs before and after.
@Suite struct DiffPageTests {
  /// Run `number` of 3 of ada+bob's workspace `w1`, red with `problem`.
  func page(_ number: Int, problem: String? = nil, light: Light = .red) -> DiffPage {
    var run = JournalEntry(
      time: "2026-11-24T09:05:00Z", event: .run, step: "01-step", stepNumber: 1, light: light)
    run.problem = problem
    return DiffPage(
      learner: "ada+bob", kata: "tiny", run: run, number: number,
      before: ["Sources/Tiny/Tiny.swift": "let answer = 0\n"],
      after: [
        "Sources/Tiny/Tiny.swift": "let answer = 42 // <b>\n",
        "Tests/TinyTests/TinyTests.swift": "#expect(answer == 42)\n",
      ], runs: 3, workspace: "w1")
  }

  @Test func theLinksGoToTheRunsBeforeAndAfter() {
    let middle = page(2).html()
    let first = page(1).html()
    let last = page(3).html()

    #expect(
      middle.contains(
        "<a id=\"previous\" rel=\"prev\" href=\"/diff?learner=ada%2Bbob&amp;kata=tiny&amp;run=1&amp;workspace=w1\">← run 1</a>"
      ))
    #expect(
      middle.contains(
        "<a id=\"next\" rel=\"next\" href=\"/diff?learner=ada%2Bbob&amp;kata=tiny&amp;run=3&amp;workspace=w1\">run 3 →</a>"
      ))
    #expect(middle.contains("run 2 of 3"))
    #expect(!first.contains("id=\"previous\"") && first.contains("id=\"next\""))
    #expect(last.contains("id=\"previous\"") && !last.contains("id=\"next\""))
    #expect(middle.contains("\"ArrowLeft\" ? \"previous\" : event.key === \"ArrowRight\""))
  }

  @Test func itShowsTheProblemTheTestsAndTheSourcesEscapedInLargeType() {
    let red = page(2, problem: "TinyTests.answer: Expectation failed: <script>").html()
    let amber = page(2, problem: "Tiny.swift:1:5: error: <oops>", light: .amber).html()

    #expect(
      red.contains(
        "<section id=\"problem\"><h2>The first failure</h2><pre>TinyTests.answer: Expectation failed: &lt;script&gt;</pre>"
      ))
    #expect(
      amber.contains(
        "<h2>The compiler&#39;s first error</h2><pre>Tiny.swift:1:5: error: &lt;oops&gt;"))
    #expect(
      red.contains(
        "<section id=\"tests\"><h2>Tests</h2><h3>Tests/TinyTests/TinyTests.swift</h3><pre>#expect(answer == 42)\n</pre>"
      ))
    #expect(
      red.contains(
        "<section id=\"sources\"><h2>Sources</h2><h3>Sources/Tiny/Tiny.swift</h3><pre>let answer = 42 // &lt;b&gt;\n</pre>"
      ))
    #expect(red.contains("<span class=\"add\">+let answer = 42 // &lt;b&gt;</span>"))
    #expect(!red.contains("<b>") && !red.contains("<script>T"))
    #expect(red.contains("font:22px/1.4") && red.contains("pre{font:20px/1.4"))
    #expect(!page(2).html().contains("id=\"problem\""), "no problem, no box")
  }

  @Test func aProblemTooLongIsRefused() {
    var entry = JournalEntry(
      time: "2026-11-24T09:05:00Z", event: .run, step: "01-step", stepNumber: 1, light: .red)
    entry.problem = String(repeating: "x", count: JournalEntry.maximumText + 1)

    #expect(entry.brokenRule == "problem must be at most 2000 characters")
  }
}
