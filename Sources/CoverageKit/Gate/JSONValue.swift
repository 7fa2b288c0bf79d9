import Foundation

/// A JSON document as a tree, for the small files the gate reads: configuration and baseline.
///
/// Its own strict parser (RFC 8259) tells `true` from `1` the same way on every platform,
/// refuses what some decoders let through, such as a comma before `]` or `}`, and says at
/// which line and column a document goes wrong.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Where and why a document is not JSON, as `line 3, column 5: …`.
  struct SyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var reason: String

    var description: String { "line \(line), column \(column): \(reason)" }
  }

  /// The document in `data` when it is strict JSON, else where it is not.
  static func strict(_ data: Data) -> Result<JSONValue, SyntaxError> {
    var parser = Parser(bytes: Array(data))
    do throws(SyntaxError) {
      parser.skipSpace()
      let value = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.offset == parser.bytes.count else {
        throw parser.error("more after the end of the document")
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  /// The number, if this is one.
  var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The string, if this is one.
  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The members, if this is an object.
  var object: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }

  /// The elements, if this is an array.
  var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// A recursive-descent reader of one document.
  private struct Parser {
    let bytes: [UInt8]
    var offset = 0

    /// The error at the current offset, or at `position`.
    func error(_ reason: String, at position: Int? = nil) -> SyntaxError {
      var line = 1
      var column = 1
      for byte in bytes.prefix(position ?? offset) {
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return SyntaxError(line: line, column: column, reason: reason)
    }

    mutating func skipSpace() {
      while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
      guard depth < 64 else { throw error("nested more than 64 deep") }
      guard offset < bytes.count else {
        throw error(bytes.isEmpty ? "the file is empty" : "the document ends too soon")
      }
      switch bytes[offset] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): return try literal("true", .bool(true))
      case UInt8(ascii: "f"): return try literal("false", .bool(false))
      case UInt8(ascii: "n"): return try literal("null", .null)
      default: return .number(try number())
      }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
      offset += 1
      var members: [String: JSONValue] = [:]
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
          throw offset < bytes.count && bytes[offset] == UInt8(ascii: "}")
            ? error("a comma before }, which JSON does not allow", at: lastComma)
            : error("expected a key in quotes")
        }
        let key = try string()
        skipSpace()
        try expect(":", "expected : after the key \"\(key)\"")
        skipSpace()
        members[key] = try value(depth: depth + 1)
        skipSpace()
        if try separator(closing: "}") { return .object(members) }
      }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
      offset += 1
      var elements: [JSONValue] = []
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(elements)
      }
      while true {
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
          throw error("a comma before ], which JSON does not allow", at: lastComma)
        }
        elements.append(try value(depth: depth + 1))
        skipSpace()
        if try separator(closing: "]") { return .array(elements) }
      }
    }

    /// Where the last comma between members or elements was.
    var lastComma: Int?

    /// Reads a comma (false) or the closing bracket (true).
    private mutating func separator(closing: Unicode.Scalar) throws(SyntaxError) -> Bool {
      guard offset < bytes.count else { throw error("the document ends before its \(closing)") }
      if bytes[offset] == UInt8(ascii: ",") {
        lastComma = offset
        offset += 1
        return false
      }
      try expect(closing, "expected , or \(closing)")
      return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ reason: String) throws(SyntaxError) {
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: scalar) else { throw error(reason) }
      offset += 1
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError)
      -> JSONValue
    {
      let expected = Array(word.utf8)
      guard bytes.count - offset >= expected.count,
        Array(bytes[offset..<offset + expected.count]) == expected
      else { throw error("not a JSON value") }
      offset += expected.count
      return value
    }

    private mutating func number() throws(SyntaxError) -> Double {
      let start = offset
      let allowed = Set("+-0123456789.eE".utf8)
      while offset < bytes.count, allowed.contains(bytes[offset]) { offset += 1 }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      let shape = #/-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/#
      guard !text.isEmpty, text.wholeMatch(of: shape) != nil, let value = Double(text) else {
        offset = start
        throw error("not a JSON value")
      }
      return value
    }

    private mutating func string() throws(SyntaxError) -> String {
      offset += 1
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          offset += 1
          flush()
          return String(scalars)
        }
        if byte < 0x20 { throw error("a control character inside a string") }
        if byte != UInt8(ascii: "\\") {
          run.append(byte)
          offset += 1
          continue
        }
        flush()
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): run.append(escape)
        case UInt8(ascii: "b"): run.append(0x08)
        case UInt8(ascii: "f"): run.append(0x0C)
        case UInt8(ascii: "n"): run.append(0x0A)
        case UInt8(ascii: "r"): run.append(0x0D)
        case UInt8(ascii: "t"): run.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex()
          if (0xD800..<0xDC00).contains(code), bytes.count - offset >= 6,
            bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
          {
            offset += 2
            let low = try hex()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw error("a \\u escape of no character")
          }
          scalars.append(scalar)
        default:
          offset -= 1
          throw error("an unknown escape in a string")
        }
      }
      throw error("a string that never ends")
    }

    private mutating func hex() throws(SyntaxError) -> UInt32 {
      guard bytes.count - offset >= 4,
        let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
      else { throw error("a \\u escape needs four hexadecimal digits") }
      offset += 4
      return code
    }
  }
}
