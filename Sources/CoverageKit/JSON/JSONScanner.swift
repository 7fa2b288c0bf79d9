/// A forward-only reader over the bytes of a JSON document.
///
/// It reads exactly the values the export reader asks for and skips the rest without building
/// anything, which is what makes a 200 MB export quick to read. Every method throws a
/// ``JSONScanner/Failure`` with the byte offset where the document stopped making sense.
struct JSONScanner {
  /// Where and why the document could not be read.
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  let base: UnsafePointer<UInt8>
  let end: Int
  var offset = 0

  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    // An empty buffer has no base address. The stand-in is never read, because `end` is 0.
    base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
    end = buffer.count
  }

  // MARK: Structure

  /// The next byte after white space, without consuming it.
  @inline(__always)
  mutating func peek() throws(Failure) -> UInt8 {
    while offset < end {
      let byte = base[offset]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return byte }
      offset += 1
    }
    throw Failure(offset: offset, message: "unexpected end of file (truncated?)")
  }

  /// Consumes `byte` after white space, or fails naming what was expected.
  @inline(__always)
  mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(Failure) {
    guard try peek() == byte else { throw failure(expected: what()) }
    offset += 1
  }

  /// Steps over the byte ``peek()`` returned.
  @inline(__always)
  mutating func skipByte() {
    offset += 1
  }

  /// Consumes `byte` after white space if it is next.
  @inline(__always)
  mutating func consume(_ byte: UInt8) throws(Failure) -> Bool {
    guard try peek() == byte else { return false }
    offset += 1
    return true
  }

  /// Whether another member of the object follows; reads the `,` or the closing `}`.
  ///
  /// Use it after consuming `{`, with `isFirst` starting as `true`:
  /// `while try scanner.hasNextMember(&isFirst) { let key = try scanner.readKey() … }`.
  @inline(__always)
  mutating func hasNextMember(_ isFirst: inout Bool) throws(Failure) -> Bool {
    try hasNext(&isFirst, closer: UInt8(ascii: "}"), what: "',' or '}' in an object")
  }

  /// Whether another element of the array follows; reads the `,` or the closing `]`.
  @inline(__always)
  mutating func hasNextElement(_ isFirst: inout Bool) throws(Failure) -> Bool {
    try hasNext(&isFirst, closer: UInt8(ascii: "]"), what: "',' or ']' in an array")
  }

  @inline(__always)
  mutating func hasNext(_ isFirst: inout Bool, closer: UInt8, what: String)
    throws(Failure) -> Bool
  {
    let byte = try peek()
    if byte == closer {
      offset += 1
      return false
    }
    if isFirst {
      isFirst = false
      return true
    }
    guard byte == UInt8(ascii: ",") else { throw failure(expected: what) }
    let comma = offset
    offset += 1
    if try peek() == closer {
      throw Failure(
        offset: comma,
        message: "a comma before '\(Character(UnicodeScalar(closer)))', which JSON does not allow")
    }
    return true
  }

  // MARK: Helpers

  mutating func skipString() throws(Failure) {
    offset += 1
    while offset < end {
      let byte = base[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return
      }
      offset += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    throw Failure(offset: end, message: "unexpected end of file inside a string (truncated?)")
  }

  mutating func skipContainer() throws(Failure) {
    var closers: [UInt8] = []
    closers.reserveCapacity(32)
    while offset < end {
      // Most bytes are digits, commas and names: step over them without looking closer.
      offset = Self.nextStructural(in: base, from: offset, to: end)
      guard offset < end else { break }
      let byte = base[offset]
      switch byte {
      case UInt8(ascii: "{"):
        closers.append(UInt8(ascii: "}"))
        offset += 1
      case UInt8(ascii: "["):
        closers.append(UInt8(ascii: "]"))
        offset += 1
      case UInt8(ascii: "\""):
        try skipString()
      default:
        guard closers.last == byte else {
          throw Failure(offset: offset, message: "mismatched '\(Character(UnicodeScalar(byte)))'")
        }
        closers.removeLast()
        offset += 1
        if closers.isEmpty { return }
      }
    }
    throw Failure(offset: end, message: "unexpected end of file (truncated?)")
  }

  /// The offset of the first byte from `start` that opens or closes a container or a string.
  static func nextStructural(in base: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Int
  {
    var offset = start
    while offset < end {
      let byte = base[offset]
      // `[`, `]`, `{` and `}` are 0x5B, 0x5D, 0x7B and 0x7D; `"` is 0x22.
      if byte | 0x20 == 0x7B || byte | 0x20 == 0x7D || byte == 0x22 { return offset }
      offset += 1
    }
    return end
  }

  func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - offset >= count else { return false }
    let bytes = literal.utf8Start
    for index in 0..<count where base[offset + index] != bytes[index] { return false }
    return true
  }

  static func isNumberByte(_ byte: UInt8) -> Bool {
    (byte &- 0x30) < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }

  func failure(expected: String) -> Failure {
    guard offset < end else {
      return Failure(offset: offset, message: "unexpected end of file (truncated?)")
    }
    let found = Character(UnicodeScalar(base[offset]))
    return Failure(offset: offset, message: "expected \(expected), found '\(found)'")
  }

  static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(Failure)
    -> String
  {
    var scalars = String.UnicodeScalarView()
    var utf8: [UInt8] = []
    var index = 0
    func flush() {
      scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
      utf8.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count else {
        throw Failure(offset: start + index, message: "invalid escape in a string")
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"):
        var value = try hex(bytes, at: index, start: start)
        index += 4
        if (0xD800..<0xDC00).contains(value), index + 6 <= bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          let low = try hex(bytes, at: index + 2, start: start)
          if (0xDC00..<0xE000).contains(low) {
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          }
        }
        flush()
        scalars.append(UnicodeScalar(value) ?? "\u{FFFD}")
      default:
        throw Failure(offset: start + index - 1, message: "invalid escape in a string")
      }
    }
    flush()
    return String(scalars)
  }

  static func hex(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int)
    throws(Failure) -> UInt32
  {
    guard index + 4 <= bytes.count else {
      throw Failure(offset: start + index, message: "invalid \\u escape in a string")
    }
    var value: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Failure(offset: start + index, message: "invalid \\u escape in a string")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
