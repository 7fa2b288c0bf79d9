import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The driver's jobs, planned once with `swiftc -###` and then run without the driver.
@Suite struct DriverJobsTests {
  static let build = "/w/.build/kata-direct/building-1B4E28BA-2FA1-11D2-883F-0016D3CCA427"

  @Test func theBuildFolderIsTheOneTemporaryFolderTheArgumentsName() {
    let build = Self.build

    #expect(DriverJobs.buildFolder(in: ["-o", "\(build)/A.o", "-I", build]) == build)
    #expect(DriverJobs.buildFolder(in: ["-o", "/w/A.o"]) == nil, "no build folder")
    #expect(DriverJobs.buildFolder(in: ["-o", "/w/building-not-a-uuid/A.o"]) == nil)
    let other = Self.build.replacingOccurrences(of: "1B4E", with: "2C5F")
    #expect(DriverJobs.buildFolder(in: ["\(build)/A.o", "\(other)/B.o"]) == nil, "two folders")
  }

  @Test func aPlanKeepsPlaceholdersForTheTwoFoldersThatChange() throws {
    let output = """
      /opt/swift/usr/bin/swift-autolink-extract \(Self.build)/A.o -o /tmp/TemporaryDirectory.AOLqKt/bin-1.autolink
      /opt/swift/usr/bin/clang \(Self.build)/A.o @/tmp/TemporaryDirectory.AOLqKt/bin-1.autolink -o \(Self.build)/bin

      """

    let jobs = try #require(DriverJobs.template(output, build: Self.build))

    #expect(
      jobs == [
        [
          "/opt/swift/usr/bin/swift-autolink-extract", "@KATA_BUILD@/A.o", "-o",
          "@KATA_DRIVER_TEMPORARY@/bin-1.autolink",
        ],
        [
          "/opt/swift/usr/bin/clang", "@KATA_BUILD@/A.o", "@@KATA_DRIVER_TEMPORARY@/bin-1.autolink",
          "-o", "@KATA_BUILD@/bin",
        ],
      ])
    try withTemporaryDirectory { folder in
      let build = folder.appendingPathComponent("building-x").path
      let filled = DriverJobs.filled(jobs, build: build)

      #expect(
        filled[1] == [
          "/opt/swift/usr/bin/clang", "\(build)/A.o", "@\(build)/driver/bin-1.autolink", "-o",
          "\(build)/bin",
        ])
      #expect(
        FileManager.default.fileExists(atPath: "\(build)/driver"), "the driver's folder is made")
    }
  }

  @Test func aJobReadingAFileTheDriverWroteItselfIsNotKept() {
    let output = """
      /opt/swift/usr/bin/swift-frontend -frontend -emit-module A.swift -supplementary-output-file-map /tmp/TemporaryDirectory.x1/supplementaryOutputs-1 -o /tmp/TemporaryDirectory.x1/A-1.swiftmodule

      """

    #expect(DriverJobs.template(output, build: Self.build) == nil)
  }

  @Test func aQuotedJobOrNoJobIsNotKept() {
    #expect(
      DriverJobs.template("/bin/swift-frontend -c \"/a b/A.swift\"\n", build: Self.build) == nil)
    #expect(DriverJobs.template("\n", build: Self.build) == nil)
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
      let planned = { (timings: RunTimings) in
        timings.recorded.filter { $0.name.hasPrefix("plan the jobs") }.count
      }

      #expect(OutcomeClassifier(folder: folder).classify(red).light == .red)
      #expect(planned(first) == 4, "the module, the tests, the runner and the link")
      #expect(
        first.recorded.map(\.name) == [
          "compile the module", "plan the jobs (swiftc -###)",
          "compile the tests and their runner", "plan the jobs (swiftc -###)",
          "plan the jobs (swiftc -###)", "link the test binary", "plan the jobs (swiftc -###)",
          "run the tests",
        ])
      #expect(planned(second) == 1, "only the check of the declarations alone is new")
      #expect(
        OutcomeClassifier(folder: folder).classify(amber).compilerError
          == "Sources/Calc/Calc.swift:1:24: error: cannot find 'missing' in scope")
    }
  }
}
