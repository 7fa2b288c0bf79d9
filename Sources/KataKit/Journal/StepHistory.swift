/// The runs of one step, for `kata status`, `kata next` and exports.
public struct StepHistory: Equatable, Sendable {
  /// The step's id.
  public var step: String
  /// The step's number, from 1.
  public var stepNumber: Int
  /// The lights of the step's runs, in order.
  public var lights: [Light]
  /// The runs themselves.
  public var runs: [JournalEntry]

  /// The history of `step` in `entries`, counting runs since the step was last reset.
  public init(step: String, stepNumber: Int, entries: [JournalEntry]) {
    self.step = step
    self.stepNumber = stepNumber
    let forStep = entries.filter { $0.step == step }
    let sinceReset =
      forStep.lastIndex { $0.event == .reset }.map { forStep[($0 + 1)...] } ?? forStep[...]
    runs = sinceReset.filter { $0.event == .run }
    lights = runs.compactMap(\.light)
  }

  /// Whether the step has gone green.
  public var wentGreen: Bool { lights.contains(.green) }

  /// Whether the last run was green.
  public var isGreen: Bool { lights.last == .green }

  /// Whether a red or amber run came before the first green one: the discipline of TDD.
  public var wentRedBeforeGreen: Bool {
    guard let firstGreen = lights.firstIndex(of: .green) else { return false }
    return lights[..<firstGreen].contains { $0 != .green }
  }
}
