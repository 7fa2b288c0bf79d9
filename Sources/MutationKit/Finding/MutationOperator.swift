/// A kind of small change a mutant makes to the package's code: each is a mistake a test
/// should notice.
public enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// `<` ↔ `<=` and `>` ↔ `>=`: an off-by-one at a boundary.
  case relationalBoundary = "relational-boundary"
  /// `==` ↔ `!=`.
  case negatedEquality = "negated-equality"
  /// `&&` ↔ `||`.
  case logicalConnective = "logical-connective"
  /// `!condition` → `condition`.
  case removedNot = "removed-not"
  /// `true` ↔ `false`.
  case flippedBoolean = "flipped-boolean"
  /// `+` ↔ `-` and `*` ↔ `/`.
  case arithmetic
  /// An integer literal one more, or one less.
  case integerConstant = "integer-constant"
  /// A statement that is only a call, removed.
  case removedCall = "removed-call"
  /// `return value` → `return` the type's empty value (`false`, `0`, `""`, `nil`, `[]`).
  case defaultReturn = "default-return"
}
