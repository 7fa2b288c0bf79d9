import Foundation

extension FileManager {
  /// Whether `path` names a folder (a symbolic link to one counts).
  public func isFolder(atPath path: String) -> Bool {
    var isFolder: ObjCBool = false
    return fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }
}
