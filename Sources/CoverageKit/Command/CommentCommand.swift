import CommandLineSupport
import Foundation

/// `coverage-gate comment`: the report as the pull request's one coverage comment.
struct CommentCommand: ToolCommand {
  /// The pull request to comment on.
  static let pullRequest = Option<PositiveCount?>(
    "--pull-request", "N", help: "the pull request",
    defaultText: "the event's, from GITHUB_EVENT_PATH or GITHUB_REF")
  /// The repository of the pull request.
  static let repository = Option<RepositoryName?>(
    "--repository", "OWNER/NAME", help: "the repository", defaultText: "GITHUB_REPOSITORY")
  /// Where GitHub's API answers.
  static let apiURL = Option<APIAddress?>(
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

  /// `REPORT.md`: the report to post, as typed.
  let report: String
  /// `--pull-request N`, when given.
  let pullRequest: PositiveCount?
  /// `--repository OWNER/NAME`, when given.
  let repository: RepositoryName?
  /// `--api-url URL`, when given.
  let apiURL: APIAddress?

  /// The command `parsed` gives.
  init(_ parsed: ParsedCommand) throws(UsageError) {
    report = parsed.operands[0]
    pullRequest = try parsed.value(Self.pullRequest)
    repository = try parsed.value(Self.repository)
    apiURL = try parsed.value(Self.apiURL)
  }

  /// Posts or edits the comment, or tells why not.
  func run(in tool: CoverageGateTool) throws -> ExitCode {
    let markdown = String(decoding: try tool.read(tool.url(for: report)), as: UTF8.self)
    guard let token = tool.environment["GITHUB_TOKEN"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      throw UsageError.missingOperand(
        "a token in GITHUB_TOKEN that may write pull-request comments")
    }
    guard
      let repository = try repository
        ?? Self.fromEnvironment(tool.environment, "GITHUB_REPOSITORY", as: RepositoryName.self)
    else {
      throw UsageError.missingOperand("--repository OWNER/NAME (or GITHUB_REPOSITORY)")
    }
    let api =
      try apiURL ?? Self.fromEnvironment(tool.environment, "GITHUB_API_URL", as: APIAddress.self)
      ?? .github
    guard let number = pullRequest?.value ?? Self.pullRequestNumber(in: tool.environment) else {
      tool.console.line(
        "::notice::coverage-gate: not a pull request, so no comment; the report is in the job summary"
      )
      return .success
    }
    let comment = PullRequestComment(
      apiBase: api.url, repository: repository.text, pullRequest: number, token: token)
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

  /// The value of the environment's `variable` read as `Value`, `nil` when it is not set; a
  /// value of the wrong shape is the error the option would give, naming the variable.
  private static func fromEnvironment<Value: OptionValue>(
    _ environment: [String: String], _ variable: String, as _: Value.Type
  ) throws(UsageError) -> Value? {
    guard let text = environment[variable], !text.isEmpty else { return nil }
    guard let value = Value(optionText: text) else {
      throw .invalidValue(Value.shownInError(text), for: variable, expected: Value.expected)
    }
    return value
  }

  /// The pull request of the event that started the workflow, as `environment` tells it:
  /// the event file's `pull_request.number`, else `refs/pull/N/merge` in `GITHUB_REF`.
  static func pullRequestNumber(in environment: [String: String]) -> Int? {
    if let path = environment["GITHUB_EVENT_PATH"],
      let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
      let event = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let number = (event["pull_request"] as? [String: Any])?["number"] as? Int
    {
      return number
    }
    let parts = (environment["GITHUB_REF"] ?? "").split(separator: "/")
    guard parts.count == 4, parts[0] == "refs", parts[1] == "pull" else { return nil }
    return Int(parts[2])
  }
}
