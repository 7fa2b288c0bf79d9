import CommandLineSupport
import Foundation

/// `kata doctor`: checks a laptop before a workshop. Swift 6.0 or later on `PATH`, the
/// katas found, and a throwaway package that SwiftPM builds and runs one XCTest test and one
/// Swift Testing test of, and that the direct build engine builds too; which also warms the
/// toolchain so the first real run is quick.
struct SetupCheck {
  /// One check's outcome, with the fix when it failed.
  struct Finding: Equatable {
    var passed: Bool
    var what: String
    var fix: String?
  }

  /// The environment `swift` is looked up in.
  var environment: [String: String]
  /// Run the throwaway package's tests.
  var runners: Runners
  /// Finds the katas.
  var katas: () throws -> KataCatalog
  /// The classroom to check, when one is given.
  var classroom: ClassroomFeed?
  /// The name the learner will join the room with, to check no one has it yet.
  var learner: String? = nil
  /// The katas this laptop's workspaces run under that name: on day two, the room's
  /// journals of those are the pair's own.
  var ownKatas: Set<String> = []
  /// How the learner runs `kata`, for the commands a fix asks them to type.
  var invocation = Invocation.installed

  /// Runs every check, handing each finding to `report` as it comes.
  ///
  /// - Returns: whether every check passed.
  func run(report: (Finding) -> Void) -> Bool {
    var passed = true
    func note(_ finding: Finding) {
      passed = passed && finding.passed
      report(finding)
    }
    let swift = swiftVersion()
    note(swift)
    note(katasFound())
    if let classroom {
      do {
        try classroom.check()
        note(Finding(passed: true, what: "the classroom \(classroom.destination.shown) answers"))
        if let learner { note(try nameIsFree(learner, in: classroom)) }
      } catch {
        note(
          Finding(
            passed: false, what: "\(error)",
            fix: "check the address or folder and the room token with the instructor"))
      }
    }
    guard swift.passed else {
      for framework in ["XCTest", "Swift Testing", "The direct build engine"] {
        note(Finding(passed: false, what: "\(framework) runs: not tried", fix: "fix swift first"))
      }
      return passed
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-doctor-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try Self.writePackage(in: folder)
    } catch {
      note(Finding(passed: false, what: "a throwaway package in \(folder.path)", fix: "\(error)"))
      return passed
    }
    note(
      frameworkRuns(
        "XCTest", .xctest, in: folder,
        fix:
          "XCTest ships with the swift.org toolchains on Linux; on macOS install Xcode (or the Command Line Tools) and select it with 'sudo xcode-select -s /Applications/Xcode.app'"
      ))
    note(
      frameworkRuns(
        "Swift Testing", .swiftTesting, in: folder,
        fix: "Swift Testing comes with Swift 6.0 and later: update the toolchain"))
    note(directEngineRuns(in: folder))
    return passed
  }

  /// Whether the direct build engine builds the throwaway package and both its tests, the
  /// XCTest one and the Swift Testing one, pass; an engine that leaves it to SwiftPM passes
  /// too, since every run then takes SwiftPM's time but gives its light.
  private func directEngineRuns(in folder: URL) -> Finding {
    let name = "The direct build engine"
    let started = Date()
    guard let run = try? runners.using(.direct).runner.runTests(in: folder, framework: .both)
    else {
      return Finding(passed: false, what: "\(name): it did not start", fix: directFix)
    }
    guard run.engine == .direct else {
      let reason = run.fallback.map { "SwiftPM builds instead, since \($0)" } ?? "SwiftPM builds"
      return Finding(passed: true, what: "\(name) is not used here: \(reason)")
    }
    let outcome = OutcomeClassifier(folder: folder).classify(run)
    guard outcome.light == .green, outcome.ran == 2 else {
      let detail = outcome.compilerError ?? outcome.note ?? "\(outcome.ran) of 2 tests ran"
      return Finding(
        passed: false, what: "\(name): \(outcome.light.rawValue), \(detail)", fix: directFix)
    }
    let seconds = Int(Date().timeIntervalSince(started).rounded())
    return Finding(passed: true, what: "\(name) runs (the same package, \(seconds) s)")
  }

