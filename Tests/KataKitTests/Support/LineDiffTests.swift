import Testing

@testable import KataKit

@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n", fromLabel: "x", toLabel: "y") == "")
  }

  @Test func changesShowWithThreeLinesOfContextInSeparateHunks() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
      .replacingOccurrences(of: "line 18\n", with: "")

    let diff = LineDiff.unified(from: old, to: new, fromLabel: "a", toLabel: "b")

    #expect(
      diff == """
        --- a
        +++ b
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
        @@ -15,6 +15,5 @@
         line 15
         line 16
         line 17
        -line 18
         line 19
         line 20

        """)
  }

  @Test func newAndDeletedFilesDiffAgainstDevNull() {
    #expect(
      LineDiff.unified(from: nil, to: "x\n", fromLabel: "a", toLabel: "b")
        == "--- /dev/null\n+++ b\n@@ -0,0 +1 @@\n+x\n")
    #expect(
      LineDiff.unified(from: "", to: nil, fromLabel: "a", toLabel: "b") == "--- a\n+++ /dev/null\n")
  }
}
