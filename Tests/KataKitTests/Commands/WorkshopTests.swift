import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// What an instructor needs for a room: a set-up check, names and pairs, driver changes,
/// time boxes and a run timeout per workspace.
@Suite struct WorkshopTests {
  func run(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    runner: any TestRunning = ScriptedRunner([]), runners: Runners? = nil
  ) -> (status: ExitCode, output: String, errors: String) {
    let recording = ConsoleRecording()
    let tool = KataTool(
      currentDirectory: folder, environment: environment, console: recording.console(),
      runners: runners ?? Runners(runner), now: { Date(timeIntervalSince1970: 1_800_000_000) },
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
    let status = tool.run(arguments)
    return (status, recording.output, recording.errors)
  }

  @Test func doctorFailsClearlyWithoutAWorkingSwift() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let result = run(["doctor"], in: folder, environment: ["PATH": folder.path])

      #expect(result.status == .failure)
      #expect(
        result.output.contains(
          "✗ swift: not found on PATH or does not start\n  fix: install Swift 6.0 or later"))
      #expect(result.output.contains("✓ 1 katas in"))
      #expect(result.output.contains("✗ XCTest runs: not tried\n  fix: fix swift first"))
      #expect(result.output.contains("✗ The direct build engine runs: not tried"))
      #expect(
        result.output.hasSuffix(
          "Not ready: fix the lines marked ✗, then run 'kata doctor' again.\n"))
    }
  }

  @Test func doctorPassesWhenSwiftAndBothTestLibrariesRun() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let swiftPM = ScriptedRunner([try Runs.green, try Runs.green, try Runs.green])

      let result = run(
        ["doctor"], in: folder, environment: ProcessInfo.processInfo.environment,
        runners: Runners(make: Runners.engines(swiftPM: { _ in swiftPM })))

      #expect(result.status == .success, "\(result.output)")
      #expect(result.output.contains("✓ Swift 6."))
      #expect(result.output.contains("✓ XCTest runs (a throwaway package"))
      #expect(result.output.contains("✓ Swift Testing runs"))
      #if os(Linux)
        #expect(result.output.contains("✓ The direct build engine runs (the same package"))
        #expect(swiftPM.folders.count == 2, "SwiftPM runs both libraries, the engine XCTest")
      #else
        #expect(result.output.contains("✓ The direct build engine is not used here"))
      #endif
      #expect(!FileManager.default.fileExists(atPath: swiftPM.folders[0].path), "it cleans up")
    }
  }

  @Test func aPairIsNamedInEveryEntryAndDriverChangesAreKept() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let start = run(["start", "tiny", "--name", "ada+bob", "--timebox", "10"], in: folder)
      let rotate = run(["rotate", "bob"], in: folder)
      let test = run(["test"], in: folder, runner: ScriptedRunner([try Runs.amber]))
      let badName = run(["start", "tiny", "--dir", "x", "--name", "ada bob"], in: folder)

      try #require(start.status == .success, "\(start.errors)")
      #expect(rotate.output == "bob drives now. The journal keeps the change.\n")
      #expect(test.output.contains("Time box: 0 of 10 minutes on this step."))
      let entries = Journal(
        url: folder.appendingPathComponent("kata-workspace/tiny/.kata/journal.jsonl")
      ).entries()
      try #require(entries.map(\.event) == [.start, .rotate, .run])
      #expect(entries.allSatisfy { $0.learner == "ada+bob" })
      #expect(entries[1].driver == "bob")
      #expect(badName.status == .usage)
    }
  }

  @Test func settingsChangeLaterAndTheTimeoutReachesTheRunner() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      _ = run(["start", "tiny", "--timeout", "60"], in: folder)

      let set = run(["set", "timebox", "5"], in: folder)
      let wrong = run(["set", "colour", "5"], in: folder)
      let noTime = run(["set", "timeout", "0"], in: folder)
      let noMinutes = run(["start", "tiny", "--timebox", "ten"], in: folder)
      let state = try Workspace.open(at: folder.appendingPathComponent("kata-workspace/tiny")).state
      let timeouts = Locked<[Double]>([])
      let green = try Runs.green
      _ = run(
        ["test"], in: folder,
        runners: Runners(make: { options in
          timeouts.withLock { $0.append(options.timeout) }
          return ScriptedRunner([green])
        }))

      #expect(set.output == "Set timebox to 5 minutes for kata-workspace/tiny.\n")
      #expect(wrong.status == .usage)
      #expect(
        wrong.errors
          == "kata: unknown setting 'colour' (expected one of: name, timebox, timeout, classroom, room-token) (see 'kata help set')\n"
      )
      #expect(
        noTime.errors.hasPrefix("kata: invalid timeout '0': expected whole seconds, 1 or more"))
      #expect(
        noMinutes.errors.hasPrefix(
          "kata: invalid --timebox 'ten': expected whole minutes, 1 or more"))
      #expect(state.timeboxMinutes == 5)
      #expect(state.timeoutSeconds == 60)
      #expect(timeouts.current == [60], "the workspace's timeout is the runner's")
    }
  }

  @Test func aHintReadAfterTheLastRunStillCounts() throws {
    try withTemporaryDirectory { folder in
      var workspace = try WorkspaceStart.create(
        kata: try Kata(folder: try makeTinyKata(in: folder)),
        at: folder.appendingPathComponent("ws"))

      _ = try workspace.nextHint(now: Date(timeIntervalSince1970: 0))
      _ = try workspace.nextHint(now: Date(timeIntervalSince1970: 0))

      #expect(workspace.currentHistory.hintsUsed == 2)
      #expect(workspace.currentHistory.runs.isEmpty)
    }
  }

  @Test func theWorkspaceManifestDeclaresThePlatformsTheKatasNeed() {
    let manifest = PackageTemplate.manifest(package: "p", module: "M")

    #expect(manifest.contains("platforms: [.macOS(.v13)],"))
  }
}
