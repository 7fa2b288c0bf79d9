import Foundation

extension Kata {
  /// The kata as one JSON file, which a workspace keeps instead of a browsable copy of the
  /// kata's folder: a plain `find` must not list the chaffs or the later steps by name.
  var bundle: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(Bundle(id: id, files: contents))) ?? Data()
  }

  /// Loads the kata kept in the bundle file at `url`.
  init(bundle url: URL) throws(KataError) {
    guard let data = try? Data(contentsOf: url),
      let bundle = try? JSONDecoder().decode(Bundle.self, from: data)
    else {
      throw .invalidWorkspace(path: url.path, reason: "not a kata bundle")
    }
    try self.init(contents: bundle.files, id: bundle.id, folder: url.deletingLastPathComponent())
  }

  /// What a bundle holds: the kata's id and every file of its folder.
  private struct Bundle: Codable {
    var version = 1
    var id: String
    var files: [String: Data]
  }
}
