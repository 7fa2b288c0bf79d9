import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// The routes of README's "Install" section that need nothing but a clone of TDDKit, tried
/// for real from a fresh `git clone` of a copy of this repository: the command plugin in a
/// sample package that depends on the clone, and `swift package experimental-install`.
@Suite(.serialized) struct InstallRouteTests {
  /// A fresh clone of this repository as it is (uncommitted changes included), in a
  /// temporary folder that `body` gets and that is removed afterwards.
  func withClone(_ body: (_ clone: URL, _ folder: URL) throws -> Void) throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("InstallRouteTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let clone = folder.appendingPathComponent("tddkit")
    let cloned = try Subprocess.run(["git", "clone", "-q", copy.root.path, clone.path])
    try #require(cloned.succeeded, "\(cloned.errors)")
    try body(clone, folder)
  }

  /// The environment of a `swift` run in a temporary folder: no coverage profile of the
  /// tests running this one, and `home` as the home folder when given. Foundation on Linux
  /// takes root's home from the user database whatever HOME says, so CFFIXED_USER_HOME,
  /// which it reads first, says it too.
  func environment(home: URL? = nil) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["LLVM_PROFILE_FILE"] = nil
    if let home {
      environment["HOME"] = home.path
      environment["CFFIXED_USER_HOME"] = home.path
    }
    return environment
  }

  /// A package with one source file of seven lines, six of them run by its one XCTest test
  /// (85.71 % of lines), that depends on TDDKit at `tddkit`.
  func writeSample(at sample: URL, dependingOn tddkit: URL) throws {
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Sample",
        dependencies: [.package(path: "\(tddkit.path)")],
        targets: [
          .target(name: "Sample"),
          .testTarget(name: "SampleTests", dependencies: ["Sample"]),
        ]
      )

      """,
      "Sources/Sample/Sample.swift": """
      public func parity(_ number: Int) -> String {
        if number % 2 == 0 {
          return "even"
        }
        return "odd"
      }

      public func untested() -> Int { 42 }

      """,
      "Tests/SampleTests/SampleTests.swift": """
      import Sample
      import XCTest

      final class SampleTests: XCTestCase {
        func testParity() {
          XCTAssertEqual(parity(2), "even")
          XCTAssertEqual(parity(3), "odd")
        }
      }

      """,
    ]
    for (path, text) in files {
      let url = sample.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// The coverage gate guide's "Install" section gives the command of every route, and the
  /// plugin's verb is the one it documents.
  @Test func theGuidesInstallSectionGivesEveryRoute() throws {
    let root = RepositoryCopy.source
    let readme = try String(
      contentsOf: root.appendingPathComponent(RepositoryCopy.gateGuide), encoding: .utf8)
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let start = try #require(readme.range(of: "\n## Install\n"))
    let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)
    let section = readme[start.upperBound..<(end?.lowerBound ?? readme.endIndex)]

    for command in [
      "coverage-gate-VERSION-OS-ARCH.tar.gz", "tddkit-VERSION-OS-ARCH.tar.gz",
      "swift package coverage-gate --min-lines 80",
      "swift package experimental-install --product coverage-gate",
      "mint install OWNER/tddkit@v0.1.0 coverage-gate", "mise use -g spm:OWNER/tddkit@v0.1.0",
      "swift build -c release --product coverage-gate", "libcurl.so.4",
    ] {
      #expect(section.contains(command), "the guide's Install section lacks \(command)")
    }
    #expect(manifest.contains("verb: \"coverage-gate\""))
  }

  /// `swift package coverage-gate` in a package that depends on TDDKit: the tests run with
  /// coverage, the gate passes at 80 % (exit 0) and fails at 90 % (SwiftPM exits 1 and says
  /// the gate's status).
  @Test(.slow("builds coverage-gate and a sample package from a fresh clone (minutes)"))
  func thePluginGatesAPackageThatDependsOnTDDKit() throws {
    try withClone { clone, folder in
      let sample = folder.appendingPathComponent("sample")
      try writeSample(at: sample, dependingOn: clone)
      func plugin(_ arguments: [String]) throws -> Subprocess.Outcome {
        try Subprocess.run(
          ["swift", "package", "--allow-writing-to-package-directory", "coverage-gate"]
            + arguments, in: sample, environment: environment(), mergingErrors: true)
      }

      let passing = try plugin(["--min-lines", "80"])
      let failing = try plugin(["--min-lines", "90", "--format", "json"])

      #expect(passing.status == 0, "\(passing.output)")
      #expect(passing.output.contains("Executed 1 test, with 0 failures"), "\(passing.output)")
      #expect(
        passing.output.contains("Sources/Sample/Sample.swift   85.71% 6/7"), "\(passing.output)")
      #expect(passing.output.contains("pass  total lines: 85.71% (minimum 80.00%)"))
      #expect(failing.status == 1, "\(failing.output)")
      #expect(failing.output.contains("error: coverage-gate exited with status 1"))
      #expect(failing.output.contains("\"passed\": false"), "\(failing.output)")
      let profile = sample.appendingPathComponent("default.profraw")
      #expect(
        !FileManager.default.fileExists(atPath: profile.path),
        "the gate leaves no profile in the package")
    }
  }

  /// `swift package experimental-install --product coverage-gate` in a fresh clone puts the
  /// gate in `~/.swiftpm/bin`, from where it runs and prints this version.
  @Test(.slow("builds coverage-gate in release mode from a fresh clone (minutes)"))
  func experimentalInstallPutsTheGateInSwiftPMsBinFolder() throws {
    try withClone { clone, folder in
      let home = folder.appendingPathComponent("home")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)

      let install = try Subprocess.run(
        ["swift", "package", "experimental-install", "--product", "coverage-gate"], in: clone,
        environment: environment(home: home), mergingErrors: true)
      let gate = home.appendingPathComponent(".swiftpm/bin/coverage-gate")
      let version = try Subprocess.run([gate.path, "--version"], in: folder)

      #expect(install.status == 0, "\(install.output)")
      #expect(version.output == "coverage-gate \(ToolVersion.current) (TDDKit)\n")
    }
  }
}
