import Foundation
import TestSupport
import Testing

@testable import MutationKit

/// The copy mutants are built in: kept in step with the package, which it never writes.
@Suite struct PackageCopyTests {
  @Test func theCopyFollowsThePackageAndLeavesBuildsAndGitOut() throws {
    try withTemporaryDirectory { folder in
      let package = folder.appendingPathComponent("package")
      try write(
        [
          "package/Package.swift": "// swift-tools-version: 6.0\n",
          "package/Sources/A/A.swift": "let a = 1\n",
          "package/.build/debug/huge": "x",
          "package/.git/HEAD": "ref",
        ], in: folder)
      let copy = PackageCopy(source: package, folder: folder.appendingPathComponent("copy"))

      let first = try copy.sync()
      try copy.write("let a = 2\n", to: "Sources/A/A.swift")
      try write(["copy/Stale.swift": "old", "copy/.build/kept": "build"], in: folder)
      let second = try copy.sync()

      #expect(first == 2 && second == 1)
      let copied = FileManager.default.subpaths(atPath: copy.folder.path)?.sorted()
      #expect(
        copied == [
          ".build", ".build/kept", "Package.swift", "Sources", "Sources/A", "Sources/A/A.swift",
        ])
      #expect(
        try String(
          contentsOf: copy.folder.appendingPathComponent("Sources/A/A.swift"), encoding: .utf8)
          == "let a = 1\n")
      #expect(try copy.original("Sources/A/A.swift") == "let a = 1\n")
    }
  }
}
