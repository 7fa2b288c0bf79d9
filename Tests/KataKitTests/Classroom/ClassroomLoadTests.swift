import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The classroom server under a room's load, on loopback: learners post their runs (some
/// twice, as a retry does) while the pages are read, and the room's folder keeps every run
/// exactly once. `Scripts/load-classroom.py` makes the load and checks the folder.
@Suite struct ClassroomLoadTests {
  static var python: String? {
    ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static var script: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Scripts/load-classroom.py").standardizedFileURL
  }

  func load(learners: Int, runs: Int) throws -> Subprocess.Outcome {
    try withTemporaryDirectory { room in
      let classroom = ClassroomServer(folder: room, token: "LOAD-2468", now: Date.init)
      let server = try HTTPServer(host: "127.0.0.1", port: 0) { classroom.respond(to: $0) }
      let thread = Thread { server.run() }
      thread.start()
      defer { server.stop() }
      return try Subprocess.run(
        [
          try #require(Self.python), Self.script.path, "--address",
          "http://127.0.0.1:\(server.port)", "--token", "LOAD-2468", "--room", room.path,
          "--learners", "\(learners)", "--runs", "\(runs)",
        ], timeout: 900)
    }
  }

  @Test(.enabled(if: python != nil, "needs python3"))
  func aSmallRoomLosesNothingWhileThePagesAreRead() throws {
    let outcome = try load(learners: 6, runs: 20)

    #expect(outcome.succeeded, "\(outcome.output)\(outcome.errors)")
    #expect(
      outcome.output.contains("kept            120 of 120: lost 0, kept twice 0, failed requests 0")
    )
  }

  @Test(
    .slow("40 learners post 500 runs each (a minute or two)"),
    .enabled(if: python != nil, "needs python3"))
  func fortyLearnersPostingFiveHundredRunsEachLoseNothing() throws {
    let outcome = try load(learners: 40, runs: 500)

    #expect(outcome.succeeded, "\(outcome.output)\(outcome.errors)")
    #expect(
      outcome.output.contains(
        "kept            20000 of 20000: lost 0, kept twice 0, failed requests 0"))
  }
}
