import Foundation
import TestSupport
import Testing

@testable import KataKit

@Suite struct WatchTests {
  @Test func snapshotsSeeSavesAndIgnoreHiddenFiles() throws {
    try withTemporaryDirectory { folder in
      try write(
        ["Sources/A/a.swift": "1", "Sources/A/.hidden": "x", "Other/b.swift": "2"], in: folder)
      let before = FileSnapshot(root: folder, folders: ["Sources", "Tests"])

      try write(["Sources/A/.hidden": "changed", "Other/b.swift": "changed"], in: folder)
      #expect(FileSnapshot(root: folder, folders: ["Sources", "Tests"]) == before)
      #expect(before.count == 1)

      try write(["Sources/A/a.swift": "12"], in: folder)
      #expect(FileSnapshot(root: folder, folders: ["Sources", "Tests"]) != before)
    }
  }

  @Test func aBurstOfSavesGivesOneRunOnceTheFilesSettle() throws {
    try withTemporaryDirectory { folder in
      try write(["Sources/a.swift": "1"], in: folder)
      let first = FileSnapshot(root: folder, folders: ["Sources"])
      var debouncer = ChangeDebouncer(lastRun: first)
      var decisions: [Bool] = []
      decisions.append(debouncer.shouldRun(after: first))

      try write(["Sources/a.swift": "12"], in: folder)
      decisions.append(debouncer.shouldRun(after: FileSnapshot(root: folder, folders: ["Sources"])))
      try write(["Sources/a.swift": "123"], in: folder)
      let settled = FileSnapshot(root: folder, folders: ["Sources"])
      decisions.append(debouncer.shouldRun(after: settled))
      decisions.append(debouncer.shouldRun(after: settled))
      decisions.append(debouncer.shouldRun(after: settled))

      #expect(
        decisions == [false, false, false, true, false], "no change, saving, saving, settled, ran")
    }
  }
}
