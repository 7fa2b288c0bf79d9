import CommandLineSupport

/// `--steps 3,5-7`: steps of a kata, each a number, an id or a range of numbers, read before
/// the kata is known and matched against it when it is.
struct StepList: OptionValue {
  /// One part of the list.
  enum Part: Equatable {
    /// Steps `low` to `high` by number, both included.
    case range(ClosedRange<Int>)
    /// One step, by its number or its id.
    case step(String)
  }

  /// The parts, in the order typed.
  var parts: [Part]
  /// The list as typed, for errors that name it.
  var text: String

  /// `text` when it is parts separated by commas, none empty, each range rising from 1.
  init?(optionText text: String) {
    var parts: [Part] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard !part.isEmpty else { return nil }
      let bounds = part.split(separator: "-", maxSplits: 1)
      if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]) {
        guard 1 <= low, low <= high else { return nil }
        parts.append(.range(low...high))
      } else {
        parts.append(.step(String(part)))
      }
    }
    self.parts = parts
    self.text = text
  }

  /// What the error says.
  static var expected: String { "step numbers, ids or rising ranges, such as 3,5-7" }

  /// The indices of the steps of `kata` the list names, or the error naming the list and
  /// the steps the kata has.
  func indices(in kata: Kata) throws(UsageError) -> Set<Int> {
    var steps = Set<Int>()
    for part in parts {
      switch part {
      case .range(let numbers):
        guard let first = kata.stepIndex(named: String(numbers.lowerBound)),
          let last = kata.stepIndex(named: String(numbers.upperBound))
        else { throw missing(in: kata) }
        steps.formUnion(first...last)
      case .step(let name):
        guard let index = kata.stepIndex(named: name) else { throw missing(in: kata) }
        steps.insert(index)
      }
    }
    return steps
  }

  /// The error of a list that names a step `kata` does not have.
  private func missing(in kata: Kata) -> UsageError {
    .invalidValue(
      text, for: "--steps",
      expected: "step numbers from 1 to \(kata.stepCount), ids or ranges such as 3-5")
  }
}
