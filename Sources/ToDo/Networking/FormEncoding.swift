/// Encodes form fields as `application/x-www-form-urlencoded`, escaping every byte that is not
/// an RFC 3986 unreserved character, so `&`, `=`, `+`, `%` and spaces in a password survive.
enum FormEncoding {
  /// `fields` as `name=value` pairs joined by `&`, in order.
  static func body(_ fields: [(name: String, value: String)]) -> String {
    fields.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
  }

  /// `text` with every byte but `A-Z a-z 0-9 - . _ ~` written as `%XX` of its UTF-8.
  static func escape(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(UnicodeScalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
