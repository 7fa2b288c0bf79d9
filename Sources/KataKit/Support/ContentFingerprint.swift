import Foundation

/// The key of every cache `kata` keeps on disk: a fingerprint of files by path (FNV-1a over
/// the sorted paths and their contents), the same in every process, unlike `Hasher`.
enum ContentFingerprint {
  /// The fingerprint of `files`, sixteen hexadecimal digits at most.
  static func of(_ files: [String: Data]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
      }
      hash ^= 0xff
      hash &*= 0x100_0000_01b3
    }
    for (path, data) in files.sorted(by: { $0.key < $1.key }) {
      mix(path.utf8)
      mix(data)
    }
    return String(hash, radix: 16)
  }

  /// Whether `text` can be a fingerprint: one to sixteen lowercase hexadecimal digits, and
  /// so a safe file name.
  static func isFingerprint(_ text: String) -> Bool {
    (1...16).contains(text.utf8.count)
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
