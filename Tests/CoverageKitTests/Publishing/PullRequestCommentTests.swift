import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

  /// Adds a comment by `login` to pull request 7, as someone else would write it.
  func seed(_ api: FakeToDoServer, login: String, body: String) async throws {
    var request = URLRequest(url: api.baseURL.appendingPathComponent("_comments/7"))
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: ["login": login, "body": body])
    _ = try await URLSession.shared.data(for: request)
  }

  /// The comments of pull request 7 as `author: body`.
  func comments(_ api: FakeToDoServer) throws -> [String] {
    let data = try Data(contentsOf: api.baseURL.appendingPathComponent("_comments/7"))
    let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return list.map {
      "\((($0["user"] as? [String: Any])?["login"] as? String) ?? ""): \($0["body"] as? String ?? "")"
    }
  }

  func comment(
    _ markdown: String, api: FakeToDoServer, in folder: URL, token: String = Self.token
  ) throws -> (ExitCode, String) {
    try Data(markdown.utf8).write(to: folder.appendingPathComponent("summary.md"))
    let recording = ConsoleRecording()
    let tool = CoverageGateTool(
      currentDirectory: folder, console: recording.console(),
      environment: [
        "GITHUB_TOKEN": token, "GITHUB_REPOSITORY": "octo/shop",
        "GITHUB_API_URL": api.baseURL.absoluteString, "GITHUB_REF": "refs/pull/7/merge",
      ])
    let status = tool.run(["comment", "summary.md"])
    return (status, recording.output + recording.errors)
  }

  /// A 422 blames the comment's body only where a body was sent: GitHub's /user answering
  /// 422 is no comment that was too long.
  @Test func a422BlamesTheBodyOnlyOfACallThatSentOne() {
    let user = PullRequestComment.reason(422, "tell who the token belongs to")
    let post = PullRequestComment.reason(422, "post the coverage comment", sentBody: true)

    #expect(
      user
        == "could not tell who the token belongs to (HTTP 422): GitHub could not process the request"
    )
    #expect(post.contains("GitHub refused the comment's body"))
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
          "GET /user",
          "GET /repos/octo/shop/issues/7/comments?per_page=100&page=1",
          "POST /repos/octo/shop/issues/7/comments",
          "GET /user",
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

  /// The workflow's own token writes as github-actions[bot], so it edits only the bot's
  /// comment that starts with the marker: never a person's, not even one that begins by
  /// quoting the marker.
  @Test func theCommentEditedIsTheTokensOwnNeverOneThatQuotesTheMarker() async throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    let marker = PullRequestComment.marker
    try await seed(api, login: "ada", body: "Why does CI say \(marker)?")
    try await seed(api, login: "bob", body: "\(marker)\n## Coverage (pasted by hand)")
    try withTemporaryDirectory { folder in
      let first = try comment("## Coverage ✅\n", api: api, in: folder)
      let second = try comment("## Coverage ❌\n", api: api, in: folder)

      #expect(first.1 == "coverage-gate: posted the coverage comment 1002 on pull request #7\n")
      #expect(second.1 == "coverage-gate: updated the coverage comment 1002 on pull request #7\n")
      #expect(
        try comments(api) == [
          "ada: Why does CI say \(marker)?", "bob: \(marker)\n## Coverage (pasted by hand)",
          "github-actions[bot]: \(marker)\n## Coverage ❌\n",
        ])
    }
  }

  /// A personal token's comments are its user's: another account's marked comment stays.
  @Test func aPersonalTokenEditsOnlyItsOwnUsersComment() async throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token, login: "ci-robot")
    defer { api.stop() }
    try await seed(api, login: "github-actions[bot]", body: "\(PullRequestComment.marker)\nold")
    try withTemporaryDirectory { folder in
      let first = try comment("## Coverage\n", api: api, in: folder)
      let second = try comment("## Coverage again\n", api: api, in: folder)

      #expect(first.1.contains("posted the coverage comment 1001"))
      #expect(second.1.contains("updated the coverage comment 1001"))
      #expect(try comments(api).first == "github-actions[bot]: \(PullRequestComment.marker)\nold")
    }
  }

  @Test func aRefusedTokenIsCalledThatNotAFork() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let result = try comment("## Coverage\n", api: api, in: folder, token: "ghs_expired")

      #expect(result.0 == .success)
      #expect(
        result.1
          == "::notice::coverage-gate: could not tell who the token belongs to (HTTP 401): GitHub refused the token as bad credentials; check the github-token input; the report is in the job summary\n"
      )
      #expect(!result.1.contains("fork") && !result.1.contains("ghs_expired"))
    }
  }

  /// GitHub refuses a body over 65,536 characters with 422: a longer report is cut at a line
  /// with a note, and the comment still comes.
  @Test func aReportTooLongForACommentIsCutAndStillPosted() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let row = "| `Sources/Big/File.swift` | 50.00% (1/2) | 50.00% (1/2) | 50.00% (1/2) | 2 |\n"
      let report = "## Coverage ❌\n\n" + String(repeating: row, count: 2_000)

      let result = try comment(report, api: api, in: folder)

      #expect(report.count > PullRequestComment.characterLimit)
      #expect(result.1.contains("posted the coverage comment"), "\(result.1)")
      let body = try #require(try comments(api).first)
      #expect(body.count <= PullRequestComment.characterLimit + "github-actions[bot]: ".count)
      #expect(body.hasSuffix("the whole of it is in the job summary._\n"))
    }
  }

  /// Runs `Scripts/coverage-action.sh` in a package folder holding the sample export.
  func runAction(
    api: FakeToDoServer, in folder: URL, minLines: String = "", diffBase: String = "",
    mutate: String = "false", extra: [String: String] = [:]
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
        "INPUT_MIN_LINES": minLines, "INPUT_DIFF_BASE": diffBase, "INPUT_MIN_DIFF_LINES": "0",
        "INPUT_COMMENT": "true", "GITHUB_TOKEN": Self.token,
        "GITHUB_REPOSITORY": "octo/shop", "GITHUB_API_URL": api.baseURL.absoluteString,
        "GITHUB_REF": "refs/pull/7/merge", "GITHUB_OUTPUT": outputs.path,
        "GITHUB_STEP_SUMMARY": summary.path, "LLVM_PROFILE_FILE": "/dev/null",
        "INPUT_MUTATE": mutate,
      ].merging(extra) { _, new in new }
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

  @Test func mutateAddsItsReportToTheSummary() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      try write(
        [
          "Package.swift": "// swift-tools-version: 6.0\n",
          "Sources/Shapes/Notes.swift": "// Nothing to mutate here.\n",
        ], in: folder)

      let result = try runAction(api: api, in: folder, mutate: "true")

      #expect(result.status == 0, "\(result.output)")
      #expect(result.summary.hasPrefix("## Coverage"))
      #expect(
        result.summary.hasSuffix(
          "## Mutation testing\n\nNo mutant in the lines selected: no source line changed,"
            + " none has anything to mutate, or they are in #if branches a build here does"
            + " not compile.\n"))
      #expect(result.outputs.contains("mutation-score=100.00\nmutants-killed=0\n"))
      #expect(
        try comments(api).first?.contains("**Mutation score: 100.00%** (0 survived") == true,
        "the comment, posted after mutation testing, gives its score")
    }
  }

  /// A shard of a job matrix mutates only: no tests, no gate, no comment, so a coverage
  /// threshold fails the one job that checks it, not every shard.
  @Test func mutateOnlyRunsNeitherTheGateNorTheComment() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      try write(
        [
          "Package.swift": "// swift-tools-version: 6.0\n",
          "Sources/Shapes/Notes.swift": "// Nothing to mutate here.\n",
        ], in: folder)

      let result = try runAction(
        api: api, in: folder, minLines: "99", mutate: "only",
        extra: ["INPUT_MUTATION_SHARD": "1/2"])

      #expect(result.status == 0, "the coverage threshold is not this job's: \(result.output)")
      #expect(result.summary.hasPrefix("## Mutation testing"))
      #expect(!result.summary.contains("## Coverage"))
      #expect(try calls(api).filter { $0.hasPrefix("POST") }.isEmpty)
    }
  }

  /// The merge of the shards, in a job of its own: one report and one score from the
  /// shards' artifacts, and the step fails below the minimum.
  @Test func mutationMergeJoinsTheShardsIntoOneScore() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      for (index, outcome) in ["killed", "survived"].enumerated() {
        let json = """
          {"score": 0, "judged": 1, "counts": {}, "mutants": [{"file": "Sources/A.swift", "line": 1, "column": \(index + 1), "operator": "relational-boundary", "original": "<", "mutant": "<=", "outcome": "\(outcome)", "inSchema": true}]}
          """
        try write(["shards/mutation-\(index + 1)/mutation.json": json], in: folder)
      }

      let passed = try runAction(
        api: api, in: folder, extra: ["INPUT_MUTATION_MERGE": "shards/*/mutation.json"])
      let failed = try runAction(
        api: api, in: folder,
        extra: [
          "INPUT_MUTATION_MERGE": "shards/*/mutation.json", "INPUT_MIN_MUTATION_SCORE": "80",
        ])

      #expect(passed.status == 0, "\(passed.output)")
      #expect(passed.outputs.contains("mutation-score=50.00\n"))
      #expect(passed.summary.hasPrefix("## Mutation testing"))
      #expect(failed.status == 1)
      #expect(failed.output.contains("the mutation score 50.00% is below --min-score 80.0%"))
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

  /// In a container, the checkout belongs to another user and git refuses it as of dubious
  /// ownership; the action measures the changed lines all the same, twice, with no step
  /// that trusts the checkout. Only root can give a folder to another user.
  @Test(.enabled(if: getuid() == 0, "only root can give the checkout to another user"))
  func theActionWorksInACheckoutOwnedByAnotherUser() throws {
    let api = try FakeToDoServer.startGitHubAPI(token: Self.token)
    defer { api.stop() }
    try withTemporaryDirectory { folder in
      let git = { (arguments: [String]) throws -> Subprocess.Outcome in
        try Subprocess.run(
          ["git", "-c", "user.name=t", "-c", "user.email=t@t.invalid"] + arguments, in: folder)
      }
      _ = try git(["init", "-q"])
      _ = try git(["commit", "-q", "--allow-empty", "-m", "base"])
      #expect(try Subprocess.run(["chown", "-R", "nobody", folder.path]).succeeded)
      let refused = try Subprocess.run(["git", "rev-parse", "HEAD"], in: folder)
      #expect(!refused.succeeded && refused.errors.contains("dubious ownership"))

      let first = try runAction(api: api, in: folder, diffBase: "HEAD")
      let second = try runAction(api: api, in: folder, diffBase: "HEAD")

      #expect(first.status == 0, "\(first.output)")
      #expect(second.status == 0, "\(second.output)")
      #expect(!first.output.contains("dubious") && !first.output.contains("failed"))
      #expect(first.summary.contains("Changed lines"), "\(first.summary)")
      #expect(first.output.contains("posted the coverage comment 1000 on pull request #7"))
      #expect(second.output.contains("updated the coverage comment 1000 on pull request #7"))
      let config = try Subprocess.run(["git", "config", "--global", "--get-all", "safe.directory"])
      #expect(!config.output.contains(folder.path), "nothing is added to any git config")
    }
  }

  /// The repository's root.
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../..").standardizedFileURL
  }

  /// This repository's `coverage-gate`, built beside the tests.
  func builtGate() throws -> URL { try BuiltTool.url("coverage-gate") }
}

