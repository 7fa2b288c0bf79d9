import CommandLineSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One comment on a pull request that the gate keeps up to date: found by a hidden marker,
/// edited in place on every push rather than posted again.
///
/// It speaks GitHub's REST API at `apiBase` (`GITHUB_API_URL`). The token goes only into
/// the `Authorization` header: never into a URL, a message or a log.
struct PullRequestComment: Sendable {
  /// The hidden line that marks the gate's comment among the others.
  static let marker = "<!-- tddkit-coverage-gate -->"

  /// The API's base URL, such as `https://api.github.com`.
  var apiBase: URL
  /// `owner/name`.
  var repository: String
  /// The pull request's number.
  var pullRequest: Int
  /// A token that may write comments.
  var token: String

  /// What publishing did.
  enum Outcome: Equatable, Sendable {
    /// A new comment was posted.
    case created(id: Int)
    /// The marked comment was edited.
    case updated(id: Int)
    /// The API refused (a read-only token, as pull requests from forks get) or failed; the
    /// reason is safe to print.
    case skipped(reason: String)
  }

  /// The login GitHub gives the comments of a workflow's own `GITHUB_TOKEN`, whose `/user`
  /// GitHub does not answer.
  static let actionsLogin = "github-actions[bot]"

  /// The most pages of 100 comments read to find the coverage comment: far more than any
  /// pull request has, and a bound on a server that answers every page full.
  static let mostPages = 30

  /// The most characters GitHub takes in a comment's body.
  static let characterLimit = 65_536

  /// Posts `markdown` with the marker as the comment, or edits the gate's earlier comment:
  /// the first that starts with the marker and was written by the token's own user. A
  /// comment that only quotes the marker, or someone else's, is never touched.
  func publish(_ markdown: String) -> Outcome {
    let body = Self.marker + "\n" + Self.fitted(markdown)
    let me = send("GET", "user")
    let login: String
    switch me.status {
    case 200:
      guard let name = (me.json as? [String: Any])?["login"] as? String else {
        return .skipped(
          reason: "could not tell who the token belongs to: GitHub's /user had no login")
      }
      login = name
    case 403:
      // A workflow's GITHUB_TOKEN may not read /user; its comments are the Actions bot's.
      login = Self.actionsLogin
    default:
      return .skipped(
        reason: Self.reason(me.status, failure: me.failure, "tell who the token belongs to"))
    }
    let comments = "repos/\(repository)/issues/\(pullRequest)/comments"
    var existing: Int?
    var page = 1
    while existing == nil {
      let listed = send("GET", "\(comments)?per_page=100&page=\(page)")
      guard listed.status == 200, let list = listed.json as? [[String: Any]] else {
        return .skipped(
          reason: Self.reason(
            listed.status, failure: listed.failure, "read the pull request's comments"))
      }
      existing =
        list.first { comment in
          (comment["body"] as? String)?.hasPrefix(Self.marker) == true
            && ((comment["user"] as? [String: Any])?["login"] as? String) == login
        }?["id"] as? Int
      if list.count < 100 { break }
      page += 1
      // A server that answers every page full would be read for ever.
      guard page <= Self.mostPages else {
        return .skipped(
          reason:
            "the pull request has more than \(Self.mostPages * 100) comments, so the coverage comment was not looked for further"
        )
      }
    }
    let payload = try? JSONSerialization.data(withJSONObject: ["body": body])
    if let existing {
      let edited = send("PATCH", "repos/\(repository)/issues/comments/\(existing)", payload)
      guard edited.status == 200 else {
        return .skipped(
          reason: Self.reason(
            edited.status, failure: edited.failure, "edit the coverage comment", sentBody: true))
      }
      return .updated(id: existing)
    }
    let posted = send("POST", comments, payload)
    guard posted.status == 201, let id = (posted.json as? [String: Any])?["id"] as? Int else {
      return .skipped(
        reason: Self.reason(
          posted.status, failure: posted.failure, "post the coverage comment", sentBody: true))
    }
    return .created(id: id)
  }

  /// `markdown` cut at a line so that it and the marker fit in a comment, with a last line
  /// saying where the rest is; as it is when it fits. The gate's `comment` format fits
  /// itself; this keeps any other report from being refused whole.
  static func fitted(_ markdown: String) -> String {
    let room = characterLimit - marker.count - 200
    guard markdown.count > room else { return markdown }
    var kept = ""
    var count = 0
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard count + line.count + 1 <= room else { break }
      kept += line + "\n"
      count += line.count + 1
    }
    return kept
      + "\n_The report is longer than a comment takes; the whole of it is in the job summary._\n"
  }

  /// Why a call failed, for a notice: never the token or a URL with parameters. A 422 blames
  /// the comment's body only on a call that `sentBody`.
  static func reason(
    _ status: Int, failure: GuardedFetch.Failure? = nil, _ what: String, sentBody: Bool = false
  ) -> String {
    switch status {
    case 0: "could not \(what): \(failure?.description ?? "the API did not answer")"
    case 401:
      "could not \(what) (HTTP 401): GitHub refused the token as bad credentials; check the github-token input"
    case 403, 404:
      "could not \(what) (HTTP \(status)): the token cannot write to this pull request, as on pull requests from forks"
    case 422 where !sentBody:
      "could not \(what) (HTTP 422): GitHub could not process the request"
    case 422:
      "could not \(what) (HTTP 422): GitHub refused the comment's body, as it does one over \(characterLimit) characters"
    default: "could not \(what) (HTTP \(status))"
    }
  }

  /// Sends one request and waits for its answer; status 0 and the failure when there was
  /// none. The token goes to the API's host alone: a redirect elsewhere is refused.
  private func send(_ method: String, _ path: String, _ body: Data? = nil) -> (
    status: Int, json: Any?, failure: GuardedFetch.Failure?
  ) {
    guard let url = URL(string: path, relativeTo: apiBase.appendingPathComponent("/")) else {
      return (0, nil, nil)
    }
    var request = URLRequest(url: url, timeoutInterval: 30)
    request.httpMethod = method
    request.httpBody = body
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
    request.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
    request.setValue("tddkit-coverage-gate", forHTTPHeaderField: "User-Agent")
    if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
    switch GuardedFetch.send(request, seconds: 60) {
    case .success(let (response, data)):
      return (response.statusCode, try? JSONSerialization.jsonObject(with: data), nil)
    case .failure(let failure):
      return (0, nil, failure)
    }
  }

}
