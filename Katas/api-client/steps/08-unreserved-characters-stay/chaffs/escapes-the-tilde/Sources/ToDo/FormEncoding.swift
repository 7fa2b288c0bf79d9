import Foundation

/// Encodes form fields as `application/x-www-form-urlencoded`, escaping everything that is
/// not unreserved, so `&`, `=`, `+`, `%` and spaces in a password survive.
enum FormEncoding {
  private static let allowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._")

  /// `fields` as `name=value` pairs joined by `&`.
  static func body(_ fields: [(name: String, value: String)]) -> String {
    fields.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
  }

  /// `text` with every character but RFC 3986's unreserved ones (ASCII letters, digits and
  /// `-._~`) written as `%XX` of its UTF-8.
  static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
