import CommandLineSupport
import Foundation

/// `coverage-gate comment`: the report as the pull request's one coverage comment.
extension CoverageGateTool {
  func comment(_ parsed: ParsedCommand) throws -> ExitCode {
    let path = parsed.operands[0]
    let markdown = String(decoding: try read(url(for: path)), as: UTF8.self)
    guard let token = environment["GITHUB_TOKEN"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      throw UsageError.missingOperand(
        "a token in GITHUB_TOKEN that may write pull-request comments")
    }
    guard
      let repository = try parsed.value(Declared.repository) ?? environment["GITHUB_REPOSITORY"],
      repository.split(separator: "/").count == 2
    else {
      throw UsageError.missingOperand("--repository OWNER/NAME (or GITHUB_REPOSITORY)")
    }
    let apiText =
      try parsed.value(Declared.apiURL) ?? environment["GITHUB_API_URL"] ?? "https://api.github.com"
    guard let api = URL(string: apiText), api.scheme == "https" || api.host == "127.0.0.1" else {
      throw UsageError.invalidValue(
        apiText, for: "--api-url", expected: "an https URL such as https://api.github.com")
    }
    let given = try parsed.value(Declared.pullRequest)?.value
    guard let number = given ?? pullRequestNumber() else {
      console.line(
        "::notice::coverage-gate: not a pull request, so no comment; the report is in the job summary"
      )
      return .success
    }
    let comment = PullRequestComment(
      apiBase: api, repository: repository, pullRequest: number, token: token)
    switch comment.publish(markdown) {
    case .created(let id):
      console.line("coverage-gate: posted the coverage comment \(id) on pull request #\(number)")
    case .updated(let id):
      console.line("coverage-gate: updated the coverage comment \(id) on pull request #\(number)")
    case .skipped(let reason):
      console.line("::notice::coverage-gate: \(reason); the report is in the job summary")
    }
    return .success
  }

  /// The pull request of the event that started the workflow: the event file's
  /// `pull_request.number`, else `refs/pull/N/merge` in `GITHUB_REF`.
  func pullRequestNumber() -> Int? {
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
