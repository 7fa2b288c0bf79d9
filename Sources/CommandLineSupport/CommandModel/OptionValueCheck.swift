/// How the parser checks an option's value before any command runs: the option's type reads
/// the text, or the check is the one-line error naming the option and what its type expects.
/// A value is refused at parse time, so no command has begun its work when it is.
struct OptionValueCheck: Hashable, Sendable {
  /// The error for `text`, or `nil` when the type reads it.
  let refusal: @Sendable (String) -> UsageError?

  /// The check of `Value`'s text for the option `name`.
  init<Value: OptionValue>(_: Value.Type, name: String) {
    refusal = { text in
      Value(optionText: text) == nil
        ? .invalidValue(Value.shownInError(text), for: name, expected: Value.expected) : nil
    }
  }

  /// Every check of one type is the same for what a declaration compares.
  static func == (_: Self, _: Self) -> Bool { true }

  /// Nothing of the check tells two declarations apart.
  func hash(into _: inout Hasher) {}
}
