/// A forward-only reader over the bytes of a JSON document.
///
/// It reads exactly the values the export reader asks for and skips the rest without building
/// anything, which is what makes a 200 MB export quick to read. Every method throws a
/// ``JSONFailure`` with the byte offset where the document stopped making sense.
struct JSONScanner {
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
  mutating func peek() throws(JSONFailure) -> UInt8 {
    while offset < end {
      let byte = base[offset]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return byte }
      offset += 1
    }
    throw JSONFailure(offset: offset, message: "unexpected end of file (truncated?)")
  }

  /// Consumes `byte` after white space, or fails naming what was expected.
  @inline(__always)
  mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(JSONFailure) {
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
  mutating func consume(_ byte: UInt8) throws(JSONFailure) -> Bool {
    guard try peek() == byte else { return false }
    offset += 1
    return true
  }

  /// Whether another member of the object follows; reads the `,` or the closing `}`.
  ///
  /// Use it after consuming `{`, with `isFirst` starting as `true`:
  /// `while try scanner.hasNextMember(&isFirst) { let key = try scanner.readKey() … }`.
  @inline(__always)
  mutating func hasNextMember(_ isFirst: inout Bool) throws(JSONFailure) -> Bool {
    try hasNext(&isFirst, closer: UInt8(ascii: "}"), what: "',' or '}' in an object")
  }

  /// Whether another element of the array follows; reads the `,` or the closing `]`.
  @inline(__always)
  mutating func hasNextElement(_ isFirst: inout Bool) throws(JSONFailure) -> Bool {
    try hasNext(&isFirst, closer: UInt8(ascii: "]"), what: "',' or ']' in an array")
  }

  @inline(__always)
  mutating func hasNext(_ isFirst: inout Bool, closer: UInt8, what: String)
    throws(JSONFailure) -> Bool
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
      throw JSONFailure(
        offset: comma,
        message: "a comma before '\(Character(UnicodeScalar(closer)))', which JSON does not allow")
    }
    return true
  }

  // MARK: Helpers

  mutating func skipString() throws(JSONFailure) {
    offset += 1
    while offset < end {
      let byte = base[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return
      }
      offset += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    throw JSONFailure(offset: end, message: "unexpected end of file inside a string (truncated?)")
  }

  mutating func skipContainer() throws(JSONFailure) {
    var closers: [UInt8] = []
    closers.reserveCapacity(32)
    while offset < end {
      // Most bytes are digits, commas and names: step over them without looking closer.
      offset = JSONBytes.nextStructural(in: base, from: offset, to: end)
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
          throw JSONFailure(
            offset: offset, message: "mismatched '\(Character(UnicodeScalar(byte)))'")
        }
        closers.removeLast()
        offset += 1
        if closers.isEmpty { return }
      }
    }
    throw JSONFailure(offset: end, message: "unexpected end of file (truncated?)")
  }

  /// Whether the bytes left are the start of `literal`, cut short by the end of the data: a
  /// file truncated inside a `true` is truncated, not a wrong value.
  private func endsWithin(_ literal: String) -> Bool {
    let left = end - offset
    return left < literal.utf8.count
      && literal.utf8.prefix(left).elementsEqual((0..<left).lazy.map { base[offset + $0] })
  }

  func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - offset >= count else { return false }
    let bytes = literal.utf8Start
    for index in 0..<count where base[offset + index] != bytes[index] { return false }
    return true
  }

  func failure(expected: String) -> JSONFailure {
    guard offset < end, !["true", "false", "null"].contains(where: endsWithin) else {
      return JSONFailure(offset: offset, message: "unexpected end of file (truncated?)")
    }
    let found = Character(UnicodeScalar(base[offset]))
    return JSONFailure(offset: offset, message: "expected \(expected), found '\(found)'")
  }
}
