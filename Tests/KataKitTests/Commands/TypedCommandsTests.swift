import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Every `kata` command is a value made from the command line before it runs: its options
/// and operands read as their types, so a wrong value is refused before anything happens,
/// and a command that read an option it never declares would stop at once.
@Suite struct TypedCommandsTests {
  /// The command lines of every command of the tree that runs, each with its required
  /// operands filled with a value each takes: `["set", "timebox", "700000"]`, ….
  static func commandLines(
    of declaration: CommandDeclaration = KataTool.declaration, path: [String] = []
  ) -> [[String]] {
    let operands = declaration.operands.filter { !$0.isOptional }.map { _ in "700000" }
    let own = declaration.runsAlone ? [path + operands] : []
    return own
      + declaration.subcommands.flatMap { commandLines(of: $0, path: path + [$0.name]) }
  }

  @Test func everyCommandOfTheTreeIsMadeFromItsCommandLine() throws {
    let lines = Self.commandLines()
    var made: [String] = []
    for line in lines {
      let parsed = try KataTool.declaration.parse(line)
      let command = try KataTool.command(at: parsed.path).init(parsed)
      made.append("\(type(of: command))")
    }

    #expect(lines.count >= 24, "\(lines)")
    #expect(Set(made).count == KataTool.subcommands.count + 6, "\(Set(made).sorted())")
  }

  @Test(arguments: [
    (["set", "timebox", "many"], "invalid timebox 'many': expected whole minutes"),
    (["set", "room-token", "a b"], "invalid room-token"),
    (["dashboard", "retro", "no-such-room", "--format", "json"], "invalid --format 'json'"),
    (["dashboard", "say", "no-such-room", "\u{1B}]0;x"], "invalid LINE"),
    (["start", "first-tests", "--name", "ada\u{202E}"], "invalid --name"),
    (["verify", "first-tests", "--steps", "5-3"], "invalid --steps '5-3': expected step numbers"),
    (["verify", "--steps", "3"], "invalid --steps '3': expected steps of one named kata"),
  ])
  func aWrongValueIsRefusedBeforeAnythingRuns(arguments: [String], message: String) throws {
    try withTemporaryDirectory { folder in
      let recording = ConsoleRecording()
      let tool = KataTool(
        currentDirectory: folder, environment: [:], console: recording.console(),
        watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))

      let status = tool.run(arguments)

      #expect(status == .usage)
      #expect(recording.errors.contains(message), "\(recording.errors)")
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(left == [])
    }
  }

  @Test(arguments: [
    ("3,5-7", [StepList.Part.step("3"), .range(5...7)]),
    ("01-answer,2", [.step("01-answer"), .step("2")]),
    ("5-3", nil), ("", nil), ("1,,2", nil), ("0-2", nil),
  ])
  func aStepListIsReadBeforeTheKataIsKnown(text: String, parts: [StepList.Part]?) {
    #expect(StepList(optionText: text)?.parts == parts)
  }
}