  /// Whether the room has no journal of `learner` yet: a second pair of that name would
  /// share it on the wall, where the instructor cannot tell them apart.
  private func nameIsFree(
    _ learner: String, in classroom: ClassroomFeed
  ) throws(KataError) -> Finding {
    let katas = try classroom.katas(of: learner)
    if !katas.isEmpty, katas.allSatisfy(ownKatas.contains) {
      return Finding(
        passed: true,
        what:
          "\(learner) is in the room with \(katas.joined(separator: ", ")), from the workspaces here"
      )
    }
    guard katas.isEmpty else {
      return Finding(
        passed: false,
        what: "\(learner) is already in the room, with \(katas.joined(separator: ", "))",
        fix: "unless those runs are yours, choose a name of your own for --name")
    }
    return Finding(passed: true, what: "the name \(learner) is free in the room")
  }

  /// What to do when the direct engine fails where SwiftPM works.
  var directFix: String {
    "run the katas with '\(invocation.typed("test --engine swiftpm"))' and report the line above as a TDDKit bug"
  }

  private func swiftVersion() -> Finding {
    let fix =
      "install Swift 6.0 or later (swift.org/install), open a new terminal, and check that 'swift --version' works"
    guard
      let outcome = try? Subprocess.run(
        ["swift", "--version"], environment: environment, mergingErrors: true),
      outcome.status == 0
    else {
      return Finding(passed: false, what: "swift: not found on PATH or does not start", fix: fix)
    }
    guard let match = outcome.output.firstMatch(of: #/Swift version (\d+)\.(\d+)(\.\d+)?/#),
      let major = Int(match.1)
    else {
      return Finding(passed: false, what: "swift: its version cannot be read", fix: fix)
    }
    let version = String(match.0.dropFirst("Swift version ".count))
    guard major >= 6 else {
      return Finding(passed: false, what: "Swift \(version): older than 6.0", fix: fix)
    }
    return Finding(passed: true, what: "Swift \(version)")
  }

  private func katasFound() -> Finding {
    let fix = "run kata in the TDDKit folder, pass --katas DIR, or set KATA_PATH"
    guard let catalog = try? katas() else {
      return Finding(passed: false, what: "katas: none found", fix: fix)
    }
    let count = catalog.kataIDs.count
    guard count > 0 else {
      return Finding(passed: false, what: "katas: none in \(catalog.folder.path)", fix: fix)
    }
    return Finding(passed: true, what: "\(count) katas in \(catalog.folder.path)")
  }

  private func frameworkRuns(
    _ name: String, _ framework: TestFramework, in folder: URL, fix: String
  ) -> Finding {
    let started = Date()
    guard let run = try? runners.using(.swiftpm).runner.runTests(in: folder, framework: framework)
    else {
      return Finding(passed: false, what: "\(name) runs: swift test did not start", fix: fix)
    }
    let outcome = OutcomeClassifier(folder: folder).classify(run)
    let seconds = Int(Date().timeIntervalSince(started).rounded())
    guard outcome.light == .green, outcome.ran > 0 else {
      let detail = outcome.compilerError ?? outcome.note ?? "\(outcome.ran) tests ran"
      return Finding(
        passed: false, what: "\(name) runs: \(outcome.light.rawValue), \(detail)", fix: fix)
    }
    return Finding(passed: true, what: "\(name) runs (a throwaway package, \(seconds) s)")
  }

  /// The throwaway package's Swift Testing test.
  static let swiftTestingCheck = "Tests/CheckTests/SwiftTestingCheck.swift"

  /// Writes the throwaway package in `folder`: one passing test of each framework.
  static func writePackage(in folder: URL) throws {
    let files = [
      "Package.swift": PackageTemplate.manifest(package: "KataDoctor", module: "Check"),
      "Sources/Check/Check.swift": "func answer() -> Int { 42 }\n",
      "Tests/CheckTests/XCTestCheck.swift": """
      import XCTest

      @testable import Check

      final class XCTestCheck: XCTestCase {
        func testAnswer() { XCTAssertEqual(answer(), 42) }
      }

      """,
      swiftTestingCheck: """
      import Testing

      @testable import Check

      @Test func theAnswer() { #expect(answer() == 42) }

      """,
    ]
    for (path, text) in files {
      try PackageFolder.write(Data(text.utf8), to: folder.appendingPathComponent(path))
    }
  }
}
