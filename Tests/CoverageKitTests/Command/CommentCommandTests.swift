import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// `coverage-gate comment` before it reaches the API: what it needs and where it finds it,
/// each missing or wrong one named in one line.
@Suite struct CommentCommandTests {
  func run(_ arguments: [String], environment: [String: String], in folder: URL) -> (
    status: ExitCode, output: String, errors: String
  ) {
    let recording = ConsoleRecording()
    let status = CoverageGateTool(
      currentDirectory: folder, console: recording.console(), environment: environment
    ).run(["comment"] + arguments)
    return (status, recording.output, recording.errors)
  }

  static let ready = ["GITHUB_TOKEN": "ghs_x", "GITHUB_REPOSITORY": "o/r"]

  @Test(arguments: [
    ([], ready, "missing the Markdown report to post (REPORT.md)"),
    (["report.md"], [:], "missing a token in GITHUB_TOKEN that may write pull-request comments"),
    (
      ["report.md"], ["GITHUB_TOKEN": "t"], "missing --repository OWNER/NAME (or GITHUB_REPOSITORY)"
    ),
    (
      ["report.md", "--api-url", "http://api.example.com"], ready,
      "invalid --api-url 'http://api.example.com': expected an https URL such as https://api.github.com, without credentials"
    ),
    (
      ["report.md", "--api-url", "https://octo:hunter2@api.example.com"], ready,
      "invalid --api-url 'https://***@api.example.com': expected an https URL such as https://api.github.com, without credentials"
    ),
    (
      ["report.md", "--pull-request", "x"], ready,
      "invalid --pull-request 'x': expected a whole number, 1 or more"
    ),
    (
      ["report.md", "--repository", "octo"], ready,
      "invalid --repository 'octo': expected OWNER/NAME, such as apple/swift-log"
    ),
    (
      ["report.md"], ["GITHUB_TOKEN": "t", "GITHUB_REPOSITORY": "octo/shop/x"],
      "invalid GITHUB_REPOSITORY 'octo/shop/x': expected OWNER/NAME, such as apple/swift-log"
    ),
    (
      ["report.md"], ready.merging(["GITHUB_API_URL": "http://10.0.0.1"]) { $1 },
      "invalid GITHUB_API_URL 'http://10.0.0.1': expected an https URL such as https://api.github.com, without credentials"
    ),
  ])
  func whatTheCommentNeedsIsNamedInOneLine(
    arguments: [String], environment: [String: String], message: String
  ) throws {
    try withTemporaryDirectory { folder in
      try write(["report.md": "# Coverage\n"], in: folder)

      let result = run(arguments, environment: environment, in: folder)

      #expect(result.status == .usage)
      #expect(result.errors == "coverage-gate: \(message) (see 'coverage-gate help comment')\n")
    }
  }

  @Test func outsideAPullRequestItSaysSoAndPostsNothing() throws {
    try withTemporaryDirectory { folder in
      try write(["report.md": "# Coverage\n"], in: folder)

      let result = run(["report.md"], environment: Self.ready, in: folder)

      #expect(result.status == .success)
      #expect(result.output.hasPrefix("::notice::coverage-gate: not a pull request, so no comment"))
    }
  }
}
