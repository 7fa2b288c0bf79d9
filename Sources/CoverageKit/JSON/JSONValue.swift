import Foundation

/// A JSON document as a tree, for the small files the tools read: configuration and baseline.
/// Public so that a tool's section of the configuration file reaches it as read.
///
/// It is read with the export reader's strict scanner, which tells `true` from `1` the same
/// way on every platform, refuses what some decoders let through (a comma before `]` or
/// `}`), and says at which line and column a document goes wrong.
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object: its members by name.
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
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var scanner = JSONScanner(bytes)
      do throws(JSONFailure) {
        guard !bytes.isEmpty else {
          throw JSONFailure(offset: 0, message: "the file is empty")
        }
        let value = try read(&scanner, depth: 0)
        try scanner.expectEnd()
        return .success(value)
      } catch {
        let (line, column) = error.position(in: bytes)
        return .failure(SyntaxError(line: line, column: column, reason: error.message))
      }
    }
  }

  /// The value at the scanner's offset.
  private static func read(_ scanner: inout JSONScanner, depth: Int) throws(JSONFailure)
    -> JSONValue
  {
    guard depth < 64 else {
      throw JSONFailure(offset: scanner.offset, message: "nested more than 64 deep")
    }
    switch try scanner.peek() {
    case UInt8(ascii: "{"):
      scanner.skipByte()
      var members: [String: JSONValue] = [:]
      var isFirst = true
      while try scanner.hasNextMember(&isFirst) {
        let key = try scanner.readKey().text
        members[key] = try read(&scanner, depth: depth + 1)
      }
      return .object(members)
    case UInt8(ascii: "["):
      scanner.skipByte()
      var elements: [JSONValue] = []
      var isFirst = true
      while try scanner.hasNextElement(&isFirst) {
        elements.append(try read(&scanner, depth: depth + 1))
      }
      return .array(elements)
    case UInt8(ascii: "\""):
      return .string(try scanner.readString("a value"))
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      return .bool(try scanner.readBool("a value"))
    case UInt8(ascii: "n"):
      try scanner.readNull("a value")
      return .null
    default:
      return .number(try scanner.readNumber("a value"))
    }
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  /// The string, if this is one.
  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The members, if this is an object.
  public var object: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }

  /// The elements, if this is an array.
  public var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }
}
