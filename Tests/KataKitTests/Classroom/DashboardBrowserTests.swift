import CommandLineSupport
import Foundation
import TestSupport
import Testing

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
}
