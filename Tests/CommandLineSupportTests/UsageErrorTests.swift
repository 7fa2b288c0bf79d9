import Testing

@testable import CommandLineSupport

@Suite struct UsageErrorTests {
  @Test(arguments: [
    (
      UsageError.unknownCommand("frob", expected: ["add", "list"]),
      "unknown command 'frob' (expected one of: add, list)"
    ),
    (
      .unknownMember("colour", kind: "setting", suggestion: nil, expected: ["name", "timebox"]),
      "unknown setting 'colour' (expected one of: name, timebox)"
    ),
    (
      .unknownMember("nmae", kind: "setting", suggestion: "name", expected: ["name"]),
      "unknown setting 'nmae' (did you mean 'name'?)"
    ),
    (.unknownOption("--bogus"), "unknown option '--bogus'"),
    (.missingValue(option: "--store"), "option '--store' needs a value"),
    (.missingOperand("TITLE"), "missing TITLE"),
    (.unexpectedOperand("extra"), "unexpected argument 'extra'"),
    (
      .invalidValue("x", for: "--date", expected: "MM/dd/yyyy"),
      "invalid --date 'x': expected MM/dd/yyyy"
    ),
  ])
  func describesItselfInOneLine(error: UsageError, message: String) {
    #expect(error.description == message)
    #expect(!error.description.contains("\n"))
  }
}
