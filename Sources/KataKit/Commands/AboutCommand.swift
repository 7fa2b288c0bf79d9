import CommandLineSupport
import Foundation

/// `kata about KATA`: the page before a kata, to read before starting it.
struct AboutCommand: KataCommand {
  static let name = "about"
  static let synopsis = "about KATA"
  static let summary = "what a kata is about, before you start it"
  static let maximumOperands = 1
  static let help = """
    Usage: kata about KATA [--katas DIR]

    Shows the kata's introduction: the idea it practises, where it comes from, what
    you will build and where the APIs it uses are documented.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    guard let id = operands.first else {
      throw UsageError.missingOperand("the name of a KATA, as 'kata' lists them")
    }
    let kata = try context.catalog(options).kata(id)
    let console = context.console
    if let intro = kata.intro {
      console.line(intro.trimmingCharacters(in: .whitespacesAndNewlines))
    } else {
      console.line(console.style.bold(kata.manifest.title) + " (\(kata.manifest.origin))")
      console.line(kata.manifest.summary)
    }
    return .success
  }
}
