/// What one `kata test` found: the light, the counts, and the first problems.
public struct TestOutcome: Codable, Equatable, Sendable {
  /// A test that failed, and its first message.
  public struct Failure: Codable, Equatable, Sendable {
    /// The test's name, such as `ItemManagerTests.test_add`.
    public var test: String
    /// The first failure message, with its file and line when known.
    public var message: String

    /// Creates the failure of `test` with `message`.
    public init(test: String, message: String) {
      self.test = test
      self.message = message
    }
  }

  /// The light.
  public var light: Light
  /// How many tests ran (skipped tests did not run).
  public var ran: Int
  /// How many of them failed.
  public var failed: Int
  /// How many were skipped.
  public var skipped: Int
  /// The failed tests, in the order they failed.
  public var failures: [Failure]
  /// For amber, the first compiler error as `path:line:column: error: message`.
  public var compilerError: String?
  /// Anything else worth knowing, such as "the tests crashed".
  public var note: String?

  /// Creates an outcome.
  public init(
    light: Light, ran: Int = 0, failed: Int = 0, skipped: Int = 0, failures: [Failure] = [],
    compilerError: String? = nil, note: String? = nil
  ) {
    self.light = light
    self.ran = ran
    self.failed = failed
    self.skipped = skipped
    self.failures = failures
    self.compilerError = compilerError
    self.note = note
  }
}
