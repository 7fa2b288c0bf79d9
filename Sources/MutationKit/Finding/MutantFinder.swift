import SwiftLexer

/// Finds the mutants of one Swift source file, on its tokens: never inside a string, a
/// comment, an attribute's arguments or a `#if` block (whose code may not be compiled
/// here), and only on operators written with a space on each side, as swift-format writes
/// them, so generic angle brackets and prefix signs are never taken for comparisons.
public struct MutantFinder: Sendable {
  /// The operators to use; all by default.
  public var operators: Set<MutationOperator>

  /// A finder using `operators`.
  public init(operators: Set<MutationOperator> = Set(MutationOperator.allCases)) {
    self.operators = operators
  }

  /// The mutants of `text`, the file at `path` (relative to the package root), in the order
  /// of the file.
  public func mutants(in text: String, file path: String) -> [Mutant] {
    FileScan(SwiftSource(text), file: path, operators: operators).mutants()
  }

  /// The binary operators and what each becomes.
  static let binary: [String: (MutationOperator, String)] = [
    "<": (.relationalBoundary, "<="), "<=": (.relationalBoundary, "<"),
    ">": (.relationalBoundary, ">="), ">=": (.relationalBoundary, ">"),
    "==": (.negatedEquality, "!="), "!=": (.negatedEquality, "=="),
    "&&": (.logicalConnective, "||"), "||": (.logicalConnective, "&&"),
    "+": (.arithmetic, "-"), "-": (.arithmetic, "+"),
    "*": (.arithmetic, "/"), "/": (.arithmetic, "*"),
  ]
}
