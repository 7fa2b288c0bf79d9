import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// A room of three learners made by really running `kata test`, its dashboard opened in
/// headless Chromium: the rows and lights the browser shows are the journals', and the page
/// logs no error. The screenshot goes to `.build/screenshots/dashboard.png`.
@Suite struct DashboardBrowserTests {
  static var chromium: String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static var node: String? {
    ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../..").standardizedFileURL
  }

  func kata(_ arguments: [String], in folder: URL) -> String {
    let recording = ConsoleRecording()
    _ = KataTool(
      currentDirectory: folder, environment: [:], console: recording.console(),
      watchControl: WatchControl(interval: 0, pause: { _ in }, shouldStop: { true })
    ).run(arguments + ["--katas", Self.repository.appendingPathComponent("Katas").path])
    return recording.output + recording.errors
  }

  @Test(
    .slow("builds three workspaces and opens Chromium (a minute)"),
    .enabled(if: chromium != nil, "needs chromium on PATH"))
  func threeLearnersLightsInARealBrowser() throws {
    try withTemporaryDirectory { folder in
      let room = folder.appendingPathComponent("room").path
      try FileManager.default.createDirectory(atPath: room, withIntermediateDirectories: true)
      for name in ["ada", "bob", "cy"] {
        _ = kata(
          ["start", "first-tests", "--dir", name, "--name", name, "--classroom", room], in: folder)
      }
      let headline = "Sources/ToDo/Headline.swift"
      // ada: amber, then the constant that passes; bob: a wrong answer; cy: amber only.
      _ = kata(["test", "--dir", "ada"], in: folder)
      try write(
        [
          "ada/\(headline)":
            "func makeHeadline(_ string: String) -> String { \"This Is A Test Headline\" }\n",
          "bob/\(headline)": "func makeHeadline(_ string: String) -> String { string }\n",
        ], in: folder)
      _ = kata(["test", "--dir", "ada"], in: folder)
      _ = kata(["test", "--dir", "bob"], in: folder)
      _ = kata(["test", "--dir", "cy"], in: folder)
      _ = kata(["dashboard", room], in: folder)
      let page = URL(fileURLWithPath: room).appendingPathComponent("dashboard.html")
      let browser = try #require(Self.chromium)
      let flags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
      ]

      let dom = try Subprocess.run([browser] + flags + ["--dump-dom", page.absoluteString])
      let screenshots = Self.repository.appendingPathComponent(".build/screenshots")
      try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
      let shot = screenshots.appendingPathComponent("dashboard.png")
      _ = try Subprocess.run(
        [browser] + flags + [
          "--window-size=1280,360", "--screenshot=\(shot.path)", page.absoluteString,
        ])

      let rows = dom.output.matches(of: #/<tr data-name="(\w+) first-tests"/#).map { String($0.1) }
      #expect(rows.sorted() == ["ada", "bob", "cy"])
      for learner in ["ada", "bob", "cy"] {
        let journal = Journal(
          url: URL(fileURLWithPath: room).appendingPathComponent("\(learner)/first-tests.jsonl"))
        let expected = journal.entries().compactMap(\.light).map(\.rawValue)
        let row = try #require(
          dom.output.firstMatch(of: try Regex("<tr data-name=\"\(learner) [^\"]*\".*?</tr>")))
        let lights = String(dom.output[row.range]).matches(of: #/data-light="(\w+)"/#).map {
          String($0.1)
        }
        #expect(lights == expected, "\(learner)'s lights")
      }
      #expect(rows.count == 3)
      #expect(!dom.errors.contains("Uncaught") && !dom.errors.contains(":ERROR:CONSOLE"))
      #expect(FileManager.default.fileExists(atPath: shot.path))
    }
  }

  /// A room of forty pairs (or `pairs`) over the first 45 minutes of a block, posted to the
  /// room in `room` as their workspaces would, each run with its code: most pairs have moved on
  /// a step or two and name their driver; ada's runs come first. For the `wall`, every fifth
  /// pair runs under `kata watch` (a burst of lights in a minute), the code has tests, and a
  /// red or amber run its problem.
  /// It posts to a server of its own on the room's folder, as the room's server before a
  /// restart: the server that serves the wall knows each pair by its entries' times alone.
  func fillRoom(_ room: URL, pairs: Int = 40, wall: Bool = false) throws {
    // The room's clock on the day of the entries: the server takes no entry far from it.
    let classroom = ClassroomServer(
      folder: room, token: "ROOM-4321",
      now: { ISO8601DateFormatter().date(from: "2026-11-24T09:50:00Z")! })
    let names = ["ada", "bob", "cy", "dee"] + (5...pairs).map { String(format: "pair%02d", $0) }
    for (index, learner) in names.enumerated() {
      var entries: [JournalEntry] = []
      var snapshots: [String: [String: String]] = [:]
      var start = JournalEntry(
        time: "2026-11-24T09:00:00Z", event: .start, step: "01-answer", stepNumber: 1)
      start.steps = 3
      start.timebox = 8 + index % 30
      entries.append(start)
      let moves = [0, 1, 2, 2][index % 4]
      for move in 0..<moves {
        var next = JournalEntry(
          time: String(format: "2026-11-24T09:%02d:30Z", 15 + move * 15 + index % 10),
          event: .next, step: "0\(move + 2)-step", stepNumber: move + 2)
        next.steps = 3
        next.timebox = start.timebox
        entries.append(next)
      }
      for run in 0..<8 {
        let minute = learner == "ada" ? run : (index * 7 + run * 5) % 46
        let step = entries.last {
          $0.event != .run && $0.time <= String(format: "2026-11-24T09:%02d", minute)
        }
        let light: Light = [.amber, .red, .green][(index + run) % 3]
        var entry = JournalEntry(
          time: String(format: "2026-11-24T09:%02d:00Z", minute),
          event: .run, step: step?.step ?? "01-answer", stepNumber: step?.stepNumber ?? 1,
          light: light, tests: 2, failures: light == .green ? 0 : 1)
        entry.driver = index % 2 == 0 ? ["kim", "lee"][run % 2] : nil
        var code = ["Sources/Tiny/Tiny.swift": "let value = \(run)\n"]
        if wall {
          code["Tests/TinyTests/TinyTests.swift"] =
            "@Test func value() {\n  #expect(Tiny.value == \(run + 1))\n}\n"
          entry.problem =
            light == .green
            ? nil
            : light == .red
              ? "TinyTests.value(): Expectation failed: (Tiny.value → \(run)) == \(run + 1)"
              : "Sources/Tiny/Tiny.swift:1:13: error: cannot find 'valu' in scope"
        }
        entry.snapshot = CodeSnapshot.fingerprint(of: code)
        snapshots[entry.snapshot!] = code
        entries.append(entry)
      }
      if wall, index % 5 == 1 { entries += burst(after: entries.last { $0.event == .run }!) }
      for number in entries.indices {
        entries[number].learner = learner
        entries[number].kata = "tiny"
        entries[number].id = "\(learner)-\(number)"
      }
      var request = try #require(
        HTTPRequest(head: Data("POST /entries HTTP/1.1\r\nAuthorization: Bearer ROOM-4321".utf8)))
      request.body = try JSONEncoder().encode(
        ClassroomServer.Delivery(
          entries: entries.sorted { $0.time < $1.time }, snapshots: snapshots))
      try #require(classroom.respond(to: request).status == 200)
    }
  }

  /// Six more runs within the minute of `run`, as `kata watch` makes them, the last green.
  func burst(after run: JournalEntry) -> [JournalEntry] {
    (1...6).map { second in
      var entry = run
      entry.time = String(run.time.prefix(17)) + String(format: "%02dZ", second * 8)
      entry.light = second == 6 ? .green : .red
      entry.failures = second == 6 ? 0 : 1
      entry.problem = second == 6 ? nil : "TinyTests.value(): Expectation failed"
      return entry
    }
  }

  @Test(
    .enabled(if: chromium != nil && node != nil, "needs chromium and node on this machine"))
  func bothViewsWorkInARealBrowser() throws {
    try withTemporaryDirectory { room in
      try fillRoom(room)

      let report = try Self.drive("drive-dashboard.mjs", room: room)

      #expect(report["error"] == nil, "\(report["error"] ?? "")")
      #expect((report["errors"] as? [String]) == [], "the pages log no error")
      let byName = try #require(report["deskByName"] as? [String])
      #expect(byName.count == 40 && byName == byName.sorted())
      #expect(report["deskFirst"] as? [String] != byName, "progress first, then by name")
      #expect(report["deskAfterReload"] as? [String] == byName, "a reload keeps the sort")
      let scroll = try #require(report["scrollBefore"] as? Double)
      #expect(scroll > 0)
      #expect(report["scrollAfterReload"] as? Double == scroll, "a reload keeps the scroll")
      #expect(report["headerShown"] as? Bool == true, "the header stays on screen")
      #expect(report["firstRunShown"] as? String == "18:00:00", "in the viewer's time zone")
      #expect((report["firstTip"] as? String)?.hasPrefix("18:0") == true)
      #expect(report["postStatus"] as? Int == 200)
      #expect(
        report["lightsAfterRefresh"] as? Int == (report["lightsBefore"] as? Int).map { $0 + 1 })
      #expect(report["deskAfterRefresh"] as? [String] == byName, "a refresh keeps the sort")
      #expect(report["scrollAfterRefresh"] as? Double == scroll, "and the scroll")
      #expect(report["diffAddress"] as? String == "/diff?learner=ada&kata=tiny&run=1")
      #expect(report["diffAdded"] as? [String] == ["+let value = 0"])
      #expect((report["projectorNames"] as? [String])?.count == 40)
      let status = try #require(report["projectorStatus"] as? [String])
      #expect(status.contains { $0.hasPrefix("stuck?") || $0.hasPrefix("quiet for") })
      #expect(
        status.allSatisfy {
          $0 == "working" || $0 == "done" || $0.hasPrefix("stuck? ") || $0.hasPrefix("quiet for ")
        }, "\(status)")
      let size = (report["projectorFontSize"] as? String).flatMap { Double($0.dropLast(2)) }
      #expect((size ?? 0) >= 13, "forty pairs: the smallest type the wall has")
      let anonymous = try #require(report["anonymousText"] as? String)
      #expect(!anonymous.contains("ada") && !anonymous.contains("pair"))
      #expect(anonymous.contains(AnimalNames.name(for: "ada")))
      #expect(report["anonymousLinks"] as? Int == 0)
      for shot in ["desk.png", "diff.png", "projector.png", "projector-anonymous.png"] {
        #expect(
          FileManager.default.fileExists(atPath: Self.shots.appendingPathComponent(shot).path))
      }
    }
  }

  /// Where the browser tests leave their screenshots.
  static var shots: URL {
    repository.appendingPathComponent(".build/screenshots")
  }

  /// Serves the room in `room` on loopback, its clock stopped at 09:50 on 2026-11-24, and
  /// drives it with the Node script `script` of this folder in headless Chromium: the
  /// script's report, as a dictionary.
  static func drive(_ script: String, room: URL) throws -> [String: Any] {
    let now = ISO8601DateFormatter().date(from: "2026-11-24T09:50:00Z")!
    let classroom = ClassroomServer(folder: room, token: "ROOM-4321", now: { now })
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { classroom.respond(to: $0) }
    let thread = Thread { server.run() }
    thread.start()
    defer { server.stop() }
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    let driver = repository.appendingPathComponent("Tests/KataKitTests/Classroom/\(script)")
    let outcome = try Subprocess.run(
      [
        try #require(node), "--experimental-websocket", driver.path,
        try #require(chromium), "http://127.0.0.1:\(server.port)", "ROOM-4321", shots.path,
      ], timeout: 120)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
      "\(outcome.output)\(outcome.errors)")
  }
}
