import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// `Scripts/test-with-coverage.sh` copied into a package outside this repository, as the
/// README tells a CI maintainer to do.
@Suite(.serialized) struct CoverageScriptTests {
  /// A library with one tested function and one untested, and the script in its
  /// `Scripts/`, in a fresh folder.
  func makePackage(testBody: String = "XCTAssertEqual(total([1, 2]), 3)") throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("CoverageScript-\(UUID().uuidString)", isDirectory: true)
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Shop",
        targets: [.target(name: "Shop"), .testTarget(name: "ShopTests", dependencies: ["Shop"])]
      )

      """,
      "Sources/Shop/Price.swift": """
      public func total(_ prices: [Int]) -> Int { prices.reduce(0, +) }

      public func discounted(_ price: Int) -> Int {
        price - price / 10
      }

      """,
      "Tests/ShopTests/PriceTests.swift": """
      import Shop
      import XCTest

      final class PriceTests: XCTestCase {
        func testTotal() { \(testBody) }
      }

      """,
      ".coverage-gate.json": #"{"total": {"lines": 30}}"#,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let script = root.appendingPathComponent("Scripts/test-with-coverage.sh")
    try FileManager.default.createDirectory(
      at: script.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: RepositoryCopy.source.appendingPathComponent("Scripts/test-with-coverage.sh"), to: script)
    return root
  }

  /// The environment without any way to find a gate.
  var environmentWithoutAGate: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["COVERAGE_GATE"] = nil
    environment["TDDKIT_DIR"] = nil
    environment["PATH"] = (environment["PATH"] ?? "").split(separator: ":")
      .filter { !FileManager.default.fileExists(atPath: "\($0)/coverage-gate") }
      .joined(separator: ":")
    return environment
  }

  @Test func withoutAGateItStopsWithStatusTwoAndSaysHowToGetOne() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }

    let outcome = try Subprocess.run(
      ["bash", "Scripts/test-with-coverage.sh"], in: root, environment: environmentWithoutAGate)

    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "test-with-coverage.sh: no coverage-gate found: install it from a TDDKit release archive and put its bin/ on PATH, set COVERAGE_GATE=/path/to/coverage-gate, or set TDDKIT_DIR to a TDDKit checkout to build it\n"
    )
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path),
      "nothing was built or run")
  }

  @Test func aGateThatIsNotExecutableIsNamed() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    var environment = environmentWithoutAGate
    environment["COVERAGE_GATE"] = "/no/such/coverage-gate"

    let outcome = try Subprocess.run(
      ["bash", "Scripts/test-with-coverage.sh"], in: root, environment: environment)

    #expect(outcome.status == 2)
    #expect(
      outcome.errors
        == "test-with-coverage.sh: COVERAGE_GATE=/no/such/coverage-gate is not an executable file\n"
    )
  }

  @Test(
    .slow("builds and tests a package with coverage (half a minute)"))
  func gatesAPackageOutsideTheRepositoryWithTheGateItIsGiven() throws {
    let root = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let gate = try builtGate()
    var environment = environmentWithoutAGate
    environment["COVERAGE_GATE"] = gate.path
    environment["LLVM_PROFILE_FILE"] = "/dev/null"

    let outcome = try Subprocess.run(
      ["bash", "Scripts/test-with-coverage.sh"], in: root, environment: environment)

    #expect(outcome.status == 0, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.errors.contains("test-with-coverage.sh: using COVERAGE_GATE (\(gate.path))"))
    #expect(outcome.output.contains("Sources/Shop/Price.swift"))
    #expect(outcome.output.contains("Coverage gate passed: 1 check."))
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent(".build/coverage/summary.md").path))
  }

  @Test(
    .slow("builds and tests a package with coverage (half a minute)"))
  func failingTestsStopItWithStatusThreeAndSayWhyNothingIsGated() throws {
    let root = try makePackage(testBody: "XCTAssertEqual(total([1, 2]), 4)")
    defer { try? FileManager.default.removeItem(at: root) }
    var environment = environmentWithoutAGate
    environment["COVERAGE_GATE"] = try builtGate().path
    environment["LLVM_PROFILE_FILE"] = "/dev/null"

    let outcome = try Subprocess.run(
      ["bash", "Scripts/test-with-coverage.sh"], in: root, environment: environment)

    #expect(outcome.status == 3, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.errors.contains("test-with-coverage.sh: the tests failed"))
    #expect(!outcome.errors.contains("coverage-gate: cannot read"))
  }

  /// This repository's `coverage-gate`, built beside the tests.
  func builtGate() throws -> URL { try BuiltTool.url("coverage-gate") }
}
