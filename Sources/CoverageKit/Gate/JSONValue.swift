import Foundation

/// A JSON document as a tree, for the small files the gate reads: configuration and baseline.
///
/// Unlike `JSONSerialization`, it tells `true` from `1` the same way on every platform.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The document in `data` when it is strict JSON; `nil` otherwise. Some decoders accept a
  /// comma before `]` or `}`, which JSON does not allow, so that is refused first.
  static func strict(_ data: Data) -> JSONValue? {
    var inString = false
    var escaped = false
    var last: UInt8?
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        continue
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if last == UInt8(ascii: ",") { return nil }
      default:
        break
      }
      last = byte
    }
    return try? JSONDecoder().decode(JSONValue.self, from: data)
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
}
