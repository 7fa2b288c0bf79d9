import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// Survivors the optimizing compiler proves equivalent are counted apart, and only those: a
/// constant nothing reads changes no machine code, a boundary no test checks does.
@Suite struct CompilerEquivalenceTests {
  @Test func aModulesSourcesAndTheFlagsThatDecideItsCodeAreReadFromTheManifest() throws {
    try withTemporaryDirectory { folder in
      let sources = folder.appendingPathComponent("sources")
      try """
      \(folder.path)/Sources/Shop/A.swift
      "\(folder.path)/Sources/Shop/B C.swift"
      '\(folder.path)/Sources/Shop/Parsable Properties/D'\\''s.swift'

      """.write(to: sources, atomically: true, encoding: .utf8)
      let arguments = [
        "/usr/bin/swiftc", "-module-name", "Shop", "-emit-dependencies", "-output-file-map",
        "map.json", "-incremental", "-c", "@\(sources.path)", "-I", "/m", "-target",
        "x86_64-unknown-linux-gnu", "-j2", "-Onone", "-enable-testing", "-DDEBUG", "-Xcc", "-I",
        "-Xcc", "/inc", "-profile-generate", "-swift-version", "5", "-g", "-Xfrontend",
        "-enable-x", "-strict-concurrency=complete", "-package-name", "shop",
      ]
      let manifest = """
        client:
          name: basic
        commands:
          "C.Shop-debug.module":
            tool: shell
            description: "Compiling Swift Module 'Shop' (2 sources)"
            args: \(String(decoding: try JSONSerialization.data(withJSONObject: arguments), as: UTF8.self))

        """
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
      try manifest.write(
        to: folder.appendingPathComponent(".build/debug.yaml"), atomically: true, encoding: .utf8)

      let modules = ModuleCommand.all(inManifestOf: folder)

      #expect(modules.map(\.name) == ["Shop"])
      #expect(
        modules.first?.sources.map { ($0 as NSString).lastPathComponent } == [
          "A.swift", "B C.swift", "D's.swift",
        ])
      #expect(
        modules.first?.flags == [
          "-module-name", "Shop", "-I", "/m", "-target", "x86_64-unknown-linux-gnu",
          "-enable-testing", "-DDEBUG", "-Xcc", "-I", "-Xcc", "/inc", "-swift-version", "5",
          "-enable-x", "-strict-concurrency=complete", "-package-name", "shop",
        ])
      #expect(ModuleCommand.all(inManifestOf: folder.appendingPathComponent("none")).isEmpty)
    }
  }

  @Test func aSurvivorTheCompilerMakesTheSameCodeOfIsCountedApartAndNoOtherIs() throws {
    try withTemporaryDirectory { folder in
      var files = MutationToolTests.files
      files["Sources/Shop/Price.swift"] = """
        public func total(_ prices: [Int]) -> Int {
          var sum = 0
          let limit = 10
          _ = limit
          for price in prices {
            sum += price
          }
          return sum
        }

        public func isFree(_ total: Int) -> Bool {
          return total > 100
        }

        """
      files["Tests/ShopTests/ShopTests.swift"] = """
        import XCTest
        @testable import Shop

        final class ShopTests: XCTestCase {
          func testTotalAddsThePrices() {
            XCTAssertEqual(total([2, 3]), 5)
          }

          func testFreeFarAboveAHundred() {
            XCTAssertTrue(isFree(150))
            XCTAssertFalse(isFree(10))
          }
        }

        """
      try write(files, in: folder)
      let before = try String(
        contentsOf: folder.appendingPathComponent("Sources/Shop/Price.swift"), encoding: .utf8)

      let result = MutationToolTests().run(
        [
          "--prune-equivalent", "--operators", "integer-constant,relational-boundary",
          "--format", "json",
        ], in: folder)
      let table = MutationToolTests().run(
        ["--prune-equivalent", "--operators", "integer-constant,relational-boundary"],
        in: folder)

      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any],
        "\(result.errors)")
      let outcomes = (report["mutants"] as? [[String: Any]] ?? []).map {
        "\($0["line"] ?? ""): \($0["original"] ?? "") → \($0["mutant"] ?? "") \($0["outcome"] ?? "")"
      }
      #expect(outcomes.contains("3: 10 → 11 equivalent-compiler"), "\(outcomes)")
      #expect(outcomes.contains("3: 10 → 9 equivalent-compiler"), "\(outcomes)")
      #expect(outcomes.contains("12: > → >= survived"), "\(outcomes)")
      #expect(!outcomes.contains { $0.contains("killed") && $0.contains("equivalent") })
      #expect(table.output.contains("  equivalent (compiler) 2\n"), "\(table.output)")
      #expect(!table.output.contains("Price.swift:3:15"), "not listed among the survivors")
      #expect(
        try String(
          contentsOf: folder.appendingPathComponent("Sources/Shop/Price.swift"), encoding: .utf8)
          == before)
    }
  }
}
