import Foundation

/// Loading a kata: the files of its folder read, each step's overlay built from them, and
/// the manifest's decoding errors told in a line.
enum KataLoader {
  static func overlay(of step: KataStep, in contents: [String: Data], kata: String)
    throws(KataError) -> Kata.Overlay
  {
    let folder = "steps/\(step.id)/"
    guard contents[folder + "README.md"] != nil else {
      throw .invalidKata(kata: kata, reason: "step \(step.id) has no README.md")
    }
    let removals = try (step.remove ?? []).map { path throws(KataError) in
      try SafePath.checked(path)
    }
    var chaffs: [String: [String: Data]] = [:]
    for chaff in step.chaffs ?? [] {
      guard SafePath.isPlainName(chaff.id), chaffs[chaff.id] == nil else {
        throw .invalidKata(
          kata: kata, reason: "step \(step.id) has a chaff named '\(chaff.id)' twice or unsafely")
      }
      let files = try tree(in: contents, under: folder + "chaffs/\(chaff.id)/")
      guard !files.isEmpty, files.keys.allSatisfy({ $0.hasPrefix("Sources/") }) else {
        throw .invalidKata(
          kata: kata, reason: "chaff \(chaff.id) of step \(step.id) needs files under Sources/ only"
        )
      }
      chaffs[chaff.id] = files
    }
    var files = try tree(in: contents, under: folder)
    let support = try tree(in: contents, under: folder + "support/")
    for path in support.keys {
      guard path.hasPrefix("Tests/") else {
        throw .invalidKata(
          kata: kata, reason: "support file \(path) of step \(step.id) must be under Tests/")
      }
      guard files[path] == nil else {
        throw .invalidKata(
          kata: kata, reason: "step \(step.id) has \(path) both as a test and as support")
      }
    }
    files.merge(support) { test, _ in test }
    return Kata.Overlay(
      files: files, support: Set(support.keys), removals: removals, chaffs: chaffs)
  }

  /// The files of `contents` under `prefix`'s `Sources/` and `Tests/`, by path without the
  /// prefix. Hidden files are left out; unsafe paths are refused.
  static func tree(in contents: [String: Data], under prefix: String) throws(KataError)
    -> [String: Data]
  {
    var files: [String: Data] = [:]
    for (path, data) in contents where path.hasPrefix(prefix) {
      let relative = String(path.dropFirst(prefix.count))
      guard relative.hasPrefix("Sources/") || relative.hasPrefix("Tests/") else { continue }
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
        continue
      }
      files[try SafePath.checked(relative)] = data
    }
    return files
  }

  /// Every regular file under `folder`, by relative path. Symbolic links are refused.
  static func contents(of folder: URL, kata: String) throws(KataError) -> [String: Data] {
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
      throw .invalidKata(
        kata: kata, reason: "cannot read \(folder.appendingPathComponent("kata.json").path)")
    }
    var files: [String: Data] = [:]
    for relative in paths.sorted() {
      let url = folder.appendingPathComponent(relative)
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      if values?.isSymbolicLink == true {
        throw .unsafePath(relative)
      }
      guard values?.isRegularFile == true else { continue }
      guard let data = try? Data(contentsOf: url) else {
        throw .file(path: url.path, reason: "cannot read it")
      }
      files[relative] = data
    }
    return files
  }
}
