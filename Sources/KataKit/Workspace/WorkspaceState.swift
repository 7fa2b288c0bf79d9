/// The state of a workspace in `.kata/state.json`: which kata, which step, which hints.
public struct WorkspaceState: Codable, Equatable, Sendable {
  /// The format version.
  public var version = 1
  /// The kata's id.
  public var kata: String
  /// The current step, counted from 0.
  public var stepIndex: Int
  /// How many hints of each step were shown, by step id.
  public var hintsShown: [String: Int] = [:]

  /// Creates the state of a new workspace at the first step.
  public init(kata: String, stepIndex: Int = 0) {
    self.kata = kata
    self.stepIndex = stepIndex
  }
}
