import Foundation
import Testing
import ToDo

@testable import CommandLineSupport
@testable import ToDoCommands

@Suite struct ToDoInvocationParsingTests {
  let dateFormat = ItemDateFormat(timeZone: TimeZone(identifier: "UTC")!)

  /// What a `todo` command line asks for, as the tool reads it.
  enum Invocation: Equatable {
    case help(Subcommand?)
    case version
    case completionScript(String)
    case run(ToDoCommand, storePath: String?)
  }

  /// `arguments` read on the tool's own path: the declaration's parse, then the command.
  func invocation(_ arguments: [String]) throws -> Invocation {
    let parsed = try ToDoInvocation.declaration.parse(arguments)
    if let shell = parsed.completionShell { return .completionScript(shell) }
    if parsed.wantsHelp { return .help(Subcommand(rawValue: parsed.command.name)) }
    if parsed.wantsVersion { return .version }
    return .run(
      try ToDoInvocation.command(in: parsed, dateFormat: dateFormat),
      storePath: try parsed.value(ToDoInvocation.store)?.text)
  }

  func parse(_ arguments: String...) throws -> Invocation {
    try invocation(arguments)
  }

  @Test func parsesAddWithEveryOption() throws {
    let invocation = try parse(
      "--store", "s.plist", "add", "Meeting", "--description", "Bring iPad", "--date",
      "02/22/2016", "--location", "Office", "--coordinate", "37.33,-122.03")

    let item = ToDoItem(
      title: "Meeting", itemDescription: "Bring iPad", timestamp: 1_456_099_200,
      location: Location(
        name: "Office", coordinate: Coordinate(latitude: 37.33, longitude: -122.03)))
    #expect(invocation == .run(.add(item), storePath: "s.plist"))
  }

  @Test func parsesTheOtherCommands() throws {
    #expect(try parse("list") == .run(.list, storePath: nil))
    #expect(try parse("check", "2") == .run(.check(number: 2), storePath: nil))
    #expect(try parse("uncheck", "1") == .run(.uncheck(number: 1), storePath: nil))
    #expect(try parse("show", "3", "--store=x") == .run(.show(number: 3), storePath: "x"))
    #expect(try parse("clear") == .run(.clear(confirmed: false), storePath: nil))
    #expect(try parse("clear", "--yes") == .run(.clear(confirmed: true), storePath: nil))
  }

  @Test func withoutCommand_lists() throws {
    #expect(try parse() == .run(.list, storePath: nil))
    #expect(try parse("--store", "s") == .run(.list, storePath: "s"))
  }

  @Test func parsesHelpRequests() throws {
    #expect(try parse("--help") == .help(nil))
    #expect(try parse("-h") == .help(nil))
    #expect(try parse("help") == .help(nil))
    #expect(try parse("help", "add") == .help(.add))
    #expect(try parse("check", "--help") == .help(.check))
  }

  /// A title or description longer than any to-do needs is refused in one short line, where
  /// it once filled the store and the terminal.
  @Test(arguments: [
    ["add", String(repeating: "x", count: 100_000)],
    ["add", "Tea", "--description", String(repeating: "y", count: 1_001)],
  ])
  func aTextTooLongIsRefusedInOneShortLine(_ arguments: [String]) {
    let refusal = #expect(throws: UsageError.self) {
      try invocation(arguments)
    }

    let line = refusal?.description ?? ""
    #expect(line.contains("expected at most 1000 characters"), "\(line.prefix(200))")
    #expect(line.count < 250)
  }

  @Test func aTextOfTheLimitIsTaken() throws {
    let title = String(repeating: "x", count: 1_000)
    guard case .run(.add(let item), _) = try parse("add", title) else {
      Issue.record("not an add")
      return
    }
    #expect(item.title == title)
  }

  @Test func rejectsUnknownCommands() {
    #expect(
      throws: UsageError.unknownCommand(
        "frob",
        expected: [
          "add", "list", "check", "uncheck", "show", "clear", "login", "sync", "help",
        ])
    ) { try parse("frob") }
  }

  @Test func rejectsOptionsOfAnotherCommand() {
    #expect(throws: UsageError.unknownOption("--date")) {
      try parse("list", "--date", "01/01/2020")
    }
  }

  @Test func rejectsMissingAndExtraOperands() {
    #expect(throws: UsageError.missingOperand("TITLE")) { try parse("add") }
    #expect(throws: UsageError.missingOperand("item number N")) { try parse("check") }
    #expect(throws: UsageError.unexpectedOperand("b")) { try parse("add", "a", "b") }
    #expect(throws: UsageError.unexpectedOperand("x")) { try parse("list", "x") }
    #expect(throws: UsageError.unexpectedOperand("x")) { try parse("clear", "x") }
    #expect(throws: UsageError.unexpectedOperand("2")) { try parse("show", "1", "2") }
    #expect(throws: UsageError.unexpectedOperand("b")) { try parse("help", "add", "b") }
  }

  @Test(arguments: ["0", "-1", "two", "1.5"])
  func rejectsItemNumbersThatAreNotPositiveWholeNumbers(text: String) {
    #expect(
      throws: UsageError.invalidValue(
        text, for: "item number", expected: "a whole number from 1 up")
    ) {
      try parse("check", text)
    }
  }

  @Test(arguments: ["02/30/2016", "2016-02-22", "tomorrow"])
  func rejectsBadDates(date: String) {
    #expect(
      throws: UsageError.invalidValue(
        date, for: "--date", expected: "a real date written as MM/dd/yyyy")
    ) {
      try parse("add", "x", "--date", date)
    }
  }

  @Test(arguments: ["1", "91,0", "0,181", "a,b", "1,2,3"])
  func rejectsBadCoordinates(text: String) {
    #expect(throws: UsageError.self) {
      try parse("add", "x", "--location", "Home", "--coordinate", text)
    }
  }

  @Test func rejectsACoordinateWithoutLocation() {
    #expect(throws: UsageError.missingOperand("--location NAME for the coordinate")) {
      try parse("add", "x", "--coordinate", "1,2")
    }
  }

  @Test func rejectsABlankTitle() {
    #expect(throws: UsageError.self) { try parse("add", "  ") }
  }

  @Test func treatsAnEmptyLocationAsNone() throws {
    #expect(
      try parse("add", "x", "--location", "") == .run(.add(ToDoItem(title: "x")), storePath: nil))
  }
}
