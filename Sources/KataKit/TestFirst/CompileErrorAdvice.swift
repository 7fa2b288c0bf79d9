/// What a compiler error calls for, in the learner's tests or their code. A missing or
/// misspelt name is answered by the step's API; a Swift 6 concurrency error is not about names
/// at all, and gets its fix in one line, told by its diagnostic group (`[#MutableGlobalVariable]`)
/// or, where the compiler names none, by its words; any other error is shown as the compiler
/// gave it, at the learner's own file and line.
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

  /// The advice for `error`, the compiler's first error line (`nil` when there is none),
  /// whose path, from the package's folder, tells a test (`Tests/…`) from the code.
  init(error: String?) {
    let message = error ?? ""
    if let fix = Self.concurrencyFix(for: message, inTests: message.hasPrefix("Tests/")) {
      self = .concurrency(fix: fix)
    } else if Self.nameMarks.contains(where: message.contains) || error == nil {
      self = .names
    } else {
      self = .other
    }
  }

  /// The one-line fix of the Swift 6 concurrency error `message`, most particular first;
  /// `nil` when it is no concurrency error.
  static func concurrencyFix(for message: String, inTests: Bool) -> String? {
    if message.contains("waitForExpectations") || message.contains("wait(for:") {
      return "in an async test, wait with 'await fulfillment(of: [expectation])' instead"
    }
    if message.contains("[#MutableGlobalVariable]")
      || message.contains("global shared mutable state")
      || message.contains("may have shared mutable state")
    {
      return inTests
        ? "keep no global 'var' in tests: make the value in the test, or a property of the test class"
        : "make it a 'let' of a Sendable type, or a property of the type that uses it, not a global 'var'"
    }
    if message.contains("captured var") {
      return
        "a closure that may run elsewhere uses a 'var' it captured: capture a 'let' copy, or keep the value in an actor (or a Mutex from Synchronization) the closure awaits"
    }
    if message.contains("[#SendableClosureCaptures]") || message.contains("capture of ") {
      return
        "a closure that may run elsewhere captures a non-Sendable value: make its type Sendable (a struct of Sendable values), or keep the work on one actor"
    }
    if message.contains("isolated default value") {
      return
        "make the value in the test method (or in setUp), not as a stored property's default: its type is on the main actor"
    }
    if message.contains("[#ConformanceIsolation]") || message.contains("crosses into main actor") {
      return
        "mark the conformance '@MainActor' (extension Type: @MainActor Protocol), or make its members 'nonisolated'"
    }
    if message.contains("main actor-isolated") || message.contains("MainActor") {
      return inTests
        ? "write the test as '@MainActor func test…() async', as the reference's types are"
        : "mark the caller '@MainActor' too, as the code it calls is"
    }
    if message.contains("actor-isolated") {
      return "reach an actor's state with 'await' from an async function"
    }
    if message.contains("Sendable") || message.contains("data race") || message.contains("sending ")
    {
      return inTests
        ? "keep the test on one actor: '@MainActor func test…() async', and 'await fulfillment(of:)' for expectations"
        : "a value goes to a task or an actor that may run elsewhere: make its type Sendable (a struct of Sendable values), use it no more after handing it over, or keep the work on one actor"
    }
    return nil
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
