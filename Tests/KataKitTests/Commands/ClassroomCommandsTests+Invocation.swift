import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The commands a message asks the learner (or the instructor) to type, as they run `kata`:
/// `swift run kata …` from a checkout, where `kata …` alone would not be found.
extension ClassroomCommandsTests {
  @Test(arguments: [
    ("/home/ada/TDDKit/.build/x86_64-unknown-linux-gnu/debug/kata", "swift run kata"),
    (".build/x86_64-unknown-linux-gnu/debug/kata", "swift run kata"),
    (".build/arm64-apple-macosx/debug/kata", "swift run kata"),
    (".build/release/kata", ".build/release/kata"),
    ("/home/ada/TDDKit/.build/release/kata", "/home/ada/TDDKit/.build/release/kata"),
    ("kata", "kata"),
    ("/usr/local/bin/kata", "kata"),
    ("/opt/tddkit/bin/kata", "kata"),
    ("/home/ada/.build-tools/kata", "kata"),
  ])
  func theProgramsPathTellsHowTheLearnerTypesKata(program: String, prefix: String) {
    #expect(Invocation(program: program).prefix == prefix)
    #expect(Invocation(program: program).typed("test") == "\(prefix) test")
  }

  @Test func aMessageWrittenOnceIsRetypedAsTheLearnerRunsKata() {
    let refusal = "step 2 is not done: its tests; finish it, or move on with 'kata next --anyway'"
    let verdict = "use the names of the step's API (kata step); the kata is done"

    #expect(Invocation.installed.retyped(refusal) == refusal)
    #expect(
      Invocation.checkout.retyped(refusal)
        == "step 2 is not done: its tests; finish it, or move on with 'swift run kata next --anyway'"
    )
    #expect(
      Invocation.checkout.retyped(verdict)
        == "use the names of the step's API (swift run kata step); the kata is done")
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
      let early = run(["next"], none)
      let green = run(["test"], ScriptedRunner([try Runs.green]))
      let paused = run(["dashboard", "pause", "room"], none)
      let said = run(["dashboard", "say", "room", "stop at 11:00"], none)
      let doctor = run(["doctor"], none)

      #expect(
        listed.output.contains(
          "not started; type: \(kata) start tiny  (about it: \(kata) about tiny)"))
      #expect(lost.errors.contains("start one with '\(kata) start KATA', or pass --dir DIR"))
      #expect(started.output.contains("Run \(kata) test --dir kata-workspace/tiny, then write"))
      #expect(again.errors.contains("add --force\n"))
      #expect(early.status == .failure)
      #expect(early.errors.contains("run '\(kata) test' until"), "a refusal too")
      #expect(
        green.output.contains("Refactor if you like (the tests stay green), then: \(kata) next\n"))
      #expect(paused.output.contains("until '\(kata) dashboard resume room'."))
      #expect(said.output.contains("'\(kata) dashboard say room \"\"' clears it."))
      #expect(doctor.output.contains("then run '\(kata) doctor' again."))
    }
  }
}

/// The end of a kata, as the learner meets it: the last green run says the kata is done and
/// what to do next, and `kata next` there says the same instead of a dead end.
extension ClassroomCommandsTests {
  @Test func theLastGreenStepSaysTheKataIsDoneAndWhatNext() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let green = { (arguments: [String]) in
        self.run(arguments, in: folder, runner: ScriptedRunner([try! Runs.green]))
      }
      _ = run(["start", "tiny"], in: folder)
      let first = green(["test"])
      _ = run(["next"], in: folder)
      _ = green(["test"])
      _ = run(["next"], in: folder)
      let last = green(["test"])
      let beyond = run(["next"], in: folder)
      let list = run([], in: folder)

      #expect(first.output.contains("then: kata next\n"))
      #expect(
        list.output.contains("      done: all 3 steps green (kata-workspace/tiny)\n"),
        "the list sends no one round to a kata next that has no step: \(list.output)")
      #expect(
        last.output.contains(
          "That was the last step: Tiny is done. Refactor if you like (the tests stay green); kata status shows your whole run, and kata alone the katas to try next."
        ), "\(last.output)")
      // Finishing a kata is a success, not a refusal: no circle from "type: kata next".
      #expect(beyond.status == .success, "\(beyond.errors)")
      #expect(beyond.output.contains("Tiny is done: all 3 steps are green. Well done.\n"))
      #expect(beyond.output.contains("kata status shows your whole run"), "\(beyond.output)")
      #expect(beyond.errors.isEmpty)
    }
  }

  /// In a room, the next kata's start line carries the pair's name and the room, so typed
  /// as printed it joins the same room.
  @Test func theNextKatasStartLineJoinsTheSameRoom() throws {
    try withTemporaryDirectory { folder in
      let tiny = try makeTinyKata(in: folder)
      try FileManager.default.copyItem(
        at: tiny, to: tiny.deletingLastPathComponent().appendingPathComponent("tiny2"))
      let room = folder.appendingPathComponent("room")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      let green = { (arguments: [String]) in
        self.run(arguments, in: folder, runner: ScriptedRunner([try! Runs.green]))
      }
      _ = run(["start", "tiny", "--name", "ada+bob", "--classroom", "room"], in: folder)
      for _ in 1..<3 {
        _ = green(["test"])
        _ = run(["next"], in: folder)
      }
      _ = green(["test"])

      let beyond = run(["next"], in: folder)

      #expect(
        beyond.output.contains(
          "Next in the curriculum: kata start tiny2 --name ada+bob --classroom \(room.path)."),
        "\(beyond.output)")
    }
  }
}
