import Foundation

/// The katas in a folder, such as the repository's `Katas/`.
public struct KataCatalog: Sendable {
  /// The folder holding one folder per kata.
  public let folder: URL

  /// Creates the catalog of `folder`.
  public init(folder: URL) {
    self.folder = folder
  }

  /// The names of the katas: the subfolders with a `kata.json`, sorted.
  public var kataIDs: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("\(name)/kata.json").path)
    }.sorted()
  }

  /// The kata named `id`.
  public func kata(_ id: String) throws(KataError) -> Kata {
    guard SafePath.isPlainName(id), kataIDs.contains(id) else {
      throw .unknownKata(id, available: kataIDs)
    }
    return try Kata(folder: folder.appendingPathComponent(id))
  }
}
