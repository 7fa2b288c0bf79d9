/// A plausible wrong implementation of a step: one misconception, such as checking the last
/// item instead of the one at the index.
///
/// Its files, in `steps/<step>/chaffs/<id>/Sources/`, replace files of the step's reference.
/// In test-first mode a learner's tests must catch every chaff, which shows how thorough
/// they are; `kata verify` proves that the step's own tests catch each one.
struct KataChaff: Codable, Equatable, Sendable {
  /// The chaff's folder name, such as `removes-the-last-item`.
  var id: String
  /// The misconception in a few words, shown when a learner's tests miss the chaff.
  var summary: String
  /// For a mutant generated from the step's reference (`mutant-1`, …), the mutant as
  /// `kata verify` names it; `nil` for a chaff an author wrote.
  var mutant: String?
}
