import CommandLineSupport

/// Checks on the help a command prints, shared by the tools' tests.
public enum HelpText {
  /// The widest line help may have: a terminal of 88 columns shows it unwrapped.
  public static let width = 88

  /// The lines of `text` wider than `width`, for a test to expect none.
  public static func wideLines(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.count > width }
  }

  /// The places in `command` and the commands under it where a default is typed by hand:
  /// in an abstract, a discussion or an epilogue, or in an option's help before the
  /// `(default: …)` its declaration adds. A default belongs to the option's declaration,
  /// so the help cannot say one thing and the tool do another.
  public static func handTypedDefaults(in command: CommandDeclaration) -> [String] {
    let prose = [command.abstract, command.discussion ?? "", command.epilogue ?? ""]
    var found = prose.contains { $0.contains("(default") } ? [command.name] : []
    for option in command.options + command.sharedOptions {
      let help = option.help
      let added = help.range(of: " (default: ", options: .backwards).map { help[..<$0.lowerBound] }
      if (added ?? help[...]).contains("(default") {
        found.append("\(command.name) \(option.name)")
      }
    }
    return found + command.subcommands.flatMap(handTypedDefaults(in:))
  }
}
