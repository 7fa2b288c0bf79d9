import CommandLineSupport
import Foundation

/// `coverage-gate comment`: the report as the pull request's one coverage comment.
struct CommentCommand {
  /// The pull request to comment on.
  static let pullRequest = Option<PositiveCount?>(
    "--pull-request", "N", help: "the pull request",
    defaultText: "the event's, from GITHUB_EVENT_PATH or GITHUB_REF")
  /// The repository of the pull request.
  static let repository = Option<String?>(
    "--repository", "OWNER/NAME", help: "the repository", defaultText: "GITHUB_REPOSITORY")
  /// Where GitHub's API answers.
  static let apiURL = Option<String?>(
    "--api-url", "URL", help: "GitHub's API", defaultText: "GITHUB_API_URL, else api.github.com")

  /// The command, declared once.
  static let declaration = CommandDeclaration(
    name: "comment",
    abstract: """
      Posts the Markdown report as one comment on a pull request, or edits the comment it
      posted before: the one that starts with a hidden marker and was written by the token's
      own user (github-actions[bot] for a workflow's GITHUB_TOKEN), never anyone else's.
      """,
    discussion: """
      The token comes from GITHUB_TOKEN only. A report too long for a comment is cut at a
      line; write it with --output comment=PATH to fit it. When the token cannot write, as on
      pull requests from forks, it prints a notice and exits 0: only the gate fails a job.
      """,
    options: [pullRequest, repository, apiURL],
    operands: [
      OperandDeclaration(
        "REPORT.md", missingName: "the Markdown report to post (REPORT.md)", completion: .files)
    ])

  /// The tool whose folder, environment and console the command uses.
  let tool: CoverageGateTool

  /// Posts or edits the comment, or tells why not.
  func run(_ parsed: ParsedCommand) throws -> ExitCode {
    let path = parsed.operands[0]
    let markdown = String(decoding: try tool.read(tool.url(for: path)), as: UTF8.self)
    guard let token = tool.environment["GITHUB_TOKEN"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      throw UsageError.missingOperand(
        "a token in GITHUB_TOKEN that may write pull-request comments")
    }
    guard
      let repository = try parsed.value(Self.repository) ?? tool.environment["GITHUB_REPOSITORY"],
      repository.split(separator: "/").count == 2
    else {
      throw UsageError.missingOperand("--repository OWNER/NAME (or GITHUB_REPOSITORY)")
    }
    let apiText =
      try parsed.value(Self.apiURL) ?? tool.environment["GITHUB_API_URL"]
      ?? "https://api.github.com"
    guard let api = URL(string: apiText), api.scheme == "https" || api.host == "127.0.0.1" else {
      throw UsageError.invalidValue(
        apiText, for: "--api-url", expected: "an https URL such as https://api.github.com")
    }
    let given = try parsed.value(Self.pullRequest)?.value
    guard let number = given ?? pullRequestNumber() else {
      tool.console.line(
        "::notice::coverage-gate: not a pull request, so no comment; the report is in the job summary"
      )
      return .success
    }
    let comment = PullRequestComment(
      apiBase: api, repository: repository, pullRequest: number, token: token)
    switch comment.publish(markdown) {
    case .created(let id):
      tool.console.line(
        "coverage-gate: posted the coverage comment \(id) on pull request #\(number)")
    case .updated(let id):
      tool.console.line(
        "coverage-gate: updated the coverage comment \(id) on pull request #\(number)")
    case .skipped(let reason):
      tool.console.line("::notice::coverage-gate: \(reason); the report is in the job summary")
    }
    return .success
  }

  /// The pull request of the event that started the workflow: the event file's
  /// `pull_request.number`, else `refs/pull/N/merge` in `GITHUB_REF`.
  func pullRequestNumber() -> Int? {
    if let path = tool.environment["GITHUB_EVENT_PATH"],
      let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
      let event = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let number = (event["pull_request"] as? [String: Any])?["number"] as? Int
    {
      return number
    }
    let parts = (tool.environment["GITHUB_REF"] ?? "").split(separator: "/")
    guard parts.count == 4, parts[0] == "refs", parts[1] == "pull" else { return nil }
    return Int(parts[2])
  }
}
