import Foundation
import Testing

@testable import CommandLineSupport

/// The declarative command model: one declaration gives the parsing, the help page and the
/// completions, so none can drift from the others.
@Suite struct CommandModelTests {
  static let name = Option<String?>("--name", "NAME", help: "who runs it", required: true)
  static let loud = OptionDeclaration.flag("--loud", help: "say it louder")
  static let folder = Option<FilePath?>(
    "--folder", "PATH", help: "where everything goes",
    defaultText: "the current folder, or the one named by $GREET_FOLDER")

  static let tool = CommandDeclaration(
    name: "greet", abstract: "Greets people.", discussion: "Greetings are free.",
    subcommands: [
      CommandDeclaration(
        name: "hello", abstract: "Say hello.", options: [name, loud],
        operands: [OperandDeclaration("TIMES", optional: true)]),
      CommandDeclaration(
        name: "wave", abstract: "Wave at someone.", operands: [OperandDeclaration("WHO")]),
    ],
    sharedOptions: [folder])

  @Test func optionsAnywhereValuesInlineOrNextAndOperandsAfterTheCommand() throws {
    let parsed = try Self.tool.parse(["--folder=/tmp", "hello", "--name", "ada", "3", "--loud"])

    #expect(parsed.command.name == "hello")
    #expect(parsed.operands == ["3"])
    #expect(try parsed.value(Self.folder)?.text == "/tmp" && parsed.value(Self.name) == "ada")
    #expect(parsed.flag(Self.loud))
  }

  @Test(arguments: [
    (["hello", "--nam", "x"], "unknown option '--nam' (did you mean '--name'?)"),
    (["wave", "--loud", "bob"], "unknown option '--loud'"),
    (["hello", "--zzzzzz"], "unknown option '--zzzzzz'"),
    (["hello"], "missing --name NAME"),
    (["wave"], "missing WHO"),
    (["wave", "a", "b"], "unexpected argument 'b'"),
    (["dance"], "unknown command 'dance' (expected one of: hello, wave, help)"),
    (["hallo"], "unknown command 'hallo' (did you mean 'hello'?)"),
    (["hello", "--name"], "option '--name' needs a value"),
    (["help", "hello", "wave"], "unexpected argument 'wave'"),
  ])
  func whatDoesNotFitIsOneLineNamingIt(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try Self.tool.parse(arguments) }
    do {
      _ = try Self.tool.parse(arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func afterDoubleDashAndForNegativeNumbersEveryArgumentIsAnOperand() throws {
    let afterDashes = try Self.tool.parse(["hello", "--name", "ada", "--", "--loud"])
    let negative = try Self.tool.parse(["hello", "-12.5", "--name", "ada"])

    #expect(afterDashes.operands == ["--loud"] && !afterDashes.flag(Self.loud))
    #expect(negative.operands == ["-12.5"])
  }

  @Test func aRepeatedOptionKeepsEveryValueAndAnInlineValueMayHoldAnEqualsSign() throws {
    let parsed = try Self.tool.parse(["hello", "--name", "ada", "--name=bob", "--folder=a=b"])

    #expect(try parsed.values(Self.name) == ["ada", "bob"] && parsed.value(Self.name) == "bob")
    #expect(try parsed.value(Self.folder)?.text == "a=b")
    #expect(throws: UsageError.self) {
      try Self.tool.parse(["hello", "--name", "ada", "--loud=yes"])
    }
  }

  @Test func helpIsAskedForInThreeWays() throws {
    for arguments in [["hello", "--help"], ["hello", "-h"], ["help", "hello"]] {
      let parsed = try Self.tool.parse(arguments)
      #expect(parsed.wantsHelp && parsed.command.name == "hello", "\(arguments)")
    }
    #expect(try Self.tool.parse(["--version"]).wantsVersion)
    #expect(try !Self.tool.parse(["--version", "--help"]).wantsVersion)
  }

  @Test func theHelpPagesComeFromTheDeclarations() {
    let hello = HelpPages(root: Self.tool).page(of: Self.tool.subcommands[0])
    let overview = HelpPages(root: Self.tool).page(of: Self.tool)

    #expect(
      hello == """
        Usage: greet hello [TIMES] --name NAME [--loud] [--folder PATH]

        Say hello.

        Options:
          --name NAME             who runs it
          --loud                  say it louder

        Options for every command:
          --folder PATH           where everything goes (default: the current folder, or the one
                                  named by $GREET_FOLDER)
          --help, -h              show this help

        """)
    #expect(
      overview == """
        Usage: greet [--folder PATH] <command> [options]

        Greets people.

        Commands:
          hello [TIMES]   Say hello.
          wave WHO        Wave at someone.
          help COMMAND    Show a command's help, as greet COMMAND --help does

        Greetings are free.

        """)
  }

  /// The bash script, sourced in bash, completes a command from its start and an option of
  /// the command typed.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func theBashScriptCompletesCommandsAndOptions() throws {
    let script = try #require(CompletionScript(root: Self.tool).text(for: "bash"))
    let complete = { (line: [String]) throws -> String in
      let words = line.map { "'\($0)'" }.joined(separator: " ")
      return try Subprocess.run(
        [
          "bash", "-c",
          script
            + "\nCOMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1); _greet; echo \"${COMPREPLY[*]}\"",
        ]
      ).output
    }

    #expect(try complete(["greet", "h"]) == "hello help\n")
    #expect(try complete(["greet", "hello", "--l"]) == "--loud\n")
    #expect(try complete(["greet", "wave", "--"]) == "--folder --help\n")
    #expect(
      CompletionScript(root: Self.tool).text(for: "zsh")?.hasPrefix("#compdef greet\n") == true)
    #expect(
      CompletionScript(root: Self.tool).text(for: "fish")?.contains("-l loud -d 'say it louder'")
        == true)
    #expect(CompletionScript(root: Self.tool).text(for: "tcsh") == nil)
  }
}
