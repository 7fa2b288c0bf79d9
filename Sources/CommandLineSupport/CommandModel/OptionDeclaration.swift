/// An option with a value (`--date MM/dd/yyyy`) or a flag (`--yes`).
public struct OptionDeclaration: Hashable, Sendable {
  /// The name as typed, with its dashes.
  public var name: String
  /// Other names for it, such as `-h` for `--help`.
  public var aliases: [String]
  /// The value's placeholder in the help (`MM/dd/yyyy`); `nil` for a flag.
  var valueName: String?
  /// What it does, for the help page.
  public var help: String
  /// Whether the command cannot run without it (shown without brackets in the usage).
  var isRequired: Bool
  /// Whether it is left out of the help and the completions (kept for scripts).
  var isHidden: Bool
  /// Every value it can take, for the completion; empty when it is open.
  public var choices: [String] = []
  /// What a shell offers for an open value.
  public var completion: OptionCompletion = .files
  /// The check of a typed option's value at parse time; `nil` for a flag or an untyped one.
  var valueCheck: OptionValueCheck?
  /// The names it had before it was renamed: still taken for one release, each with a
  /// warning naming the new one, and left out of the help and the completions.
  var formerNames: [String] = []

  /// An option followed by a value, given as `--name VALUE` or `--name=VALUE`.
  static func option(
    _ name: String, _ valueName: String, help: String, aliases: [String] = [],
    required: Bool = false, hidden: Bool = false
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, aliases: aliases, valueName: valueName, help: help, isRequired: required,
      isHidden: hidden)
  }

  /// Declares an option of any kind, as ``Option`` does for a typed one.
  init(
    name: String, aliases: [String], valueName: String?, help: String, isRequired: Bool,
    isHidden: Bool, choices: [String] = [], completion: OptionCompletion = .files,
    valueCheck: OptionValueCheck? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.valueName = valueName
    self.help = help
    self.isRequired = isRequired
    self.isHidden = isHidden
    self.choices = choices
    self.completion = completion
    self.valueCheck = valueCheck
  }

  /// A flag, which stands alone.
  public static func flag(
    _ name: String, help: String, aliases: [String] = [], hidden: Bool = false
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, aliases: aliases, valueName: nil, help: help, isRequired: false,
      isHidden: hidden)
  }

  /// `--help` and `-h`, which every command takes.
  public static let help = flag("--help", help: "show this help", aliases: ["-h"])

  /// This option, also taken under `names`, its spellings before it was renamed.
  public func formerly(_ names: String...) -> OptionDeclaration {
    var renamed = self
    renamed.formerNames += names
    return renamed
  }

  /// `--date MM/dd/yyyy`, or `--yes`: as the usage line and help show it.
  public var synopsis: String {
    valueName.map { "\(name) \($0)" } ?? name
  }
}
