import Foundation

/// The folder where one package's test files are compiled, an object for each, at the same
/// paths in every build: the compiler writes a hash of a file's code into its object, and
/// where the object at its output path has the same hash, it keeps that object and skips
/// generating the machine code again. So after a test edit only the edited file's object
/// is generated. (The hash covers the output path, hence the one folder.)
///
/// A build takes its objects as hard links, so what it keeps never changes: the compiler
/// replaces an object by renaming a new file over it, never by writing in place.
struct ObjectStore: Sendable {
  /// The folder of the objects.
  let folder: URL

  /// The store of the package at `root`, among the build folders in `parent`.
  init(of root: URL, in parent: URL) {
    folder = parent.appendingPathComponent(
      "objects-\(ContentFingerprint.of([root.path: Data()]))")
  }

  /// The object of `source`, the same in every build: one per source path, and for a file
  /// generated in the build's own folder `building`, one per file name.
  func object(of source: String, buildingIn building: URL) -> URL {
    let file = URL(fileURLWithPath: source)
    let path = source.hasPrefix(building.path + "/") ? file.lastPathComponent : source
    return folder.appendingPathComponent(
      "\(file.deletingPathExtension().lastPathComponent)-\(ContentFingerprint.of([path: Data()])).o"
    )
  }

  /// Links `objects`, compiled in the store, into `building` under their names, or copies
  /// them where a hard link cannot be made.
  func link(_ objects: [URL], into building: URL) throws(KataError) {
    let files = FileManager.default
    for object in objects {
      let target = building.appendingPathComponent(object.lastPathComponent)
      do {
        try files.linkItem(at: object, to: target)
      } catch {
        do {
          try files.copyItem(at: object, to: target)
        } catch {
          throw .file(path: target.path, reason: error.localizedDescription)
        }
      }
    }
  }
}
