import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The engine's build cache keeps the newest builds of each step, and never removes one that
/// a build beside still links or runs from.
@Suite struct BuildCacheTests {
  /// Makes `count` builds of the step `tests-`, the first the oldest.
  func makeBuilds(_ count: Int, in folder: URL) throws -> [URL] {
    try (0..<count).map { index in
      let build = folder.appendingPathComponent("tests-\(index)")
      try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: Double(1_000 + index))],
        ofItemAtPath: build.path)
      return build
    }
  }

  func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

  @Test func aNewBuildRemovesTheOldestBeyondTheCachesSize() throws {
    try withTemporaryDirectory { folder in
      let builds = try makeBuilds(BuildCache.size, in: folder)

      _ = try BuildCache.cached(folder.appendingPathComponent("tests-new")) { _ in
        BuildStep(status: 0, output: "")
      }

      #expect(!exists(builds[0]))
      #expect(builds.dropFirst().allSatisfy(exists))
      #expect(exists(folder.appendingPathComponent("tests-new")))
    }
  }

  /// Packages sharing compiled tests each hold their folder until their run ends: a
  /// package that built later must not remove it between its compile and its link.
  @Test func aHeldBuildStaysHoweverOldUntilItsHoldEnds() throws {
    try withTemporaryDirectory { folder in
      let builds = try makeBuilds(BuildCache.size, in: folder)
      var hold: BuildHold? = BuildHold(builds[0])

      _ = try BuildCache.cached(folder.appendingPathComponent("tests-new")) { _ in
        BuildStep(status: 0, output: "")
      }
      #expect(exists(builds[0]))
      #expect(hold != nil)

      hold = nil
      _ = try BuildCache.cached(folder.appendingPathComponent("tests-newer")) { _ in
        BuildStep(status: 0, output: "")
      }
      #expect(!exists(builds[0]))
      #expect(!exists(builds[1]))
      #expect(builds.dropFirst(2).allSatisfy(exists))
    }
  }

  /// A build that Ctrl-C stopped leaves its temporary folder; the next build beside it
  /// removes it, but not the temporary folder of a build still under way.
  @Test func aBuildRemovesTheTemporaryFoldersOfBuildsThatWereStopped() throws {
    try withTemporaryDirectory { folder in
      let stopped = folder.appendingPathComponent(BuildCache.building + "stopped")
      let underWay = folder.appendingPathComponent(BuildCache.building + "under-way")
      for build in [stopped, underWay] {
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
      }
      let hold = BuildHold(underWay, removingItsLockFile: true)

      _ = try BuildCache.cached(folder.appendingPathComponent("tests-new")) { _ in
        BuildStep(status: 0, output: "")
      }

      #expect(!exists(stopped))
      #expect(exists(underWay))
      withExtendedLifetime(hold) {}
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == [BuildCache.building + "under-way", "tests-new", "use-building-under-way"])
    }
  }
}
