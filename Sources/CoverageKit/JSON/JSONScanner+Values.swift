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
    var byte = try peek()
    let negative = byte == UInt8(ascii: "-")
    if negative {
      offset += 1
      guard offset < end else { throw failure(expected: "a whole number for \(what())") }
      byte = base[offset]
    }
    guard byte &- 0x30 < 10 else { throw failure(expected: "a whole number for \(what())") }
    var value: Int64 = 0
    while offset < end {
      let digit = base[offset] &- 0x30
      guard digit < 10 else { break }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else {
        throw JSONFailure(offset: offset, message: "number too large for \(what())")
      }
      value = sum
      offset += 1
    }
    if offset < end {
      let next = base[offset]
      if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
        throw failure(expected: "a whole number for \(what())")
      }
    }
    return negative ? -value : value
  }

  /// Reads an execution count: an unsigned 64-bit whole number, as llvm-cov keeps them, so
  /// a counter that wrapped (18446744073709551615) is read exactly. A count a writer of
  /// doubles wrote as a whole float (`1.8446744073709552e19`) is read too, as the largest
  /// count from 2^64 up; a fraction or a minus is refused.
  @inline(__always)
  mutating func readCount(_ what: @autoclosure () -> String) throws(JSONFailure) -> UInt64 {
    let start = offset
    let byte = try peek()
    guard byte != UInt8(ascii: "-") else {
      throw failure(expected: "a count of zero or more for \(what())")
    }
    guard byte &- 0x30 < 10 else { throw failure(expected: "a whole number for \(what())") }
    var value: UInt64 = 0
    while offset < end {
      let digit = base[offset] &- 0x30
      guard digit < 10 else { break }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2 else {
        throw JSONFailure(offset: offset, message: "number too large for \(what())")
      }
      value = sum
      offset += 1
    }
    guard offset < end,
      base[offset] == UInt8(ascii: ".") || base[offset] | 0x20 == UInt8(ascii: "e")
    else { return value }
    offset = start
    let number = try readNumber(what())
    guard number.rounded(.towardZero) == number else {
      offset = start
      throw failure(expected: "a whole number for \(what())")
    }
    return number >= 0x1p64 ? .max : UInt64(number)
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

  /// Reads a number as JSON writes it (RFC 8259): an optional minus, no leading zeros, an
  /// optional fraction and exponent.
  mutating func readNumber(_ what: @autoclosure () -> String) throws(JSONFailure) -> Double {
    _ = try peek()
    let start = offset
    func digits() -> Int {
      let first = offset
      while offset < end, base[offset] &- 0x30 < 10 { offset += 1 }
      return offset - first
    }
    if offset < end, base[offset] == UInt8(ascii: "-") { offset += 1 }
    let whole = offset
    var valid = digits() > 0 && (base[whole] != UInt8(ascii: "0") || offset - whole == 1)
    if valid, offset < end, base[offset] == UInt8(ascii: ".") {
      offset += 1
      valid = digits() > 0
    }
    if valid, offset < end, base[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < end, base[offset] == UInt8(ascii: "+") || base[offset] == UInt8(ascii: "-") {
        offset += 1
      }
      valid = digits() > 0
    }
    let text = String(
      decoding: UnsafeBufferPointer(start: base + start, count: offset - start), as: UTF8.self)
    guard valid, let value = Double(text) else {
      offset = start
      guard base[start] == UInt8(ascii: "-") || base[start] &- 0x30 < 10 else {
        throw failure(expected: what())
      }
      throw JSONFailure(
        offset: start, message: "a number JSON does not allow (write 8 or 8.0, never 8. or 08)")
    }
    return value
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