/// The token of `comment` against an API that sends it elsewhere: the redirect is refused,
/// the other server never sees the token, and the notice says why in one line.
@Suite(.enabled(if: FakeToDoServer.isAvailable, "python3 is needed for the fake servers"))
struct PullRequestCommentRedirectTests {
  @Test func aRedirectToAnotherHostGetsNoToken() throws {
    try withTemporaryDirectory { folder in
      let record = folder.appendingPathComponent("elsewhere.jsonl")
      let elsewhere = try FakeToDoServer.startHostile(["--record", record.path])
      let api = try FakeToDoServer.startHostile(["--redirect-to", elsewhere.baseURL.absoluteString])

      let outcome = PullRequestComment(
        apiBase: api.baseURL, repository: "o/r", pullRequest: 7, token: "ghs_secret"
      ).publish("coverage")

      guard case .skipped(let reason) = outcome else {
        Issue.record("published through a redirect: \(outcome)")
        return
      }
      #expect(reason.contains("redirected the request to http://127.0.0.1:"), "\(reason)")
      #expect(!reason.contains("ghs_secret"))
      let seen = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
      #expect(!seen.contains("ghs_secret") && !seen.contains("Authorization"))
    }
  }

  /// An API that answers every page of comments full is read for a bounded number of pages,
  /// then the comment is skipped with a notice, where the gate once paged on for ever.
  @Test func anAPIWhosePagesNeverEndIsReadABoundedNumberOfPages() throws {
    try withTemporaryDirectory { folder in
      let record = folder.appendingPathComponent("calls.jsonl")
      let page = (1...100).map { #"{"id": \#($0), "body": "hi", "user": {"login": "ada"}}"# }
      let api = try FakeToDoServer.startHostile([
        "--record", record.path, "--user", "bot", "--answer", "[\(page.joined(separator: ","))]",
      ])

      let outcome = PullRequestComment(
        apiBase: api.baseURL, repository: "o/r", pullRequest: 7, token: "ghs_secret"
      ).publish("coverage")

      guard case .skipped(let reason) = outcome else {
        Issue.record("not skipped: \(outcome)")
        return
      }
      #expect(reason.contains("more than 3000 comments"), "\(reason)")
      let pages = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        .filter { $0.contains("per_page=100") }
      #expect(pages.count == PullRequestComment.mostPages)
    }
  }
}
