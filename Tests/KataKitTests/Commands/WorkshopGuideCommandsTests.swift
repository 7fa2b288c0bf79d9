import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Every command `Katas/WORKSHOPS.md` and the facilitator guides print, typed as printed in
/// a fresh folder against the katas as they ship, in the order the day meets them (#49: the
/// guide's first command once failed in a fresh folder). The room's address and token stand
/// in for `HOST:8080` and `TOKEN`, a free port for 8080; a command that names a placeholder
/// (`KATA`, `…`) is prose, not a command. None may be refused as mistyped, and the first,
/// which serves the room, must work.
@Suite struct WorkshopGuideCommandsTests {
  static let repository = DashboardBrowserTests.repository

  /// The `kata …` commands of `text`: in code blocks, a line each, and in backticks.
  static func commands(in text: String) -> [String] {
    var found: [String] = []
    var rest = text
    while let block = rest.firstMatch(of: #/```[a-z]*\n((?s).*?)```/#) {
      found += block.1.split(separator: "\n").map {
        String($0.split(separator: "#").first ?? "").trimmingCharacters(in: .whitespaces)
      }.filter { $0.hasPrefix("kata ") }
      rest.removeSubrange(block.range)
    }
    let inline = rest.replacingOccurrences(of: "\n", with: " ")
    found += inline.matches(of: #/`(kata [^`]+)`/#).map {
      $0.1.split(separator: " ").joined(separator: " ")
    }
    return found
  }

  /// Whether `command` stands for a command rather than being one: a placeholder or an
  /// ellipsis, or a subcommand named alone in prose.
  static func isProse(_ command: String) -> Bool {
    ["…", "KATA", "NAME", "|", "DIR"].contains(where: command.contains)
      || ["kata start", "kata verify"].contains(command)
  }

  @Test func everyCommandOfTheWorkshopGuidesWorksAsPrinted() throws {
    let katas = Self.repository.appendingPathComponent("Katas")
    let texts =
      try [katas.appendingPathComponent("WORKSHOPS.md")]
      + FileManager.default.contentsOfDirectory(atPath: katas.path).sorted().map {
        katas.appendingPathComponent("\($0)/guide.md")
      }.filter { FileManager.default.fileExists(atPath: $0.path) }
    let commands = try texts.flatMap {
      Self.commands(in: try String(contentsOf: $0, encoding: .utf8))
    }
    .filter { !Self.isProse($0) }
    #expect(commands.count > 50)
    let serving = try #require(commands.firstIndex(of: "kata dashboard serve room"))

    try withTemporaryDirectory { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("shared/room"), withIntermediateDirectories: true)
      let room = folder.appendingPathComponent("room")
      let now = Date(timeIntervalSince1970: 1_800_000_000)
      let served = Locked<(server: HTTPServer, thread: Thread)?>(nil)
      defer { served.current?.server.stop() }
      var refused: [String] = []
      for (index, printed) in commands.enumerated() {
        var command = printed
        if index == serving {
          // The serving command makes the room; a server of the test's own then serves it on a
          // free port, as the printed one does on 8080.
          command = "kata dashboard serve room --port 0 --host 127.0.0.1 --room-token ROOM-2468"
        }
        let address = served.current.map { "127.0.0.1:\($0.server.port)" } ?? "127.0.0.1:1"
        command = command.replacingOccurrences(of: "HOST:8080", with: address)
          .replacingOccurrences(of: "TOKEN", with: "ROOM-2468")
          .replacingOccurrences(of: "/shared/room", with: "shared/room")
        let arguments = Self.words(of: command).dropFirst()
        let recording = ConsoleRecording()
        let tool = KataTool(
          currentDirectory: folder,
          environment: [
            "KATA_PATH": katas.path, "KATA_CLASSROOM": "http://\(address)",
            "KATA_ROOM_TOKEN": "ROOM-2468", "USER": "ada",
          ],
          console: recording.console(),
          runners: Runners(ScriptedRunner(Array(repeating: try Runs.green, count: 200))),
          now: { now.addingTimeInterval(Double(index * 60)) },
          watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true }))
        let status = tool.run(Array(arguments))
        if status == .usage { refused.append("\(printed): \(recording.errors)") }
        if index == serving {
          #expect(status == .success, "\(recording.errors)")
          let classroom = ClassroomServer(folder: room, token: "ROOM-2468", now: { now })
          let server = try HTTPServer(host: "127.0.0.1", port: 0) { classroom.respond(to: $0) }
          let thread = Thread { server.run() }
          thread.start()
          served.withLock { $0 = (server, thread) }
        }
      }
      #expect(refused == [])
    }
  }

  /// What newcomers to a workshop asked the guide, and it now answers: how to type `kata`
  /// in a clone (its first command once answered "command not found"), the rules for names,
  /// a plan shorter than a day, `kata doctor` on the second day, and how to stop the room.
  @Test func theGuideAnswersWhatNewcomersAsk() throws {
    let guide = try String(
      contentsOf: Self.repository.appendingPathComponent("Katas/WORKSHOPS.md"), encoding: .utf8)
    let typing = try #require(guide.range(of: "## Typing `kata`"))
    let firstBlock = try #require(guide.range(of: "```"))

    #expect(typing.lowerBound < firstBlock.lowerBound, "said before the first command")
    #expect(guide.contains("swift run --package-path CLONE kata"))
    #expect(guide.contains("## Names") && guide.contains("64 code points and 255 bytes"))
    #expect(guide.contains("## Half a day"))
    #expect(guide.contains("q or Ctrl-C"))
    #expect(!guide.contains("Last seen stay pinned"))
    let dayTwo = try #require(guide.range(of: "Day 2"))
    #expect(guide[dayTwo.lowerBound...].contains("kata doctor"))
  }

  /// `command` split into words as a shell would split it: on spaces, quotes kept together.
  static func words(of command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in command {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }
}
