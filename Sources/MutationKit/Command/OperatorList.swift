import CommandLineSupport

/// `--operators LIST`: the kinds of mutants to make, comma-separated.
struct OperatorList: OptionValue {
  /// The kinds chosen.
  var operators: Set<MutationOperator>

  /// Names of operators, comma-separated, each known.
  init?(optionText text: String) {
    var chosen = Set<MutationOperator>()
    for name in text.split(separator: ",") {
      guard let found = MutationOperator(rawValue: String(name)) else { return nil }
      chosen.insert(found)
    }
    guard !chosen.isEmpty else { return nil }
    operators = chosen
  }

  /// What the error says.
  static var expected: String {
    "a comma-separated list of: "
      + MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
