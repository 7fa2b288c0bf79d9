/// A type an option's value is read as. It parses itself from the text typed and says what
/// it expects and what it can be, so the parsing, the one-line error, the help and the
/// shell completion of every option of that type come from one place.
public protocol OptionValue: Sendable {
  /// The value `text` means, or `nil` when it means none of this type.
  init?(optionText text: String)
  /// What a value must be, for the error naming a wrong one: "a whole number, 1 or more".
  static var expected: String { get }
  /// Every value it can be, for the help and the completion; empty when it is open.
  static var choices: [String] { get }
  /// How a shell completes it when it is open: file names, or nothing to offer.
  static var completion: OptionCompletion { get }
  /// The value as a user would type it, for the help's "(default: …)"; `nil` for none.
  var optionText: String? { get }
  /// How a refused `text` is shown in the error: as typed, or with what must never be
  /// printed (a password in a URL) hidden.
  static func shownInError(_ text: String) -> String
}

/// What a shell offers for an option's value.
public enum OptionCompletion: Sendable, Hashable {
  /// Names of files and folders.
  case files
  /// Nothing: a number, a name or an address only the user knows.
  case none
  /// These words, such as the names of the katas there are.
  case words([String])
}

extension OptionValue {
  /// Open, by default.
  public static var choices: [String] { [] }
  /// Nothing to offer, by default.
  public static var completion: OptionCompletion { .none }
  /// The value's description, by default.
  public var optionText: String? { "\(self)" }
  /// As typed, by default.
  public static func shownInError(_ text: String) -> String { text }
}

extension OptionValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  /// The case whose raw value is `text`.
  public init?(optionText text: String) {
    self.init(rawValue: text)
  }

  /// "one of: a, b or c", from the cases.
  public static var expected: String {
    let names = choices
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// Every case's raw value, in declaration order.
  public static var choices: [String] { allCases.map(\.rawValue) }

  /// The raw value.
  public var optionText: String? { rawValue }
}

extension String: OptionValue {
  /// Any text is a string.
  public init?(optionText text: String) {
    self = text
  }

  /// Any text.
  public static var expected: String { "some text" }
}

extension Optional: OptionValue where Wrapped: OptionValue {
  /// The wrapped type's value: an option whose value is optional is `nil` only when it is
  /// not given.
  public init?(optionText text: String) {
    guard let value = Wrapped(optionText: text) else { return nil }
    self = .some(value)
  }

  /// What the wrapped type expects.
  public static var expected: String { Wrapped.expected }
  /// The wrapped type's choices.
  public static var choices: [String] { Wrapped.choices }
  /// The wrapped type's completion.
  public static var completion: OptionCompletion { Wrapped.completion }
  /// The wrapped value's text; `nil` for none.
  public var optionText: String? { self?.optionText }
  /// As the wrapped type shows it.
  public static func shownInError(_ text: String) -> String { Wrapped.shownInError(text) }
}
