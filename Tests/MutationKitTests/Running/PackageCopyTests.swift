import Foundation
import TestSupport
import Testing

@testable import CoverageKit
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
          ".build", ".build/kept", ".build/tddkit-copy-path", "Package.swift", "Sources",
          "Sources/A", "Sources/A/A.swift",
        ])
      #expect(
        try String(
          contentsOf: copy.folder.appendingPathComponent("Sources/A/A.swift"), encoding: .utf8)
          == "let a = 1\n")
      #expect(try copy.original("Sources/A/A.swift") == "let a = 1\n")
    }
  }
}

/// A copy as faithful as a build needs: links kept or followed, dependencies at relative
/// paths reachable, and nothing written in the copy able to reach outside it.
@Suite struct FaithfulCopyTests {
  @Test func sourcesLinkedFromOutsideAreCopiedAndLinksInsideStayLinks() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "shared/A/A.swift": "let a = 1\n",
          "package/Package.swift": "// swift-tools-version: 6.0\n",
          "package/Resources/data.txt": "data\n",
        ], in: folder)
      let package = folder.appendingPathComponent("package")
      let manager = FileManager.default
      try manager.createSymbolicLink(
        atPath: package.appendingPathComponent("Sources").path,
        withDestinationPath: folder.appendingPathComponent("shared").path)
      try manager.createSymbolicLink(
        atPath: package.appendingPathComponent("Plugins").path, withDestinationPath: "Resources")
      let copy = PackageCopy(source: package, folder: folder.appendingPathComponent("copy"))

      try copy.sync()
      try copy.write("let a = 2\n", to: "Sources/A/A.swift")

      #expect(PackageCopy.files(under: package).contains("Sources/A/A.swift"))
      #expect(
        try String(contentsOf: folder.appendingPathComponent("shared/A/A.swift"), encoding: .utf8)
          == "let a = 1\n", "the linked sources are copied, never written through")
      #expect(
        try manager.destinationOfSymbolicLink(
          atPath: copy.folder.appendingPathComponent("Plugins").path) == "Resources")
      #expect(
        manager.fileExists(atPath: copy.folder.appendingPathComponent("Plugins/data.txt").path))
    }
  }

  /// The link to the dependency that a first run left beside the copy is not followed by the
  /// second, nor the third (#50: every second run failed).
  @Test func aDependencyAtARelativePathIsReachedFromTheCopyRunAfterRun() throws {
    try withTemporaryDirectory { folder in
      let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "App", dependencies: [.package(path: "../numerics"), .package(name: "X", path: "Local/X")],
          targets: [.target(name: "App")])
        """
      try write(
        [
          "numerics/Package.swift": "// swift-tools-version: 6.0\n",
          "package/Package.swift": manifest, "package/Local/X/Package.swift": "//\n",
        ], in: folder)
      let package = folder.appendingPathComponent("package")
      let copy = PackageCopy(
        source: package, folder: package.appendingPathComponent(".build/mutation/package"))

      try copy.sync()
      try copy.sync()
      try PackageCopy(
        source: package, folder: package.appendingPathComponent(".build/mutation/package")
      ).sync()

      #expect(PackageCopy.pathDependencies(in: manifest) == ["../numerics", "Local/X"])
      #expect(
        FileManager.default.fileExists(
          atPath: copy.folder.appendingPathComponent("../numerics/Package.swift").path))
      try FileManager.default.removeItem(at: folder.appendingPathComponent("numerics"))
      #expect(throws: MutationError.self) { try copy.sync() }
    }
  }

  /// `Sources` a link to a folder within the package (`Sources -> RealSources`): its files are
  /// found at the paths the compiler compiles them at, and mutated there in the copy.
  @Test func sourcesLinkedWithinThePackageAreFoundWhereTheyAreCompiled() throws {
    try withTemporaryDirectory { folder in
      try write(
        [
          "RealSources/A/A.swift": "func a(_ x: Int) -> Bool { x < 1 }\n",
          "Package.swift": "// swift-tools-version: 6.0\n",
        ], in: folder)
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("Sources").path, withDestinationPath: "RealSources")

      let selected = PackageCopy.sources(under: folder) { Glob("Sources/**").matches($0) }
      let mutants = try MutantSelection(options: MutationOptions(root: folder)).mutants()

      #expect(selected == ["Sources/A/A.swift"])
      #expect(!mutants.isEmpty && mutants.allSatisfy { $0.file == "Sources/A/A.swift" })
      #expect(PackageCopy.reader(under: folder)("Sources/A/A.swift") != nil)
    }
  }

  /// A copy moved with its `.build` (the package copied elsewhere, a CI cache restored at
  /// another path) builds afresh: its module caches would name the old path.
  @Test func aCopyMovedWithItsBuildStartsItsBuildAfresh() throws {
    try withTemporaryDirectory { folder in
      try write(["package/Package.swift": "// swift-tools-version: 6.0\n"], in: folder)
      let package = folder.appendingPathComponent("package")
      let first = PackageCopy(source: package, folder: folder.appendingPathComponent("one/copy"))
      try first.sync()
      try write(["one/copy/.build/debug/module.pcm": "old path"], in: folder)
      try first.sync()
      let built = folder.appendingPathComponent("one/copy/.build/debug/module.pcm")
      #expect(FileManager.default.fileExists(atPath: built.path), "kept where it was built")

      try FileManager.default.moveItem(
        at: folder.appendingPathComponent("one"), to: folder.appendingPathComponent("two"))
      try PackageCopy(source: package, folder: folder.appendingPathComponent("two/copy")).sync()

      let moved = folder.appendingPathComponent("two/copy/.build/debug/module.pcm")
      #expect(!FileManager.default.fileExists(atPath: moved.path), "forgotten once moved")
    }
  }
}
