import CommandLineSupport
import Testing

@Suite struct ParsedArgumentsTests {
  let options: [OptionSpec] = [.value("--store"), .flag("--help"), .value("--tag")]

  @Test func separatesOptionsFromOperands() throws {
    let parsed = try ParsedArguments(
      ["add", "--store", "s.plist", "Milk", "--help"], options: options)

    #expect(parsed.operands == ["add", "Milk"])
    #expect(parsed.value("--store") == "s.plist")
    #expect(parsed.flag("--help"))
    #expect(parsed.givenOptions == ["--store", "--help"])
  }

  @Test func readsInlineValues() throws {
    let parsed = try ParsedArguments(["--store=a=b.plist"], options: options)

    #expect(parsed.value("--store") == "a=b.plist")
  }

  @Test func keepsEveryValueOfARepeatedOption() throws {
    let parsed = try ParsedArguments(["--tag", "a", "--tag=b"], options: options)

    #expect(parsed.values("--tag") == ["a", "b"])
    #expect(parsed.value("--tag") == "b")
    #expect(parsed.values("--store") == [])
  }

  @Test func treatsEverythingAfterDoubleDashAsOperands() throws {
    let parsed = try ParsedArguments(["--", "--help", "-x"], options: options)

    #expect(parsed.operands == ["--help", "-x"])
    #expect(!parsed.flag("--help"))
  }

  @Test func treatsNegativeNumbersAndLoneDashAsOperands() throws {
    let parsed = try ParsedArguments(["-12.5", "-", "-3"], options: options)

    #expect(parsed.operands == ["-12.5", "-", "-3"])
  }

  @Test func rejectsUnknownOptions() {
    #expect(throws: UsageError.unknownOption("--bogus")) {
      try ParsedArguments(["list", "--bogus"], options: options)
    }
    #expect(throws: UsageError.unknownOption("-x")) {
      try ParsedArguments(["-x"], options: options)
    }
  }

  @Test func rejectsAValueOptionWithoutValue() {
    #expect(throws: UsageError.missingValue(option: "--store")) {
      try ParsedArguments(["list", "--store"], options: options)
    }
  }

  @Test func rejectsAValueForAFlag() {
    #expect(throws: UsageError.self) {
      try ParsedArguments(["--help=yes"], options: options)
    }
  }
}
