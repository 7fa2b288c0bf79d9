import Foundation
import TestSupport
import Testing

@testable import KataKit

/// `SwiftTestRunner` running one module's tests from a built test binary, with a stand-in
/// binary (a shell script) so that the default `swift test` covers it without a build.
@Suite struct BuiltTestsRunnerTests {
  /// A package folder whose `.build/debug/CalcPackageTests.xctest` lists two modules' tests
  /// and echoes the classes it is asked to run, with the profile path it was given.
  func makeFolder() throws -> URL {
    let folder = try TemporaryDirectory().url
    let binary = folder.appendingPathComponent(".build/debug/CalcPackageTests.xctest")
    try FileManager.default.createDirectory(
      at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      """
      #!/bin/sh
      if [ "$1" = "--list-tests" ]; then
        echo "CalcTests.CalcTests/test_answer"
        echo "CalcTests.MoreTests/test_more"
        echo "CalcChaff1Tests.CalcTests/test_answer"
        exit 0
      fi
      echo "ran $1 with profile ${LLVM_PROFILE_FILE}"
      exit 0

      """.utf8
    ).write(to: binary)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
    return folder
  }

  @Test func runsOnlyTheClassesOfTheModuleWithoutAProfile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try SwiftTestRunner(timeout: 30).runBuiltTests(
      in: folder, module: "CalcTests", coverage: nil)

    #expect(run.status == 0)
    #expect(run.output == "ran CalcTests.CalcTests,CalcTests.MoreTests with profile /dev/null\n")
  }

  @Test func aModuleWithNoTestsRunsNothing() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    let run = try SwiftTestRunner(timeout: 30).runBuiltTests(
      in: folder, module: "CalcChaff2Tests", coverage: nil)

    #expect(run.status == 0)
    #expect(run.output.isEmpty)
  }

  @Test func withCoverageTheProfileGoesBesideTheExportAndNoExportComesOfNoProfile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources/Calc")
    try PackageFolder.write(
      Data("let x = 1\n".utf8), to: sources.appendingPathComponent("Calc.swift"))
    let export = folder.appendingPathComponent(".build/kata-coverage.json")

    let run = try SwiftTestRunner(timeout: 30).runBuiltTests(
      in: folder, module: "CalcTests", coverage: (sources, export))

    #expect(run.output.hasSuffix("with profile \(folder.path)/.build/kata-coverage.profraw\n"))
    #expect(!FileManager.default.fileExists(atPath: export.path), "no profile, no export")
  }

  @Test func aFolderWithoutATestBinaryIsAnError() throws {
    try withTemporaryDirectory { folder in
      let error = #expect(throws: KataError.self) {
        try SwiftTestRunner().runBuiltTests(in: folder, module: "CalcTests", coverage: nil)
      }
      #expect("\(error.map { "\($0)" } ?? "")".contains("no test binary in"))
    }
  }
}
