/// An option with a value of a type that reads itself (``OptionValue``): declared once with
/// its name, placeholder, help and default, and read with ``ParsedCommand/value(_:)`` as
/// that type, never as text.
///
/// An option that may be left out is an `Option<T?>`, `nil` when not given; one with a
/// default is an `Option<T>`, the default when not given. A repeatable option is an
/// `Option<T?>` read with ``ParsedCommand/values(_:)``.
public struct Option<Value: OptionValue>: OptionDeclaring {
  /// The name, placeholder, help and completion the parser, help and shells read.
  public let declaration: OptionDeclaration
  /// What the command takes when the option is not given.
  public let defaultValue: Value

  /// Declares an option. `valueName` is the placeholder (`SECONDS`), the choices joined by
  /// `|` when left out; `help` says what it does, and the help page adds the default:
  /// `defaultValue`'s text, or `defaultText` for a default that is a rule rather than a
  /// value ("the processor count").
  public init(
    _ name: String, _ valueName: String? = nil, help: String, defaultValue: Value,
    defaultText: String? = nil, aliases: [String] = [], required: Bool = false,
    hidden: Bool = false, completion: OptionCompletion? = nil
  ) {
    let shownDefault = defaultText ?? defaultValue.optionText
    declaration = OptionDeclaration(
      name: name, aliases: aliases,
      valueName: valueName ?? Value.choices.joined(separator: "|"),
      help: help + (shownDefault.map { " (default: \($0))" } ?? ""), isRequired: required,
      isHidden: hidden, choices: Value.choices, completion: completion ?? Value.completion)
    self.defaultValue = defaultValue
  }

  /// The option's name, with its dashes, for messages that name it.
  public var name: String { declaration.name }
}

extension Option {
  /// Declares an option that may be left out: `nil` when it is not given. `defaultText`
  /// says what the command does then, for the help.
  public init<Wrapped>(
    _ name: String, _ valueName: String? = nil, help: String, defaultText: String? = nil,
    aliases: [String] = [], required: Bool = false, hidden: Bool = false,
    completion: OptionCompletion? = nil
  ) where Value == Wrapped? {
    self.init(
      name, valueName, help: help, defaultValue: nil, defaultText: defaultText,
      aliases: aliases, required: required, hidden: hidden, completion: completion)
  }
}

/// What a command's declaration lists among its options: an ``OptionDeclaration`` (a flag,
/// or an option read as text by the model itself) or a typed ``Option``.
public protocol OptionDeclaring: Sendable {
  /// The declaration the parser, the help and the completions read.
  var declaration: OptionDeclaration { get }
}

extension OptionDeclaration: OptionDeclaring {
  /// Itself.
  public var declaration: OptionDeclaration { self }
}

extension ParsedCommand {
  /// The value of `option` as its type: the last one given, else its default. A value its
  /// type cannot read is an error naming the option and what the type expects.
  public func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
    guard let text = values[option.name]?.last else { return option.defaultValue }
    return try Self.read(text, as: option)
  }

  /// Every value given for the repeatable `option`, in order, each read as its type.
  public func values<Wrapped>(_ option: Option<Wrapped?>) throws(UsageError) -> [Wrapped] {
    var read: [Wrapped] = []
    for text in values[option.name] ?? [] {
      guard let value = try Self.read(text, as: option) else { continue }
      read.append(value)
    }
    return read
  }

  /// Whether `option` was given at all, whatever its value.
  public func isGiven<Value>(_ option: Option<Value>) -> Bool {
    values[option.name] != nil
  }

  private static func read<Value>(
    _ text: String, as option: Option<Value>
  ) throws(UsageError) -> Value {
    guard let value = Value(optionText: text) else {
      throw .invalidValue(Value.shownInError(text), for: option.name, expected: Value.expected)
    }
    return value
  }
}
