/// The empty value of a type, as written in a declaration (`0`, `""`, `nil`, `[]`, `[:]`,
/// `false`), which a `return` mutant returns instead.
enum EmptyValue {
  /// The numeric types, whose empty value is `0`.
  static let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "TimeInterval", "Decimal",
  ]

  /// The empty value of a type written as `type`, or `nil` when it has none to offer.
  static func of(_ type: String) -> String? {
    let type = type.filter { !$0.isWhitespace }
    if type == "Bool" { return "false" }
    if numericTypes.contains(type) { return "0" }
    if type == "String" { return "\"\"" }
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("Set<") { return "[]" }
    if type.hasPrefix("["), type.hasSuffix("]") {
      var depth = 0
      for character in type {
        if "[<(".contains(character) { depth += 1 }
        if "]>)".contains(character) { depth -= 1 }
        if character == ":", depth == 1 { return "[:]" }
      }
      return "[]"
    }
    return nil
  }
}
