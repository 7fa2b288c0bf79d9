import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

@Suite struct TextStyleTests {
  @Test func stylesOnlyOnATerminalWithoutNoColor() {
    #expect(TextStyle(isTerminal: true, environment: [:]).isEnabled)
    #expect(!TextStyle(isTerminal: false, environment: [:]).isEnabled)
    #expect(!TextStyle(isTerminal: true, environment: ["NO_COLOR": "1"]).isEnabled)
    #expect(TextStyle(isTerminal: true, environment: ["NO_COLOR": ""]).isEnabled)
  }

  @Test func writesEscapeSequencesWhenEnabled() {
    let style = TextStyle(isEnabled: true)

    #expect(style.strikethrough("a") == "\u{1B}[9ma\u{1B}[0m")
    #expect(style.bold("a") == "\u{1B}[1ma\u{1B}[0m")
    #expect(style.red("a") == "\u{1B}[31ma\u{1B}[0m")
    #expect(style.green("a") == "\u{1B}[32ma\u{1B}[0m")
    #expect(style.yellow("a") == "\u{1B}[33ma\u{1B}[0m")
  }

  @Test func leavesTextAsItIsWhenDisabled() {
    let style = TextStyle(isEnabled: false)

    #expect(style.strikethrough("a") == "a")
    #expect(style.red("a") == "a")
  }

  @Test func recordingConsoleKeepsOutputAndErrorsApart() {
    let recording = ConsoleRecording()
    let console = recording.console()

    console.line("out")
    console.error("bad input", tool: "todo")

    #expect(recording.output == "out\n")
    #expect(recording.errors == "todo: bad input\n")
  }
}
