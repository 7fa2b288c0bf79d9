import Foundation

/// The engine's build cache: each step's products in a folder named after the key of its
/// inputs, made whole or not at all, the oldest removed unless a build still uses them.
enum BuildCache {
  /// How many builds of each step the cache keeps.
  static let size = 4

  /// The step whose products are in `folder`: nothing to do when the folder exists;
  /// otherwise `build` fills a temporary folder, which becomes `folder` when it succeeds.
  /// The oldest builds of the same step are then removed.
  static func cached(
    _ folder: URL, build: (URL) throws(KataError) -> BuildStep
  ) throws(KataError) -> BuildStep {
    let files = FileManager.default
    if files.fileExists(atPath: folder.path) {
      try? files.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
      return BuildStep(status: 0, output: "", wasKept: true)
    }
    let temporary = folder.deletingLastPathComponent()
      .appendingPathComponent("\(building)\(UUID().uuidString)")
    // Held from before it exists, so that no build beside takes it for one abandoned.
    let hold = BuildHold(temporary, removingItsLockFile: true)
    removeAbandonedBuilds(beside: folder)
    do {
      try files.createDirectory(at: temporary, withIntermediateDirectories: true)
    } catch {
      throw .file(path: temporary.path, reason: error.localizedDescription)
    }
    defer {
      try? files.removeItem(at: temporary)
      withExtendedLifetime(hold) {}
    }
    let step = try build(temporary)
    guard step.status == 0 else { return step }
    try? files.moveItem(at: temporary, to: folder)
    prune(like: folder)
    return step
  }

  /// The start of the name of a build's temporary folder.
  static let building = "building-"

  /// Removes the temporary folders beside `folder` of builds that ended without removing
  /// them, as when Ctrl-C stopped kata: those no build holds.
  private static func removeAbandonedBuilds(beside folder: URL) {
    let parent = folder.deletingLastPathComponent()
    for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    where name.hasPrefix(building) {
      BuildHold.removeUnlessHeld(parent.appendingPathComponent(name))
      BuildHold.removeLockFile(parent.appendingPathComponent(BuildHold.prefix + name))
    }
  }

  /// Removes all but the ``size`` most recently used folders of `folder`'s step, leaving
  /// those a ``BuildHold`` keeps: a package beside may still link or run what they hold.
  private static func prune(like folder: URL) {
    let files = FileManager.default
    let parent = folder.deletingLastPathComponent()
    let kind = String(folder.lastPathComponent.prefix { $0 != "-" }) + "-"
    let limit = ["lock-", BuildHold.prefix].contains(kind) ? Self.size * 4 : Self.size
    let builds = ((try? files.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0.hasPrefix(kind) }
      .map { parent.appendingPathComponent($0) }
      .map { url in
        (
          url,
          (try? files.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
            ?? .distantPast
        )
      }
      .sorted { $0.1 > $1.1 }
    for (url, _) in builds.dropFirst(limit) {
      switch kind {
      case "lock-": try? files.removeItem(at: url)
      case BuildHold.prefix: BuildHold.removeLockFile(url)
      default: BuildHold.removeUnlessHeld(url)
      }
    }
    if kind != "lock-", kind != BuildHold.prefix {
      prune(like: parent.appendingPathComponent(BuildHold.prefix + folder.lastPathComponent))
    }
  }

  /// Runs `body` while holding the lock of the build `folder`, so that packages sharing it
  /// build it once rather than side by side.
  static func locking<T>(_ folder: URL, _ body: () throws(KataError) -> T) throws(KataError)
    -> T
  {
    let parent = folder.deletingLastPathComponent()
    let lock = parent.appendingPathComponent("lock-" + folder.lastPathComponent)
    try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer {
      flock(descriptor, LOCK_UN)
      prune(like: lock)
    }
    return try body()
  }
}
