import Foundation

/// The learner's files in a workspace: read under `Sources` or `Tests`, and written only
/// after every file that changes or goes is copied to `.kata/backups/<time>-<reason>/`.
struct LearnerFiles: Sendable {
  /// The workspace's root folder.
  let root: URL
  /// The kata's module, whose placeholder file keeps an empty module building.
  let module: String

  /// The learner's files under `top` (`Sources` or `Tests`), by path in the workspace.
  func files(under top: String) -> [String: Data] {
    let folder = root.appendingPathComponent(top)
    var files: [String: Data] = [:]
    for relative in FileManager.default.subpaths(atPath: folder.path) ?? [] {
      let url = folder.appendingPathComponent(relative)
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = try? Data(contentsOf: url)
      else { continue }
      files["\(top)/\(relative)"] = data
    }
    return files
  }

  /// Writes `files` and removes `removals`, backing up every file that changes or goes,
  /// unless it is still exactly as `pristine` (what the kata itself put there) has it.
  ///
  /// - Returns: the paths that were backed up.
  @discardableResult
  func write(
    _ files: [String: Data], removing removals: [String] = [], pristine: [String: Data] = [:],
    backupLabel: String, now: Date
  ) throws(KataError) -> [String] {
    var backedUp: [String] = []
    let backupFolder = root.appendingPathComponent(
      "\(Workspace.metadataFolder)/backups/\(Self.stamp(now))-\(backupLabel)")
    func backUp(_ path: String) throws(KataError) {
      let url = root.appendingPathComponent(path)
      guard let old = try? Data(contentsOf: url), old != pristine[path] else { return }
      try PackageFolder.write(old, to: backupFolder.appendingPathComponent(path))
      backedUp.append(path)
    }
    for path in removals.sorted()
    where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
      try backUp(path)
      do {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
      } catch {
        throw .file(path: path, reason: error.localizedDescription)
      }
    }
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      let url = root.appendingPathComponent(path)
      let existing = try? Data(contentsOf: url)
      guard existing != data else { continue }
      if existing != nil { try backUp(path) }
      try PackageFolder.write(data, to: url)
    }
    return backedUp
  }

  /// Makes the learner's files under `top` exactly `files` (plus the module's placeholder),
  /// backing up whatever changes or goes.
  @discardableResult
  func replace(
    under top: String, with files: [String: Data], backupLabel: String, now: Date
  )
    throws(KataError) -> [String]
  {
    var files = files
    let placeholder = PackageTemplate.placeholderPath(module: module)
    if top == "Sources", files[placeholder] == nil {
      files[placeholder] = Data(PackageTemplate.placeholder.utf8)
    }
    let extra = self.files(under: top).keys.filter { files[$0] == nil }
    return try write(
      files, removing: Array(extra),
      pristine: [placeholder: Data(PackageTemplate.placeholder.utf8)],
      backupLabel: backupLabel, now: now)
  }

  /// `date` as `20261122-142305`, in UTC.
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: date)
  }
}
