/// The numbers of a JSON document, read where a ``JSONScanner`` stands: whole numbers,
/// llvm-cov's unsigned execution counts and numbers with fractions, each checked as RFC 8259
/// writes them.
enum JSONNumbers {
  /// Reads a whole number; fractions and exponents are refused.
  @inline(__always)
  static func integer(
    in scanner: inout JSONScanner, _ what: @autoclosure () -> String
  ) throws(JSONFailure) -> Int64 {
    var byte = try scanner.peek()
    let negative = byte == UInt8(ascii: "-")
    if negative {
      scanner.offset += 1
      guard scanner.offset < scanner.end else {
        throw scanner.failure(expected: "a whole number for \(what())")
      }
      byte = scanner.base[scanner.offset]
    }
    guard byte &- 0x30 < 10 else { throw scanner.failure(expected: "a whole number for \(what())") }
    var value: Int64 = 0
    while scanner.offset < scanner.end {
      let digit = scanner.base[scanner.offset] &- 0x30
      guard digit < 10 else { break }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else {
        throw JSONFailure(offset: scanner.offset, message: "number too large for \(what())")
      }
      value = sum
      scanner.offset += 1
    }
    if scanner.offset < scanner.end {
      let next = scanner.base[scanner.offset]
      if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
        throw scanner.failure(expected: "a whole number for \(what())")
      }
    }
    return negative ? -value : value
  }

  /// Reads an execution count: an unsigned 64-bit whole number, as llvm-cov keeps them, so
  /// a counter that wrapped (18446744073709551615) is read exactly. A count a writer of
  /// doubles wrote as a whole float (`1.8446744073709552e19`) is read too, as the largest
  /// count from 2^64 up; a fraction or a minus is refused.
  @inline(__always)
  static func count(
    in scanner: inout JSONScanner, _ what: @autoclosure () -> String
  ) throws(JSONFailure) -> UInt64 {
    let start = scanner.offset
    let byte = try scanner.peek()
    guard byte != UInt8(ascii: "-") else {
      throw scanner.failure(expected: "a count of zero or more for \(what())")
    }
    guard byte &- 0x30 < 10 else { throw scanner.failure(expected: "a whole number for \(what())") }
    var value: UInt64 = 0
    while scanner.offset < scanner.end {
      let digit = scanner.base[scanner.offset] &- 0x30
      guard digit < 10 else { break }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2 else {
        throw JSONFailure(offset: scanner.offset, message: "number too large for \(what())")
      }
      value = sum
      scanner.offset += 1
    }
    guard scanner.offset < scanner.end,
      scanner.base[scanner.offset] == UInt8(ascii: ".")
        || scanner.base[scanner.offset] | 0x20 == UInt8(ascii: "e")
    else { return value }
    scanner.offset = start
    let number = try Self.number(in: &scanner, what())
    guard number.rounded(.towardZero) == number else {
      scanner.offset = start
      throw scanner.failure(expected: "a whole number for \(what())")
    }
    return number >= 0x1p64 ? .max : UInt64(number)
  }

  /// Reads a number as JSON writes it (RFC 8259): an optional minus, no leading zeros, an
  /// optional fraction and exponent.
  static func number(
    in scanner: inout JSONScanner, _ what: @autoclosure () -> String
  ) throws(JSONFailure) -> Double {
    _ = try scanner.peek()
    let start = scanner.offset
    func digits() -> Int {
      let first = scanner.offset
      while scanner.offset < scanner.end, scanner.base[scanner.offset] &- 0x30 < 10 {
        scanner.offset += 1
      }
      return scanner.offset - first
    }
    if scanner.offset < scanner.end, scanner.base[scanner.offset] == UInt8(ascii: "-") {
      scanner.offset += 1
    }
    let whole = scanner.offset
    var valid =
      digits() > 0 && (scanner.base[whole] != UInt8(ascii: "0") || scanner.offset - whole == 1)
    if valid, scanner.offset < scanner.end, scanner.base[scanner.offset] == UInt8(ascii: ".") {
      scanner.offset += 1
      valid = digits() > 0
    }
    if valid, scanner.offset < scanner.end, scanner.base[scanner.offset] | 0x20 == UInt8(ascii: "e")
    {
      scanner.offset += 1
      if scanner.offset < scanner.end,
        scanner.base[scanner.offset] == UInt8(ascii: "+")
          || scanner.base[scanner.offset] == UInt8(ascii: "-")
      {
        scanner.offset += 1
      }
      valid = digits() > 0
    }
    let text = String(
      decoding: UnsafeBufferPointer(start: scanner.base + start, count: scanner.offset - start),
      as: UTF8.self)
    guard valid, let value = Double(text) else {
      scanner.offset = start
      guard scanner.base[start] == UInt8(ascii: "-") || scanner.base[start] &- 0x30 < 10 else {
        throw scanner.failure(expected: what())
      }
      throw JSONFailure(
        offset: start, message: "a number JSON does not allow (write 8 or 8.0, never 8. or 08)")
    }
    return value
  }
}
