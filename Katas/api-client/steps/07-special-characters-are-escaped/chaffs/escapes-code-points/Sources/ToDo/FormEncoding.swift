import Foundation

/// Encodes form fields as `application/x-www-form-urlencoded`.
enum FormEncoding {
  private static let allowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

  /// `fields` as `name=value` pairs joined by `&`.
  static func body(_ fields: [(name: String, value: String)]) -> String {
    fields.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
  }

  /// `text` with every character but ASCII letters and digits written as `%XX` of its UTF-8.
  static func escape(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      allowed.contains(scalar) ? String(scalar) : String(format: "%%%02X", scalar.value)
    }.joined()
  }
}
