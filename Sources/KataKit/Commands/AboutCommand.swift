import CommandLineSupport
import Foundation

/// `kata about KATA`: the page before a kata, to read before starting it.
struct AboutCommand: KataCommand {
  /// `about KATA`, which takes no options of its own.
  static let declaration = CommandDeclaration(
    name: "about", abstract: "what a kata is about, before you start it",
    discussion: """
      Shows the kata's introduction: the idea it practises, where it comes from, what
      you will build and where the APIs it uses are documented.
      """,
    operands: [KataOption.kata])

  /// `--katas DIR`: where the katas are.
  let katas: FilePath?
  /// `KATA`: the id of the kata named.
  let id: String

  init(_ parsed: ParsedCommand) throws(UsageError) {
    katas = try parsed.value(KataOption.katas)
    id = parsed.operands[0]
  }

  /// Shows the introduction of the kata named, or its title and summary.
  func run(in context: CommandContext) throws -> ExitCode {
    let kata = try context.catalog(katas).kata(id)
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
