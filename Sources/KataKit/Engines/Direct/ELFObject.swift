import Foundation

/// The sections of a 64-bit little-endian ELF object, as Linux's compilers write them, read
/// without a tool: enough to find what the Swift compiler leaves for the linker in a named
/// section. Anything else (another format, numbering past 65,279 sections, a truncated
/// file) reads as no object, and the caller falls back to the toolchain's own tool.
struct ELFObject {
  /// The file's bytes.
  private let bytes: Data
  /// Each section's name, with where its contents are in the file.
  private let sections: [(name: String, range: Range<Int>)]

  /// The object in `bytes`, or `nil` when they are not one this reader understands.
  init?(_ bytes: Data) {
    guard bytes.count >= 64, bytes.prefix(4).elementsEqual([0x7f, 0x45, 0x4c, 0x46]),
      bytes[bytes.startIndex + 4] == 2, bytes[bytes.startIndex + 5] == 1,
      let tableOffset = Self.integer(bytes, at: 0x28, size: 8), tableOffset <= bytes.count,
      let entrySize = Self.integer(bytes, at: 0x3a, size: 2), entrySize >= 64,
      let count = Self.integer(bytes, at: 0x3c, size: 2), count > 0,
      let namesIndex = Self.integer(bytes, at: 0x3e, size: 2), namesIndex < count
    else { return nil }
    var headers: [(name: Int, range: Range<Int>)] = []
    for index in 0..<count {
      let header = tableOffset + index * entrySize
      guard let name = Self.integer(bytes, at: header, size: 4),
        let type = Self.integer(bytes, at: header + 4, size: 4),
        let offset = Self.integer(bytes, at: header + 24, size: 8),
        let size = Self.integer(bytes, at: header + 32, size: 8)
      else { return nil }
      // A section without contents in the file (such as `.bss`) has an empty range.
      let stored = type == 8 ? 0 : size
      guard offset <= bytes.count, stored <= bytes.count - offset else { return nil }
      let start = bytes.startIndex + offset
      headers.append((name, start..<start + stored))
    }
    let names = bytes[headers[namesIndex].range]
    var sections: [(name: String, range: Range<Int>)] = []
    for header in headers {
      let start = names.startIndex + header.name
      guard start < names.endIndex else { return nil }
      let end = names[start...].firstIndex(of: 0) ?? names.endIndex
      sections.append((String(decoding: names[start..<end], as: UTF8.self), header.range))
    }
    self.bytes = bytes
    self.sections = sections
  }

  /// The contents of every section called `name`, in the file's order.
  func contents(ofSectionsNamed name: String) -> [Data] {
    sections.filter { $0.name == name }.map { Data(bytes[$0.range]) }
  }

  /// The unsigned little-endian integer of `size` bytes at `offset`, when it fits in the
  /// data and in an `Int`.
  private static func integer(_ bytes: Data, at offset: Int, size: Int) -> Int? {
    guard offset >= 0, offset <= bytes.count - size else { return nil }
    var value: UInt64 = 0
    for index in (0..<size).reversed() {
      value = value << 8 | UInt64(bytes[bytes.startIndex + offset + index])
    }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
