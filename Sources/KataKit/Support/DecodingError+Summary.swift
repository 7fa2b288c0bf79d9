import CommandLineSupport
import Foundation

extension DecodingError {
  /// What is wrong with JSON that did not decode, in a few words that say where: the key
  /// missing, or the place whose value has the wrong type. Keys come from outside, so the
  /// place is quoted bounded and cleaned.
  ///
  /// Given the `data` that did not decode, a document that is JSON but holds a number its
  /// field cannot take (Foundation names no place for it) is told so, not as "not valid".
  static func summary(of error: any Error, in data: Data? = nil) -> String {
    if case .dataCorrupted(let context)? = error as? DecodingError, context.codingPath.isEmpty,
      let data, (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    {
      return
        "a value does not fit its field (a number out of range, or a fraction where a whole number goes)"
    }
    return switch error as? DecodingError {
    case .keyNotFound(let key, let context):
      "missing \(place(context.codingPath + [key]))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      context.codingPath.isEmpty
        ? "the whole document has the wrong type"
        : "\(place(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON"
        : "\(place(context.codingPath)) is not one of the values it takes"
    default: "not valid JSON"
    }
  }

  /// `path` as one quoted name, keys dotted and places in a list counted from 0
  /// (`"entries[1].time"`).
  private static func place(_ path: [any CodingKey]) -> String {
    let name = path.reduce(into: "") { name, key in
      if let index = key.intValue, key.stringValue.hasPrefix("Index ") {
        name += "[\(index)]"
      } else {
        name += (name.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return "\"" + TerminalText.quoted(name, limit: 60) + "\""
  }
}
