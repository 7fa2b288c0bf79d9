import Foundation

/// The code of one run, the learner's sources and tests as text by path, kept once per
/// content under its fingerprint: a workspace keeps it in `.kata/snapshots/`, a classroom in
/// `NAME/snapshots/`, and the instructor's page shows a run's change from the run before.
enum CodeSnapshot {
  /// The most files a room keeps of one run: a learner's kata has a few dozen, so more is a
  /// mistake or an attack.
  static let maximumFiles = 1_000

  /// The fingerprint of `code`, which names its file.
  static func fingerprint(of code: [String: String]) -> String {
    ContentFingerprint.of(code.mapValues { Data($0.utf8) })
  }

  /// Keeps `files` in `folder`, once per content, and returns their fingerprint.
  static func keep(_ files: [String: Data], in folder: URL) throws(KataError) -> String {
    let code = files.mapValues { String(decoding: $0, as: UTF8.self) }
    let fingerprint = fingerprint(of: code)
    let file = folder.appendingPathComponent("\(fingerprint).json")
    if !FileManager.default.fileExists(atPath: file.path) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      guard let data = try? encoder.encode(code) else {
        throw .file(path: file.path, reason: "cannot encode the code of the run")
      }
      try PackageFolder.write(data, to: file)
    }
    return fingerprint
  }

  /// The code kept under `fingerprint` in `folder`.
  static func read(_ fingerprint: String, in folder: URL) throws -> [String: String] {
    guard ContentFingerprint.isFingerprint(fingerprint) else {
      throw KataError.file(path: fingerprint, reason: "not a fingerprint")
    }
    return try JSONDecoder().decode(
      [String: String].self,
      from: Data(contentsOf: folder.appendingPathComponent("\(fingerprint).json")))
  }
}
