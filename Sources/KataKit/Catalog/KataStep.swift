/// One step of a kata, as the manifest lists it.
///
/// A `red` step adds or changes tests that fail (or do not compile) against the previous
/// step's reference, then the reference makes them pass. A `refactor` step keeps the tests
/// and reshapes the reference; they stay green.
struct KataStep: Codable, Equatable, Sendable {
  /// The kinds of step.
  enum Kind: String, Codable, Sendable {
    /// New failing tests, then code that makes them pass.
    case red
    /// The same tests, reshaped code.
    case refactor
    /// Reshaped tests that prove the same: the code stays, the tests get tidier (a shared
    /// `setUp`, a helper, clearer names).
    case tidy

    /// Whether the step keeps the behaviour and only reshapes code or tests, so it asks for
    /// no failing test.
    var reshapes: Bool { self != .red }
  }

  /// The step's folder name under `steps/`, such as `03-add-a-location`.
  var id: String
  /// A short title.
  var title: String
  /// Red or refactor.
  var kind: Kind
  /// For a red step, the light its tests give against the previous reference: red when
  /// they compile and fail, amber when they do not compile yet.
  var expect: Light?
  /// Workspace paths this step removes, such as `Sources/ToDo/Old.swift`.
  var remove: [String]?
  /// Plausible wrong implementations of a red step, which good tests catch.
  var chaffs: [KataChaff]?
  /// Generated mutants of the step's reference that no test could catch, since they change
  /// nothing a caller can see, each with the reason.
  var equivalentMutants: [EquivalentMutant]?
  /// For a red step whose reference fakes the behaviour (a constant, as a kata's first test
  /// is passed), the id of a later step whose reference does it for real: in test-first
  /// mode a learner's tests must pass on that one, so a test with another example of the
  /// behaviour is as good as the guided test's.
  var judgedAgainst: String?

  /// A generated mutant that behaves as the reference does.
  struct EquivalentMutant: Codable, Equatable, Sendable {
    /// The mutant as `kata verify` names it: `Sources/ToDo/ToDoItem.swift:14: < → <=`.
    var mutant: String
    /// Why no test can tell it from the reference.
    var reason: String
  }
}
