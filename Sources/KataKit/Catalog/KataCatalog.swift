import Foundation

/// The katas in a folder, such as the repository's `Katas/`.
struct KataCatalog: Sendable {
  /// The folder holding one folder per kata.
  let folder: URL

  /// Creates the catalog of `folder`.
  init(folder: URL) {
    self.folder = folder
  }

  /// The names of the katas, the subfolders with a `kata.json`, in curriculum order: by
  /// each manifest's `order` (katas without one last), then by name.
  var kataIDs: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let ranked = names.compactMap { name -> (order: Int, name: String)? in
      let manifest = folder.appendingPathComponent("\(name)/kata.json")
      guard let data = try? Data(contentsOf: manifest) else { return nil }
      let order = (try? JSONDecoder().decode(Position.self, from: data))?.order
      return (order ?? .max, name)
    }
    return ranked.sorted { ($0.order, $0.name) < ($1.order, $1.name) }.map(\.name)
  }

  /// The kata named `id`.
  func kata(_ id: String) throws(KataError) -> Kata {
    guard SafePath.isPlainName(id), kataIDs.contains(id) else {
      throw .unknownKata(id, available: kataIDs)
    }
    return try Kata(folder: folder.appendingPathComponent(id))
  }

  /// The one key of a manifest the order needs, read without checking the rest.
  private struct Position: Decodable {
    var order: Int?
  }
}
