/// What one `kata test` found: the light, the counts, and the first problems.
struct TestOutcome: Codable, Equatable, Sendable {
  /// A test that failed, and its first message.
  struct Failure: Codable, Equatable, Sendable {
    /// The test's name, such as `ItemManagerTests.test_add`.
    var test: String
    /// The first failure message, with its file and line when known.
    var message: String
    /// The messages of the test's other failed checks, in order; `nil` when only one failed.
    var others: [String]? = nil

  }

  /// The light.
  var light: Light
  /// How many tests ran (skipped tests did not run).
  var ran: Int
  /// How many of them failed.
  var failed: Int
  /// How many were skipped.
  var skipped: Int
  /// The failed tests, in the order they failed.
  var failures: [Failure]
  /// For amber, the first compiler error as `path:line:column: error: message`.
  var compilerError: String?
  /// For amber, how many other errors the compiler found, often caused by the first.
  var otherErrors: Int?
  /// For amber, the page of the compiler's documentation on the first error's diagnostic
  /// group (`[#MutableGlobalVariable]`), as the compiler's own footnote gives it.
  var documentation: String?
  /// Anything else worth knowing, such as "the tests crashed".
  var note: String?

  /// Creates an outcome.
  init(
    light: Light, ran: Int = 0, failed: Int = 0, skipped: Int = 0, failures: [Failure] = [],
    compilerError: String? = nil, otherErrors: Int? = nil, note: String? = nil
  ) {
    self.light = light
    self.ran = ran
    self.failed = failed
    self.skipped = skipped
    self.failures = failures
    self.compilerError = compilerError
    self.otherErrors = otherErrors
    self.note = note
  }
}
