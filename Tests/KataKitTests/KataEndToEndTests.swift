import CommandLineSupport
import Foundation
import KataKit
import TestSupport
import Testing

/// Drives a real workspace with the real `swift test`: start, a wrong then a right solution,
/// next, status.
@Suite struct KataEndToEndTests {
  @Test func aLearnerGoesRedThenGreenThenOn() throws {
    try withTemporaryDirectory { folder in
      let katas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Katas").standardizedFileURL
      let recording = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: folder, environment: ["KATA_PATH": katas.path],
        console: recording.console(),
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
      let source = folder.appendingPathComponent(
        "kata-workspace/first-tests/Sources/ToDo/Headline.swift")

      #expect(tool.run(["start", "first-tests"]) == .success)
      try Data("func makeHeadline(_ string: String) -> String { string }\n".utf8).write(to: source)
      #expect(tool.run(["test"]) == .failure)
      try Data(
        "func makeHeadline(_ string: String) -> String { \"This Is A Test Headline\" }\n".utf8
      )
      .write(to: source)
      #expect(tool.run(["test"]) == .success)
      #expect(tool.run(["next"]) == .success)
      #expect(tool.run(["status"]) == .success)

      let output = recording.output
      #expect(output.contains("[RED]  step 1 of 6, Capitalise a headline: 1 of 1 test failed"))
      #expect(
        output.contains(
          #"XCTAssertEqual failed: ("this is A test headline") is not equal to ("This Is A Test Headline")"#
        ))
      #expect(output.contains("[GREEN]  step 1 of 6, Capitalise a headline: 1 test passed"))
      #expect(output.contains("Step 2 of 6: A second example forces the real thing (red)"))
      #expect(output.contains("  1 ✓ Capitalise a headline  R G"))
      #expect(recording.errors.isEmpty)
    }
  }
}
