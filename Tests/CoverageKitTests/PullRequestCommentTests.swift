import CommandLineSupport
import CoverageKit
import Foundation
import TestSupport
import Testing

/// The sticky pull-request comment and the action's script, against a fake GitHub API on
/// 127.0.0.1.
@Suite(.enabled(if: FakeToDoServer.isAvailable, "python3 is needed for the fake GitHub API"))
struct PullRequestCommentTests {
  static let token = "ghs_not-a-real-token"

  /// The calls the fake API received, as `METHOD path`.
  func calls(_ api: FakeToDoServer) throws -> [String] {
    let data = try Data(contentsOf: api.baseURL.appendingPathComponent("_calls"))
    let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return list.map { "\($0["method"] as? String ?? "") \($0["path"] as? String ?? "")" }
  }

  func comment(_ markdown: String, api: FakeToDoServer, in folder: URL) throws -> (
    ExitCode, String
  ) {
    try Data(markdown.utf8).write(to: folder.appendingPathComponent("summary.md"))
    let recording = ConsoleRecording()
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(),
      environment: [
        "GITHUB_TOKEN": Self.token, "GITHUB_REPOSITORY": "octo/shop",
        "GITHUB_API_URL": api.baseURL.absoluteString, "GITHUB_REF": "refs/pull/7/merge",
      ])
    let status = tool.run(["comment", "summary.md"])
    return (status, recording.output + recording.errors)
  }

  @Test func theFirstRunPostsTheCommentAndTheNextOnesEditIt() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let first = try comment("## Coverage ✅\n", api: api, in: folder)
      let second = try comment("## Coverage ❌\n", api: api, in: folder)

      #expect(first.0 == .success && second.0 == .success)
      #expect(first.1 == "coverage-gate: posted the coverage comment 1000 on pull request #7\n")
      #expect(second.1 == "coverage-gate: updated the coverage comment 1000 on pull request #7\n")
      #expect(
        try calls(api) == [
          "GET /repos/octo/shop/issues/7/comments?per_page=100&page=1",
          "POST /repos/octo/shop/issues/7/comments",
          "GET /repos/octo/shop/issues/7/comments?per_page=100&page=1",
          "PATCH /repos/octo/shop/issues/comments/1000",
        ])
    }
  }

  @Test func aTokenThatCannotWriteGivesANoticeAndNoFailure() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token, forbidsWrites: true)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let result = try comment("## Coverage\n", api: api, in: folder)

      #expect(result.0 == .success)
      #expect(
        result.1
          == "::notice::coverage-gate: could not post the coverage comment (HTTP 403): the token cannot write to this pull request, as on pull requests from forks; the report is in the job summary\n"
      )
      #expect(!result.1.contains(Self.token))
    }
  }

  /// Runs `Scripts/coverage-action.sh` in a package folder holding the sample export.
  func runAction(
    api: FakeToDoServer, in folder: URL, minLines: String = ""
  ) throws -> (status: Int32, output: String, outputs: String, summary: String) {
    let text = try Fixtures.text("sample-export.json").replacingOccurrences(
      of: "/project/", with: folder.path + "/")
    try Data(text.utf8).write(to: folder.appendingPathComponent("export.json"))
    let outputs = folder.appendingPathComponent("github-output")
    let summary = folder.appendingPathComponent("step-summary")
    for file in [outputs, summary] { try Data().write(to: file) }
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("GITHUB_") || key.hasPrefix("INPUT_") {
      environment[key] = nil
    }
    environment.merge(
      [
        "COVERAGE_GATE": try builtGate().path, "INPUT_EXPORTS": "export.json",
        "INPUT_MIN_LINES": minLines, "INPUT_COMMENT": "true", "GITHUB_TOKEN": Self.token,
        "GITHUB_REPOSITORY": "octo/shop", "GITHUB_API_URL": api.baseURL.absoluteString,
        "GITHUB_REF": "refs/pull/7/merge", "GITHUB_OUTPUT": outputs.path,
        "GITHUB_STEP_SUMMARY": summary.path, "LLVM_PROFILE_FILE": "/dev/null",
      ]
    ) { _, new in new }
    let outcome = try Subprocess.run(
      ["bash", Self.repository.appendingPathComponent("Scripts/coverage-action.sh").path],
      in: folder, environment: environment, mergingErrors: true)
    return (
      outcome.status, outcome.output, try String(contentsOf: outputs, encoding: .utf8),
      try String(contentsOf: summary, encoding: .utf8)
    )
  }

  @Test func theActionSetsItsOutputsWritesTheSummaryAndKeepsOneComment() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let first = try runAction(api: api, in: folder)
      let second = try runAction(api: api, in: folder)

      #expect(first.status == 0, "\(first.output)")
      #expect(
        first.outputs
          == "lines=73.12\nfunctions=78.95\nregions=71.11\npassed=true\nreport=.build/coverage/summary.md\n"
      )
      #expect(first.summary.hasPrefix("## Coverage"))
      #expect(first.output.contains("posted the coverage comment 1000 on pull request #7"))
      #expect(second.output.contains("updated the coverage comment 1000 on pull request #7"))
      #expect(try calls(api).filter { $0.hasPrefix("POST") }.count == 1)
      #expect(!first.output.contains(Self.token) && !first.outputs.contains(Self.token))
    }
  }

  @Test func aFailingGateFailsTheStepButTheCommentStillComes() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let result = try runAction(api: api, in: folder, minLines: "90")

      #expect(result.status == 1)
      #expect(result.outputs.contains("passed=false\n"))
      #expect(result.output.contains("::error title=Coverage check failed::total lines"))
      #expect(result.output.contains("posted the coverage comment"))
    }
  }

  @Test func aForkPullRequestSkipsTheCommentWithANotice() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token, forbidsWrites: true)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let result = try runAction(api: api, in: folder)

      #expect(result.status == 0)
      #expect(
        result.output.contains(
          "::notice::coverage-gate: could not post the coverage comment (HTTP 403)"))
    }
  }

  /// The repository's root.
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../..").standardizedFileURL
  }

  /// This repository's `coverage-gate`, built beside the tests.
  func builtGate() throws -> URL {
    let bin = try Subprocess.run(["swift", "build", "--show-bin-path"], in: Self.repository)
      .output.trimmingCharacters(in: .whitespacesAndNewlines)
    let gate = URL(fileURLWithPath: bin).appendingPathComponent("coverage-gate")
    try #require(FileManager.default.isExecutableFile(atPath: gate.path))
    return gate
  }
}
