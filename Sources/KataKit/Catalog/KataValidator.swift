import Foundation

/// The rules a kata's manifest and steps keep, checked once the kata is loaded: what each
/// kind of step must change, and names that are identifiers and plain paths.
struct KataValidator: Sendable {
  /// The kata checked.
  let kata: Kata

  /// Checks that a step judged against another (`judgedAgainst`) is red and names a later
  /// step by its id.
  private func validateJudgedAgainst(of step: KataStep, at index: Int) throws(KataError) {
    guard let later = step.judgedAgainst else { return }
    guard step.kind == .red, let found = kata.stepIndex(named: later), found > index,
      kata.manifest.steps[found].id == later
    else {
      throw .invalidKata(
        kata: kata.id,
        reason: "step \(step.id) is judged against '\(later)', which is no later step's id")
    }
  }

  /// Checks the kata's manifest and steps, throwing what a kata's author must fix first.
  func validate() throws(KataError) {
    guard !kata.manifest.steps.isEmpty else {
      throw .invalidKata(kata: kata.id, reason: "it has no steps")
    }
    guard kata.manifest.chapter != nil || kata.manifest.part != nil else {
      throw .invalidKata(kata: kata.id, reason: "kata.json needs a \"chapter\" or a \"part\"")
    }
    guard Self.isIdentifier(kata.manifest.module) else {
      throw .invalidKata(
        kata: kata.id, reason: "module '\(kata.manifest.module)' is not a Swift identifier")
    }
    for resource in kata.manifest.resources ?? [] {
      let components = resource.split(separator: "/", omittingEmptySubsequences: false)
      guard components.allSatisfy({ SafePath.isPlainName(String($0)) }) else {
        throw .invalidKata(
          kata: kata.id, reason: "resource '\(resource)' is not a plain relative path")
      }
    }
    var seen = Set<String>()
    for (index, step) in kata.manifest.steps.enumerated() {
      guard seen.insert(step.id).inserted else {
        throw .invalidKata(kata: kata.id, reason: "step id '\(step.id)' is used twice")
      }
      try validateJudgedAgainst(of: step, at: index)
      let overlay = kata.overlays[index]
      let changesTests =
        overlay.files.keys.contains { $0.hasPrefix("Tests/") && !overlay.support.contains($0) }
        || overlay.removals.contains { $0.hasPrefix("Tests/") }
      switch step.kind {
      case .red:
        guard step.expect == .red || step.expect == .amber else {
          throw .invalidKata(kata: kata.id, reason: "red step \(step.id) must expect red or amber")
        }
        guard changesTests else {
          throw .invalidKata(kata: kata.id, reason: "red step \(step.id) adds no test")
        }
      case .refactor:
        guard step.expect == nil, !changesTests, overlay.support.isEmpty, index > 0,
          (step.chaffs ?? []).isEmpty
        else {
          throw .invalidKata(
            kata: kata.id, reason: "refactor step \(step.id) must keep the tests and follow a step")
        }
      case .tidy:
        let changesSources =
          overlay.files.keys.contains { $0.hasPrefix("Sources/") }
          || overlay.removals.contains { $0.hasPrefix("Sources/") }
        guard step.expect == nil, changesTests, !changesSources, index > 0,
          kata.lastRedStep(before: index) != nil
        else {
          throw .invalidKata(
            kata: kata.id,
            reason:
              "tidy step \(step.id) must change the tests, keep the sources and follow a red step")
        }
      }
    }
  }

  /// Whether `name` is a Swift identifier.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }

}
