/// One option a command accepts, such as `--store PATH` or `--help`.
public struct OptionSpec: Hashable, Sendable {
  /// The option as typed, with its leading dashes: `"--store"`.
  public var name: String
  /// Whether the option is followed by a value (`--store PATH`) or stands alone (`--help`).
  public var takesValue: Bool

  /// An option followed by a value, given as `--name VALUE` or `--name=VALUE`.
  public static func value(_ name: String) -> OptionSpec {
    OptionSpec(name: name, takesValue: true)
  }

  /// An option that stands alone.
  public static func flag(_ name: String) -> OptionSpec {
    OptionSpec(name: name, takesValue: false)
  }
}
