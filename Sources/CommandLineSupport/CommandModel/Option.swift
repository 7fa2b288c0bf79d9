/// An option with a value of a type that reads itself (``OptionValue``): declared once with
/// its name, placeholder, help and default, and read with ``ParsedCommand/value(_:)`` as
/// that type, never as text.
///
/// An option that may be left out is an `Option<T?>`, `nil` when not given; one with a
/// default is an `Option<T>`, the default when not given. A repeatable option is an
/// `Option<T?>` read with ``ParsedCommand/values(_:)``.
public struct Option<Value: OptionValue>: OptionDeclaring {
  /// The name, placeholder, help and completion the parser, help and shells read.
  public private(set) var declaration: OptionDeclaration
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
      isHidden: hidden, choices: Value.choices, completion: completion ?? Value.completion,
      valueCheck: OptionValueCheck(Value.self, name: name))
    self.defaultValue = defaultValue
  }

  /// The option's name, with its dashes, for messages that name it.
  public var name: String { declaration.name }

  /// This option, also taken under `names`, its spellings before it was renamed: each
  /// still works for one release, with a warning naming the new one.
  public func formerly(_ names: String...) -> Option {
    var renamed = self
    renamed.declaration.formerNames += names
    return renamed
  }
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
