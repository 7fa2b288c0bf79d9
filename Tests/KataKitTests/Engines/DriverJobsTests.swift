import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The driver's jobs, planned once with `swiftc -###` and then run without the driver.
@Suite struct DriverJobsTests {
  static let build = "/w/.build/kata-direct/building-1B4E28BA-2FA1-11D2-883F-0016D3CCA427"
  static let tests = "/w/.build/kata-direct/tests-1f2e"
  static let toolchain = URL(fileURLWithPath: "/opt/swift/usr")

  @Test func theFoldersAreThoseOfThePathsInTheOrderTheyComeOutsideTheToolchain() {
    let arguments = [
      "-use-ld=lld", "\(Self.tests)/tests.o", "\(Self.tests)/runner.o", "-o",
      "\(Self.build)/debug/X.xctest", "-L", "/opt/swift/usr/lib/swift", "/a.o",
    ]

    #expect(
      DriverJobs.folders(in: arguments, outside: Self.toolchain) == [
        Self.tests, "\(Self.build)/debug",
      ])
    #expect(DriverJobs.buildFolder(of: "\(Self.build)/debug") == Self.build)
    #expect(DriverJobs.buildFolder(of: Self.build) == Self.build)
    #expect(DriverJobs.buildFolder(of: Self.tests) == nil)
    #expect(DriverJobs.buildFolder(of: "/w/building-not-a-uuid") == nil)
  }

  @Test func aFolderIsReplacedOnlyAsAWholePathComponent() {
    let folders = ["/w/a", "/w/a/b"]

    #expect(DriverPlan.placeholding("/w/a/b/x.o", folders) == "@KATA_FOLDER_1@/x.o")
    #expect(DriverPlan.placeholding("/w/a", folders) == "@KATA_FOLDER_0@")
    #expect(DriverPlan.placeholding("/w/ab/x.o", folders) == "/w/ab/x.o")
  }

  @Test func aPlanKeepsPlaceholdersForTheFoldersThatChange() throws {
    let output = """
      /opt/swift/usr/bin/swift-autolink-extract \(Self.tests)/A.o -o /tmp/TemporaryDirectory.AOLqKt/bin-1.autolink
      /opt/swift/usr/bin/clang \(Self.tests)/A.o @/tmp/TemporaryDirectory.AOLqKt/bin-1.autolink -o \(Self.build)/bin

      """

    let plan = try #require(
      DriverPlan(output: output, folders: [Self.tests, Self.build]) { _ in nil })

    #expect(
      plan.jobs == [
        [
          "/opt/swift/usr/bin/swift-autolink-extract", "@KATA_FOLDER_0@/A.o", "-o",
          "@KATA_DRIVER_TEMPORARY@/bin-1.autolink",
        ],
        [
          "/opt/swift/usr/bin/clang", "@KATA_FOLDER_0@/A.o",
          "@@KATA_DRIVER_TEMPORARY@/bin-1.autolink",
          "-o", "@KATA_FOLDER_1@/bin",
        ],
      ])
    #expect(plan.files == [:], "the autolink file is a job's output")
    try withTemporaryDirectory { folder in
      let build = folder.appendingPathComponent("building-x").path
      let filled = try plan.filled(folders: ["/v/tests-2", build], scratch: build)

      #expect(
        filled[1] == [
          "/opt/swift/usr/bin/clang", "/v/tests-2/A.o", "@\(build)/driver/bin-1.autolink", "-o",
          "\(build)/bin",
        ])
      #expect(
        FileManager.default.fileExists(atPath: "\(build)/driver"), "the driver's folder is made")
    }
  }

  @Test func aFileTheDriverWroteItselfIsKeptWithThePlanAndWrittenForEachBuild() throws {
    let output = """
      /opt/swift/usr/bin/swift-frontend -frontend -c \(Self.tests)/A.swift -supplementary-output-file-map /tmp/TemporaryDirectory.x1/supplementaryOutputs-1 -o \(Self.build)/A.o

      """
    let map = #"{"\/w\/.build\/kata-direct\/tests-1f2e\/A.swift": {"swiftdoc": "\/w\/x"}}"#

    let plan = try #require(
      DriverPlan(output: output, folders: [Self.tests, Self.build]) {
        $0 == "supplementaryOutputs-1" ? map : nil
      })

    #expect(
      plan.files == [
        "supplementaryOutputs-1": #"{"@KATA_FOLDER_0@/A.swift": {"swiftdoc": "/w/x"}}"#
      ])
    try withTemporaryDirectory { folder in
      let build = folder.appendingPathComponent("building-y").path
      let jobs = try plan.filled(folders: ["/v/t", build], scratch: build)

      #expect(jobs[0].contains("\(build)/driver/supplementaryOutputs-1"))
      #expect(
        try String(contentsOfFile: "\(build)/driver/supplementaryOutputs-1", encoding: .utf8)
          == #"{"/v/t/A.swift": {"swiftdoc": "/w/x"}}"#)
    }
  }

  @Test func aJobReadingAFileNoOneWroteIsNotKept() {
    let output = """
      /opt/swift/usr/bin/swift-frontend -frontend -emit-module A.swift -supplementary-output-file-map /tmp/TemporaryDirectory.x1/supplementaryOutputs-1 -o /tmp/TemporaryDirectory.x1/A-1.swiftmodule

      """

    #expect(DriverPlan(output: output, folders: [Self.build]) { _ in nil } == nil)
  }

  @Test func aQuotedJobOrNoJobIsNotKept() {
    #expect(
      DriverPlan(output: "/bin/swift-frontend -c \"/a b/A.swift\"\n", folders: []) { _ in nil }
        == nil)
    #expect(DriverPlan(output: "\n", folders: []) { _ in nil } == nil)
  }

  @Test func theOutputFileMapIsPartOfThePlansKeyWithItsFoldersAsPlaceholders() throws {
    try withTemporaryDirectory { folder in
      let map = folder.appendingPathComponent("objects.json")
      let arguments = ["a.swift", "-output-file-map", map.path]
      let folders = [folder.path]
      func key(objects: String) throws -> String {
        try Data(
          #"{"\#(folder.path)/a.swift":{"object":"\#(objects)/a-1.o"}}"#.utf8
        ).write(to: map)
        return DriverJobs.outputFileMap(in: arguments, folders)
      }

      let lanes = try key(objects: "/w/.kata/builds/objects-1")
      let again = try key(objects: "/w/.kata/builds/objects-1")
      let plain = try key(objects: "/w/.build/objects-1")

      #expect(lanes == again)
      #expect(lanes != plain)
      #expect(lanes.hasPrefix("@KATA_FOLDER_0@/a.swift"))
      #expect(DriverJobs.outputFileMap(in: ["a.swift"], folders) == "")
    }
  }

  /// A judge's lanes compile the tests into a store of their own; a plain run after them,
  /// with arguments of the same shape, must not take their plan, which writes the objects
  /// into the lanes' store (a learner's run then stopped on "cannot use …/X.o").
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func aPlainRunAfterAJudgesSharedTestsBuildsItsOwnObjects() throws {
    try withTemporaryDirectory { folder in
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: DirectTestRunnerTests.tests)
      var judged = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
      judged.sharedTests = folder.appendingPathComponent(".kata/builds/shared-tests")
      let plain = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)

      let first = try judged.runTests(in: folder, framework: .xctest, coverage: false)
      let second = try plain.runTests(in: folder, framework: .xctest, coverage: false)

      #expect(OutcomeClassifier(folder: folder).classify(first).light == .red)
      #expect(OutcomeClassifier(folder: folder).classify(second).light == .red, "\(second)")
    }
  }

  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func theDriverPlansOnceAndLaterBuildsRunItsJobsWithTheSameDiagnostics() throws {
    try withTemporaryDirectory { folder in
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: DirectTestRunnerTests.tests)
      var runner = DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
      let first = RunTimings()
      runner.timings = first
      let red = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      try write(
        ["Sources/Calc/Calc.swift": "func answer() -> Int { missing }\n"], in: folder)
      let second = RunTimings()
      runner.timings = second
      let amber = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      try write(
        [
          "Tests/CalcTests/CalcTests.swift": DirectTestRunnerTests.tests.replacingOccurrences(
            of: "41", with: "42")
        ], in: folder)
      try write(
        ["Sources/Calc/Calc.swift": DirectTestRunnerTests.source + "// edited\n"], in: folder)
      let third = RunTimings()
      runner.timings = third
      let green = try runner.runTests(in: folder, framework: .xctest, coverage: false)
      let planned = { (timings: RunTimings) in
        timings.recorded.filter { $0.name.hasPrefix("plan the jobs") }.count
      }

      #expect(OutcomeClassifier(folder: folder).classify(red).light == .red)
      #expect(planned(first) == 4, "the module, the runner, the tests beside it, and the link")
      #expect(
        first.recorded.map(\.name) == [
          "compile the module", "plan the jobs (swiftc -###)",
          "compile the tests and their runner", "plan the jobs (swiftc -###)",
          "of which the runner, beside the tests", "plan the jobs (swiftc -###)",
          "link the test binary", "plan the jobs (swiftc -###)", "run the tests",
        ])
      #expect(planned(second) == 1, "only the check of the declarations alone is new")
      #expect(
        OutcomeClassifier(folder: folder).classify(amber).compilerError
          == "Sources/Calc/Calc.swift:1:24: error: cannot find 'missing' in scope")
      #expect(OutcomeClassifier(folder: folder).classify(green).light == .green)
      #expect(
        planned(third) == 0,
        "a new module, new tests and a new link, each in folders of their own, as planned before")
    }
  }
}
