import Testing

@testable import CoverageKit

@Suite struct JSONTextTests {
  @Test func quotesPlainTextAsItIs() {
    #expect(JSONText.quoted("Sources/A/b.swift") == "\"Sources/A/b.swift\"")
  }

  @Test func escapesQuotesBackslashesAndControlCharacters() {
    #expect(JSONText.quoted("a\"b\\c\nd\re\tf\u{01}é") == #""a\"b\\c\nd\re\tf\u0001é""#)
  }

  @Test func writesWholeNumbersWithoutAFraction() {
    #expect(JSONText.number(90) == "90")
    #expect(JSONText.number(-3) == "-3")
    #expect(JSONText.number(73.5) == "73.5")
    #expect(JSONText.number(.nan) == "0")
  }
}
