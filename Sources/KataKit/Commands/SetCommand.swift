import CommandLineSupport
import Foundation

/// `kata set name|timebox|timeout VALUE`: changes a workspace setting.
struct SetCommand: KataCommand {
  static let name = "set"
  static let summary = "change the name, time box or run timeout of the workspace"
  static let options: [OptionSpec] = [.value("--dir")]
  static let maximumOperands = 2
  static let help = """
    Usage: kata set name NAME | timebox MINUTES | timeout SECONDS [--dir DIR]

    Changes a workspace setting: the learner's or pair's name (such as ada+bob) that
    the journal carries, the time box of each step, or how long one run may take before
    it is stopped (default 300 s).

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    guard operands.count == 2 else {
      throw UsageError.missingOperand(
        "a setting and its value: name NAME, timebox MINUTES or timeout SECONDS")
    }
    var workspace = try context.openWorkspace(options)
    let (key, value) = (operands[0], operands[1])
    switch key {
    case "name": workspace.state.learner = try learnerName(value)
    case "timebox": workspace.state.timeboxMinutes = try setting("timebox", value)
    case "timeout": workspace.state.timeoutSeconds = try setting("timeout", value)
    default:
      throw UsageError.invalidValue(key, for: "kata set", expected: "name, timebox or timeout")
    }
    try workspace.save()
    context.console.line("Set \(key) to \(value) for \(context.shown(workspace.root)).")
    return .success
  }

  /// A positive whole number for the setting `name` (`timebox` minutes, `timeout` seconds).
  static func setting(_ name: String, _ text: String) throws(UsageError) -> Int {
    guard let value = Int(text), value > 0 else {
      throw .invalidValue(
        text, for: "--\(name)",
        expected: name == "timebox" ? "whole minutes, 1 or more" : "whole seconds, 1 or more")
    }
    return value
  }

  /// A learner's or a pair's name: letters, digits, `.`, `_`, `-`, and `+` between the
  /// members of a pair (`ada+bob`); `nil` for none.
  static func learnerName(_ text: String?) throws(UsageError) -> String? {
    guard let text, !text.isEmpty else { return nil }
    let members = text.split(separator: "+", omittingEmptySubsequences: false)
    guard text.count <= 64,
      members.allSatisfy({ member in
        !member.isEmpty
          && member.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
              || "._-".unicodeScalars.contains($0)
          }
      })
    else {
      throw .invalidValue(
        text, for: "--name",
        expected: "a name of letters, digits, '.', '_' or '-', or a pair such as ada+bob")
    }
    return text
  }
}
