/// The escapes of a JSON string decoded (`\n`, `\u00e9`, a surrogate pair), for the few
/// strings that have any.
enum JSONStringEscapes {
  /// The text of a string's bytes between its quotes, its escapes decoded; `start` is the
  /// offset of the first in the document, for a failure's offset.
  static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONFailure)
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
        throw JSONFailure(offset: start + index, message: "invalid escape in a string")
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
        throw JSONFailure(offset: start + index - 1, message: "invalid escape in a string")
      }
    }
    flush()
    return String(scalars)
  }

  /// The value of the four hexadecimal digits of a `\u` escape at `index` of `bytes`.
  static func hex(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int)
    throws(JSONFailure) -> UInt32
  {
    guard index + 4 <= bytes.count else {
      throw JSONFailure(offset: start + index, message: "invalid \\u escape in a string")
    }
    var value: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONFailure(offset: start + index, message: "invalid \\u escape in a string")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
