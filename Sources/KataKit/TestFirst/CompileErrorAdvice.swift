/// What a compiler error in a learner's tests, built against the step's reference, calls
/// for. A missing or misspelt name is answered by the step's API; a Swift 6 concurrency error
/// is not about names at all, and gets its fix in one line; any other error is shown as the
/// compiler gave it, at the learner's own file and line.
enum CompileErrorAdvice: Equatable, Sendable {
  /// A name the reference does not have: a type, a member, a label, an argument.
  case names
  /// A data-race or isolation error of Swift 6's strict concurrency, with its fix.
  case concurrency(fix: String)
  /// Any other error.
  case other

  /// The words of the compiler's messages about names.
  static let nameMarks = [
    "cannot find", "has no member", "no such module", "argument label", "missing argument",
    "extra argument", "takes no arguments", "is inaccessible due to", "no exact matches in call",
    "cannot call value of non-function type", "has no dynamic member",
  ]

  /// The advice for `error`, the compiler's first error line (`nil` when there is none).
  init(error: String?) {
    let message = error ?? ""
    if message.contains("waitForExpectations") || message.contains("wait(for:") {
      self = .concurrency(
        fix: "in an async test, wait with 'await fulfillment(of: [expectation])' instead")
    } else if message.contains("main actor-isolated") || message.contains("MainActor") {
      self = .concurrency(
        fix: "write the test as '@MainActor func test…() async', as the reference's types are")
    } else if message.contains("Sendable") || message.contains("data race")
      || message.contains("actor-isolated") || message.contains("sending ")
    {
      self = .concurrency(
        fix:
          "keep the test on one actor: '@MainActor func test…() async', and 'await fulfillment(of:)' for expectations"
      )
    } else if Self.nameMarks.contains(where: message.contains) || error == nil {
      self = .names
    } else {
      self = .other
    }
  }

  /// Why the tests are not valid, in a few words, `error` shown where it helps.
  func reason(error: String?) -> String {
    let shown = error.map { " (\($0))" } ?? ""
    switch self {
    case .names:
      return
        "they do not compile against the reference; use the names of the step's API (kata step)"
        + shown
    case .concurrency(let fix):
      return "they do not compile: a Swift 6 concurrency error, not a name\(shown); \(fix)"
    case .other:
      return "they do not compile against the reference\(shown)"
    }
  }
}
