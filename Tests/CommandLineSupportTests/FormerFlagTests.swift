import Testing

@testable import CommandLineSupport

/// A use of a command that became a subcommand keeps its former flag for one release: read
/// as the subcommand, its value where the subcommand takes it, with a line naming the new
/// spelling.
@Suite struct FormerFlagTests {
  static let port = OptionDeclaration.option("--port", "PORT", help: "where")
  static let host = OptionDeclaration.option("--host", "ADDRESS", help: "on what")
  static let room = OperandDeclaration("DIR", missingName: "the room (DIR)")
  static let tool = CommandDeclaration(
    name: "kata", abstract: "Katas.",
    subcommands: [
      CommandDeclaration(
        name: "dashboard", abstract: "The page.", operands: [room],
        subcommands: [
          CommandDeclaration(
            name: "serve", abstract: "Serves.", options: [port, host], operands: [room]
          ).formerly(flag: "--serve", valueTo: "--port"),
          CommandDeclaration(
            name: "say", abstract: "Says.",
            operands: [room, OperandDeclaration("LINE", missingName: "the line")]
          ).formerly(flagWithOperand: "--say"),
          CommandDeclaration(name: "pause", abstract: "Pauses.", operands: [room])
            .formerly(flag: "--pause"),
        ])
    ])

  @Test(arguments: [
    (["dashboard", "room", "--serve", "8080"], ["dashboard", "serve"], ["room"], "8080"),
    (["dashboard", "--serve=0", "room", "--host", "h"], ["dashboard", "serve"], ["room"], "0"),
    (
      ["dashboard", "room", "--say", "-5 minutes"], ["dashboard", "say"], ["room", "-5 minutes"],
      nil
    ),
    (["dashboard", "room", "--pause"], ["dashboard", "pause"], ["room"], nil),
  ])
  func aFormerFlagIsReadAsItsSubcommand(
    arguments: [String], path: [String], operands: [String], port: String?
  ) throws {
    let parsed = try Self.tool.parse(arguments)

    #expect(parsed.path == path)
    #expect(parsed.operands == operands)
    #expect(parsed.value(Self.port) == port)
    #expect(parsed.renamed.count == 1)
    #expect(
      parsed.renamed.first?.hasPrefix(
        "\(arguments.first { $0.hasPrefix("--") }!.prefix { $0 != "=" }) is now 'kata \(path.joined(separator: " "))'"
      ) == true)
  }

  @Test func theNewSpellingSaysNothing() throws {
    let parsed = try Self.tool.parse(["dashboard", "serve", "room", "--port", "1"])

    #expect(parsed.renamed.isEmpty)
    #expect(parsed.value(Self.port) == "1")
  }

  @Test(arguments: [
    (
      ["dashboard", "room", "--pause", "--say", "hi"],
      UsageError.conflictingOptions("--pause", "--say")
    ),
    (["dashboard", "room", "--serve"], .missingValue(option: "--serve")),
    (
      ["dashboard", "room", "--host", "h"],
      .subcommandOption("--host", command: "kata dashboard serve")
    ),
  ])
  func whatDoesNotFitIsRefusedNamingIt(arguments: [String], error: UsageError) {
    #expect(throws: error) { try Self.tool.parse(arguments) }
  }
}
