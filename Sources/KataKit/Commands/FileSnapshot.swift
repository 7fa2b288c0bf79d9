import Foundation

/// The modification time and size of every file under some folders, to notice saves by
/// polling. Polling works everywhere, including network folders and WSL, where file-system
/// events do not arrive.
struct FileSnapshot: Equatable, Sendable {
  private var files: [String: Stamp]

  private struct Stamp: Equatable {
    var modified: Date
    var size: Int
  }

  /// The snapshot of the regular files under `folders` of `root`, hidden ones left out.
  init(root: URL, folders: [String]) {
    files = [:]
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      for relative in FileManager.default.subpaths(atPath: base.path) ?? [] {
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
          continue
        }
        let url = base.appendingPathComponent(relative)
        guard
          let values = try? url.resourceValues(forKeys: [
            .isRegularFileKey, .contentModificationDateKey, .fileSizeKey,
          ]), values.isRegularFile == true
        else { continue }
        files["\(folder)/\(relative)"] = Stamp(
          modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
      }
    }
  }

  /// The number of files seen.
  var count: Int { files.count }
}

/// Decides when to re-run after saves: once the files changed and then stayed the same for
/// one more poll, so a burst of saves gives one run.
struct ChangeDebouncer: Sendable {
  private var lastRun: FileSnapshot
  private var pending: FileSnapshot?

  /// Starts from the snapshot of the last run.
  init(lastRun: FileSnapshot) {
    self.lastRun = lastRun
  }

  /// Whether to run now, given the latest poll; a run resets the baseline.
  mutating func shouldRun(after poll: FileSnapshot) -> Bool {
    guard poll != lastRun else {
      pending = nil
      return false
    }
    guard poll == pending else {
      pending = poll
      return false
    }
    lastRun = poll
    pending = nil
    return true
  }
}
