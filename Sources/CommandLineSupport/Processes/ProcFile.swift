import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files and folders of `/proc`, read with the system's own calls.
///
/// Foundation's readers keep a few kilobytes for good on each read of some of these files,
/// which the kernel writes as they are read (an empty `/proc/self/task/N/children`): the
/// reaper reads them fifty times a second, and a room served for a day grew by gigabytes.
/// Every read of `/proc` in the tools goes through here.
public enum ProcFile {
  /// The bytes of the file at `path`, at most `limit` of them; `nil` when it cannot be read.
  static func data(_ path: String, limit: Int = 1 << 20) -> Data? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < limit {
      let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? Data(bytes.prefix(limit)) : nil }
      bytes += chunk[0..<count]
    }
    return Data(bytes.prefix(limit))
  }

  /// The text of the file at `path`, read as UTF-8; `nil` when it cannot be read.
  public static func text(_ path: String, limit: Int = 1 << 20) -> String? {
    data(path, limit: limit).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder at `path`, `.` and `..` left out; none when it cannot be read.
  static func names(in path: String) -> [String] {
    guard let folder = opendir(path) else { return [] }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
