/// Reading values: keys, strings, numbers and counts, booleans, null, and skipping a value.
extension JSONScanner {

  /// Reads an object key and the `:` after it.
  mutating func readKey() throws(JSONFailure) -> JSONKey {
    try expect(UInt8(ascii: "\""), "a key in quotes")
    let start = offset
    while offset < end {
      let byte = base[offset]
      if byte == UInt8(ascii: "\"") {
        let key = JSONKey(start: base + start, count: offset - start)
        offset += 1
        try expect(UInt8(ascii: ":"), "':' after a key")
        return key
      }
      if byte == UInt8(ascii: "\\") { offset += 1 }
      offset += 1
    }
    throw JSONFailure(offset: offset, message: "unexpected end of file inside a key (truncated?)")
  }

  /// Reads a string, decoding its escapes.
  mutating func readString(_ what: @autoclosure () -> String) throws(JSONFailure) -> String {
    try expect(UInt8(ascii: "\""), "a string for \(what())")
    let start = offset
    var hasEscapes = false
    while offset < end {
      let byte = base[offset]
      if byte == UInt8(ascii: "\"") {
        let bytes = UnsafeBufferPointer(start: base + start, count: offset - start)
        offset += 1
        return hasEscapes
          ? try JSONStringEscapes.unescape(bytes, at: start)
          : String(decoding: bytes, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        offset += 1
      } else if byte < 0x20 {
        throw JSONFailure(offset: offset, message: "control character inside a string")
      }
      offset += 1
    }
    throw JSONFailure(
      offset: offset, message: "unexpected end of file inside a string (truncated?)")
  }

  /// Reads a whole number; fractions and exponents are refused.
  @inline(__always)
  mutating func readInteger(_ what: @autoclosure () -> String) throws(JSONFailure) -> Int64 {
    try JSONNumbers.integer(in: &self, what())
  }

  /// Reads an execution count: an unsigned 64-bit whole number (``JSONNumbers/count(in:_:)``).
  @inline(__always)
  mutating func readCount(_ what: @autoclosure () -> String) throws(JSONFailure) -> UInt64 {
    try JSONNumbers.count(in: &self, what())
  }

  /// Reads `true` or `false`.
  @inline(__always)
  mutating func readBool(_ what: @autoclosure () -> String) throws(JSONFailure) -> Bool {
    let byte = try peek()
    if byte == UInt8(ascii: "t"), end - offset >= 4, base[offset + 1] == UInt8(ascii: "r"),
      base[offset + 2] == UInt8(ascii: "u"), base[offset + 3] == UInt8(ascii: "e")
    {
      offset += 4
      return true
    }
    if byte == UInt8(ascii: "f"), end - offset >= 5, base[offset + 1] == UInt8(ascii: "a"),
      base[offset + 2] == UInt8(ascii: "l"), base[offset + 3] == UInt8(ascii: "s"),
      base[offset + 4] == UInt8(ascii: "e")
    {
      offset += 5
      return false
    }
    throw failure(expected: "true or false for \(what())")
  }

  /// Reads a number as JSON writes it (RFC 8259; ``JSONNumbers/number(in:_:)``).
  mutating func readNumber(_ what: @autoclosure () -> String) throws(JSONFailure) -> Double {
    try JSONNumbers.number(in: &self, what())
  }

  /// Reads `null`.
  mutating func readNull(_ what: @autoclosure () -> String) throws(JSONFailure) {
    guard try peek() == UInt8(ascii: "n"), matches("null") else {
      throw failure(expected: "a value for \(what())")
    }
    offset += 4
  }

  /// Skips one value of any kind, checking only that brackets and strings are closed.
  mutating func skipValue() throws(JSONFailure) {
    let first = try peek()
    switch first {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      try skipContainer()
    case UInt8(ascii: "\""):
      try skipString()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      for literal: StaticString in ["true", "false", "null"] where matches(literal) {
        offset += literal.utf8CodeUnitCount
        return
      }
      throw failure(expected: "a value")
    default:
      let start = offset
      while offset < end, JSONBytes.isNumberByte(base[offset]) { offset += 1 }
      guard offset > start else { throw failure(expected: "a value") }
    }
  }

  /// Fails unless only white space is left.
  mutating func expectEnd() throws(JSONFailure) {
    while offset < end {
      let byte = base[offset]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else {
        throw JSONFailure(offset: offset, message: "unexpected data after the end of the document")
      }
      offset += 1
    }
  }
}
