import Foundation
import Testing

@testable import CommandLineSupport

/// A root that runs as a command of its own beside its subcommands, options in sections,
/// repeated operands, arguments handed on after `--`, and the one place every tool answers
/// help, version and errors.
@Suite struct CommandRunnerTests {
  static let top = Option<PositiveCount?>("--top", "N", help: "at most N rows")
  static let out = Option<String?>(
    "-o", "OUT", help: "where it goes", aliases: ["--output"], required: true)

  static let tool = CommandDeclaration(
    name: "gauge", abstract: "Gauges files.", epilogue: "Exit status: 0 or 2.",
    sections: [OptionSection("Reports", [top], note: "Rows are sorted by name.")],
    operands: [OperandDeclaration("FILE", optional: true, repeating: true)],
    subcommands: [
      CommandDeclaration(
        name: "run", abstract: "Runs the tests, then gauges.", sections: [],
        passthrough: "TEST_ARGUMENTS"),
      CommandDeclaration(
        name: "join", abstract: "Joins files.", options: [out],
        operands: [OperandDeclaration("FILE", missingName: "files to join", repeating: true)]),
    ])

  @Test func aRootWithOperandsRunsWhenTheFirstNamesNoCommand() throws {
    let parsed = try Self.tool.parse(["a.json", "--top", "3", "b.json"])

    #expect(parsed.command.name == "gauge")
    #expect(parsed.operands == ["a.json", "b.json"])
    #expect(try parsed.value(Self.top)?.value == 3)
    #expect(try Self.tool.parse(["join", "x", "y", "--output", "z"]).value(Self.out) == "z")
    #expect(try Self.tool.parse(["join", "x", "-o", "z"]).operands == ["x"])
  }

  @Test func argumentsAfterTheSeparatorAreHandedOnByACommandThatSaysSo() throws {
    let run = try Self.tool.parse(["run", "--", "--filter", "Fast"])
    let root = try Self.tool.parse(["--", "--odd-name.json"])

    #expect(run.command.name == "run" && run.operands.isEmpty)
    #expect(run.passthrough == ["--filter", "Fast"])
    #expect(root.operands == ["--odd-name.json"] && root.passthrough.isEmpty)
  }

  @Test(arguments: [
    (["run", "x.json"], "unexpected argument 'x.json'"),
    (["join", "x"], "missing -o OUT"),
    (["join", "-o", "z"], "missing files to join"),
    (["run", "--top", "3"], "unknown option '--top'"),
    (["--to", "3"], "unknown option '--to' (did you mean '--top'?)"),
  ])
  func eachCommandAcceptsOnlyWhatItDeclares(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try Self.tool.parse(arguments) }
    do {
      _ = try Self.tool.parse(arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func theRootsPageShowsEveryUsageAndItsOptionsInSections() {
    let page = HelpPages(root: Self.tool).page(of: Self.tool)

    #expect(
      page == """
        Usage: gauge [FILE ...] [options]
               gauge run [-- TEST_ARGUMENTS ...]
               gauge join FILE ... -o OUT

        Gauges files.

        Reports:
          --top N                 at most N rows
          Rows are sorted by name.

        Other options:
          --help, -h              show this help

        Exit status: 0 or 2.

        """)
    #expect(
      HelpPages(root: Self.tool).page(of: Self.tool.subcommands[1]).contains(
        "  -o, --output OUT        where"))
  }

  /// What a tool's `main` sees: the output, the errors, the status.
  func run(_ arguments: [String], failing: (any Error)? = nil) -> (String, String, ExitCode) {
    let output = Locked("")
    let errors = Locked("")
    let console = Console(
      style: TextStyle(isEnabled: false),
      write: { text in output.withLock { $0 += text } },
      writeError: { text in errors.withLock { $0 += text } })
    let status = Self.tool.run(arguments, console: console, status: Self.failure) { parsed in
      if let failing { throw failing }
      return parsed.operands.isEmpty ? .success : .failure
    }
    return (output.withLock { $0 }, errors.withLock { $0 }, status)
  }

  static func failure(of error: any Error) -> ExitCode {
    .failure
  }

  struct Broken: Error, CustomStringConvertible {
    var description: String { "the file is broken" }
  }

  @Test func theRunnerAnswersHelpVersionAndCompletionsAndReportsErrorsInOneLine() {
    #expect(run(["help", "join"]).0.hasPrefix("Usage: gauge join FILE ..."))
    #expect(run(["--version"]).0.hasPrefix("gauge "))
    #expect(run(["--generate-completion-script", "bash"]).0.contains("complete -F _gauge gauge"))
    #expect(run(["x.json"]).2 == .failure)

    let misspelt = run(["join", "x", "-o", "y", "--mapp", "z"])
    let shell = run(["--generate-completion-script", "csh"])
    let broken = run([], failing: Broken())

    #expect(misspelt.1 == "gauge: unknown option '--mapp' (see 'gauge help join')\n")
    #expect(misspelt.2 == .usage)
    #expect(
      shell.1.hasPrefix("gauge: invalid --generate-completion-script 'csh'") && shell.2 == .usage)
    #expect(broken.1 == "gauge: the file is broken\n" && broken.2 == .failure)
  }
}
