import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// Each build of the copy holds the sources last written: the incremental build compares
/// dates to the second, and once took a file rewritten within a second for unchanged, so a
/// mutant was judged on the build of the one before it.
@Suite(.timeLimit(.minutes(5))) struct VerifiedBuildsTests {
  static let package = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Pair",
      targets: [.target(name: "Pair"), .testTarget(name: "PairTests", dependencies: ["Pair"])]
    )

    """,
    "Sources/Pair/Pair.swift": "public func version() -> String { \"original version of Pair\" }\n",
    "Tests/PairTests/PairTests.swift": """
    import Pair
    import XCTest

    final class PairTests: XCTestCase {
      func testVersion() { XCTAssertFalse(version().isEmpty) }
    }

    """,
  ]

  /// A version of `Pair.swift` whose text the binary holds only if that version was built:
  /// the string is longer than the 15 bytes Swift keeps inline in its code.
  static func version(_ name: String) -> String {
    "public func version() -> String { \"\(name) of the file Pair.swift\" }\n"
  }

  /// The package, written in `folder`, and its copy beside it.
  static func copy(in folder: URL) throws -> PackageCopy {
    let package = folder.appendingPathComponent("package")
    try write(Self.package, in: package)
    return PackageCopy(source: package, folder: folder.appendingPathComponent("copy"))
  }

  /// Five rounds in the default run (with the dates as they were, 4 of 40 builds held the
  /// other mutant); twenty with the slow tests.
  @Test func twoMutantsOfOneFileBuiltBackToBackAreEachInTheirOwnBuild() throws {
    try withTemporaryDirectory { folder in
      let copy = try Self.copy(in: folder)
      try copy.sync()
      var builds = VerifiedBuilds(copy: copy, coverage: false)
      var misjudged: [String] = []

      for round in 1...(slowTestsRun ? 20 : 5) {
        for name in ["mutant A, round \(round),", "mutant B, round \(round),"] {
          try builds.write(Self.version(name), to: "Sources/Pair/Pair.swift")
          let built = builds.build()
          try #require(built.succeeded, "\(built.output)")
          #expect(try builds.prove(holding: ["Sources/Pair/Pair.swift"]))
          let binary = try #require(VerifiedBuilds.testBinary(in: copy.folder))
          let text = try Data(contentsOf: binary)
          let held = ["mutant A", "mutant B", "original version"].filter {
            text.firstRange(of: Data($0.utf8)) != nil
          }
          if text.firstRange(of: Data(name.utf8)) == nil || held.count != 1 {
            misjudged.append("\(name) built as \(held)")
          }
        }
      }

      #expect(misjudged.isEmpty)
    }
  }

  @Test func aBuildThatMissedAChangeIsBuiltAgainBeforeItCounts() throws {
    try withTemporaryDirectory { folder in
      let copy = try Self.copy(in: folder)
      try copy.sync()
      var builds = VerifiedBuilds(copy: copy, coverage: false)
      try builds.write(Self.version("first"), to: "Sources/Pair/Pair.swift")
      #expect(builds.build().succeeded)

      // The second version is written but its build is skipped, as a build that took the
      // file for unchanged would.
      try builds.write(Self.version("second"), to: "Sources/Pair/Pair.swift")
      let proven = try builds.prove(holding: ["Sources/Pair/Pair.swift"])

      #expect(proven)
      #expect(builds.made == 2)
      let binary = try Data(
        contentsOf: try #require(VerifiedBuilds.testBinary(in: copy.folder)))
      #expect(binary.firstRange(of: Data("second of the file".utf8)) != nil)
      #expect(binary.firstRange(of: Data("first of the file".utf8)) == nil)
    }
  }

  @Test func everyVersionOfACopiedFileIsDatedAWholeSecondAfterTheOneBefore() throws {
    try withTemporaryDirectory { folder in
      let copy = PackageCopy(source: folder, folder: folder.appendingPathComponent("copy"))
      var dates: [Date] = []
      for text in ["a", "b", "c", "d"] {
        try copy.write(text, to: "File.swift")
        let attributes = try FileManager.default.attributesOfItem(
          atPath: copy.folder.appendingPathComponent("File.swift").path)
        dates.append(try #require(attributes[.modificationDate] as? Date))
      }

      let steps = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }
      #expect(steps.allSatisfy { $0 >= 1 }, "\(steps)")
    }
  }

  @Test func markersAreFoundWholeAndOnlyWithTheRunsOwnPrefix() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("binary")
      let bytes =
        "\0tddkit-build-abc-12\0xx tddkit-build-abc-3\"tddkit-build-old-7\0tddkit-build-abc-"
      try Data(bytes.utf8).write(to: file)

      let found = VerifiedBuilds.markers(in: file, startingWith: "tddkit-build-abc-")

      #expect(found == ["tddkit-build-abc-12", "tddkit-build-abc-3", "tddkit-build-abc-"])
    }
  }
}
