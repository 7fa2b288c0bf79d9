/// The `kata.json` file of a kata: what it is about and its ordered steps.
public struct KataManifest: Codable, Equatable, Sendable {
  /// The kata's title, such as "A test-driven data model".
  public var title: String
  /// One or two sentences about what the learner builds.
  public var summary: String
  /// The chapter of the book the kata follows.
  public var chapter: Int
  /// The module the learner writes, such as `ToDo`; its tests are in `<module>Tests`.
  public var module: String
  /// The test library of the kata's tests.
  public var testFramework: TestFramework
  /// The library in the repository's `Sources/` the final tests must also pass against.
  public var reference: String?
  /// The steps, in order.
  public var steps: [KataStep]
}
