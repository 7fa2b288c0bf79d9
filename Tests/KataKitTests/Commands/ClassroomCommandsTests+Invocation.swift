import CommandLineSupport
import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The commands a message asks the learner (or the instructor) to type, as they run `kata`:
/// `swift run kata …` from a checkout, where `kata …` alone would not be found.
extension ClassroomCommandsTests {
  @Test(arguments: [
    ("/home/ada/TDDKit/.build/x86_64-unknown-linux-gnu/debug/kata", "swift run kata"),
    (".build/debug/kata", "swift run kata"),
    ("/home/ada/TDDKit/.build/release/kata", "swift run kata"),
    ("kata", "kata"),
    ("/usr/local/bin/kata", "kata"),
    ("/opt/tddkit/bin/kata", "kata"),
    ("/home/ada/.build-tools/kata", "kata"),
  ])
  func theProgramsPathTellsHowTheLearnerTypesKata(program: String, prefix: String) {
    #expect(Invocation(program: program).prefix == prefix)
    #expect(Invocation(program: program).typed("test") == "\(prefix) test")
  }

  @Test func noProgramNameReadsAsInstalled() {
    #expect(Invocation(program: nil) == .installed)
    #expect(Invocation(program: "") == .installed)
  }

  @Test(arguments: [Invocation.installed, Invocation.checkout])
  func theRoomsMessagesNameTheCommandAsTheLearnerTypesIt(invocation: Invocation) throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("room"), withIntermediateDirectories: true)
      let kata = invocation.prefix
      let run = { (arguments: [String], runner: any TestRunning) in
        self.run(
          arguments, in: folder, environment: ["PATH": folder.path], runner: runner,
          invocation: invocation)
      }
      let none = ScriptedRunner([])

      let listed = run([], none)
      let lost = run(["status"], none)
      let started = run(["start", "tiny", "--name", "ada", "--classroom", "room"], none)
      let again = run(
        ["start", "tiny", "--name", "ada", "--classroom", "room", "--dir", "two"], none)
      let green = run(["test"], ScriptedRunner([try Runs.green]))
      let paused = run(["dashboard", "room", "--pause"], none)
      let said = run(["dashboard", "room", "--say", "stop at 11:00"], none)
      let doctor = run(["doctor"], none)

      #expect(
        listed.output.contains(
          "not started; type: \(kata) start tiny  (about it: \(kata) about tiny)"))
      #expect(lost.errors.contains("start one with '\(kata) start KATA', or pass --dir DIR"))
      #expect(started.output.contains("Run \(kata) test --dir kata-workspace/tiny, then write"))
      #expect(again.errors.contains("before your first run: \(kata) set name NAME\n"))
      #expect(
        green.output.contains("Refactor if you like (the tests stay green), then: \(kata) next\n"))
      #expect(paused.output.contains("until '\(kata) dashboard room --resume'."))
      #expect(said.output.contains("'\(kata) dashboard room --say \"\"' clears it."))
      #expect(doctor.output.contains("then run '\(kata) doctor' again."))
    }
  }
}
