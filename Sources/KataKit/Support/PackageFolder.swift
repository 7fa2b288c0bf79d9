import CommandLineSupport
import Foundation

/// Files written for a kata: one at a time, atomically, and whole package folders kept in
/// step with what they must hold, for the judge's and `kata verify`'s packages.
enum PackageFolder {
  /// Writes `data` to `url` atomically, creating its folder.
  static func write(_ data: Data, to url: URL) throws(KataError) {
    do {
      try AtomicFile.write(data, to: url)
    } catch {
      throw .file(path: error.path, reason: error.reason)
    }
  }

  /// Makes `folder`'s `Package.swift`, `Sources` and `Tests` exactly `files`, touching only
  /// the files that change so the build stays incremental.
  ///
  /// A file can go back and forth between contents within one second (a step's reference,
  /// a chaff, the reference again), and the incremental build compares times too coarsely
  /// to tell the versions, or the module interfaces built from them, apart. So every file
  /// written gets a modification time a second later than any file of the folder had before,
  /// and than now; and when a source of a module changes, the module's tests get that time
  /// too, so that they are compiled again against it.
  static func sync(_ folder: URL, to files: [String: Data]) throws(KataError) {
    for top in ["Sources", "Tests"] {
      let base = folder.appendingPathComponent(top)
      for relative in FileManager.default.subpaths(atPath: base.path) ?? [] {
        let url = base.appendingPathComponent(relative)
        let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        if isFile, files["\(top)/\(relative)"] == nil {
          try? FileManager.default.removeItem(at: url)
        }
      }
    }
    var newest = Date()
    for path in files.keys {
      let url = folder.appendingPathComponent(path)
      if let date = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?
        .contentModificationDate, date > newest
      {
        newest = date
      }
    }
    let stamp = Date(timeIntervalSince1970: (newest.timeIntervalSince1970 + 1).rounded(.up))
    var written: [String] = []
    for (path, data) in files {
      let url = folder.appendingPathComponent(path)
      if (try? Data(contentsOf: url)) != data {
        try write(data, to: url)
        written.append(path)
      }
    }
    let changedModules = Set(
      written.compactMap { path -> String? in
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : nil
      })
    written += files.keys.filter { path in
      let parts = path.split(separator: "/")
      return parts.count > 2 && parts[0] == "Tests"
        && changedModules.contains(String(parts[1].dropLast("Tests".count)))
        && parts[1].hasSuffix("Tests")
    }
    for path in written {
      try? FileManager.default.setAttributes(
        [.modificationDate: stamp], ofItemAtPath: folder.appendingPathComponent(path).path)
    }
  }
}
