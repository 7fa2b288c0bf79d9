/// An operand, such as `TITLE` or `N`.
public struct OperandDeclaration: Hashable, Sendable {
  /// Its placeholder, as the usage line shows it.
  public var name: String
  /// How a missing one is named in the error ("item number N"); the placeholder otherwise.
  public var missingName: String
  /// Whether the command runs without it.
  var isOptional: Bool
  /// Whether it takes every operand left, as `EXPORT.json ...` does; only the last may.
  var isRepeating: Bool
  /// What a shell offers for it: file names, words (the katas), or nothing.
  public var completion: OptionCompletion

  /// Declares an operand.
  public init(
    _ name: String, missingName: String? = nil, optional: Bool = false, repeating: Bool = false,
    completion: OptionCompletion = .none
  ) {
    self.name = name
    self.missingName = missingName ?? name
    self.isOptional = optional
    self.isRepeating = repeating
    self.completion = completion
  }

  /// `TITLE`, `[N]`, `EXPORT.json ...` or `[EXPORT.json ...]`: as the usage line shows it.
  public var synopsis: String {
    let word = isRepeating ? "\(name) ..." : name
    return isOptional ? "[\(word)]" : word
  }
}
