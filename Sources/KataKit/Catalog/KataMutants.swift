import Foundation
import MutationKit
import SwiftLexer

/// The mutants a kata generates for its red steps (`"mutants": true`): chaffs made from the
/// step's changed lines, chosen in the order a learner's tests most often miss them.
struct KataMutants: Sendable {
  /// The kata whose steps are mutated.
  let kata: Kata

  /// The most generated mutants a red step adds to its chaffs.
  static let mutantsPerStep = 3

  /// Operators in the order generated mutants are chosen: the mistakes a learner's tests
  /// most often let through first.
  static let mutantPriority: [MutationOperator] = [
    .relationalBoundary, .negatedEquality, .logicalConnective, .arithmetic, .removedNot,
    .flippedBoolean, .defaultReturn, .integerConstant, .removedCall,
  ]

  /// The mutants generated from the red step at `index`, when the kata asks for them
  /// (`"mutants": true`): mutants of the lines of the step's reference that the step added
  /// or changed (for the first step, against the starter), less those the step lists as
  /// equivalent and those that only bring back the previous reference, which the step's
  /// own red check covers; the first few by ``mutantPriority``. Each is a chaff the step's
  /// tests must catch, as the hand-written ones are, with the reference's sources and the
  /// one file changed.
  func mutants(ofStep index: Int) -> [(chaff: KataChaff, sources: [String: Data])] {
    guard kata.manifest.mutants == true, kata.step(index).kind == .red else { return [] }
    let reference = kata.files(under: "Sources", atStep: index)
    let previous = kata.files(under: "Sources", atStep: index - 1)
    let previousNormalized = Self.normalizedSources(previous)
    let referenceNormalized = Self.normalizedSources(reference)
    let support = Set((0...index).flatMap { kata.changedSupport(atStep: $0).keys })
    let equivalent = Set((kata.step(index).equivalentMutants ?? []).map(\.mutant))
    var found: [Mutant] = []
    for (path, data) in reference.sorted(by: { $0.key < $1.key })
    where path.hasSuffix(".swift") && !support.contains(path) && previous[path] != data {
      let text = String(decoding: data, as: UTF8.self)
      let changed = Self.changedLines(
        from: previous[path].map { String(decoding: $0, as: UTF8.self) } ?? "", to: text)
      found += MutantFinder().mutants(in: text, file: path).filter { mutant in
        guard changed.contains(mutant.line), !equivalent.contains(mutant.label),
          !equivalent.contains(mutant.lineLabel)
        else {
          return false
        }
        // Only the mutated file is lexed again: the others are the reference's.
        var mutated = referenceNormalized
        let normalized = SwiftSource(mutant.applied(to: text)).normalized
        mutated[path] = normalized.isEmpty ? nil : normalized
        return mutated != previousNormalized
      }
    }
    let chosen = Self.prioritized(found).prefix(Self.mutantsPerStep)
    return chosen.enumerated().map { number, mutant in
      var sources = reference
      let text = String(decoding: reference[mutant.file] ?? Data(), as: UTF8.self)
      sources[mutant.file] = Data(mutant.applied(to: text).utf8)
      return (
        KataChaff(
          id: "mutant-\(number + 1)", summary: MutantWords.summary(of: mutant, in: text),
          mutant: mutant.label),
        sources
      )
    }
  }

  /// `mutants` in the order of ``mutantPriority``, then by place.
  static func prioritized(_ mutants: [Mutant]) -> [Mutant] {
    let rank = { (mutant: Mutant) in
      mutantPriority.firstIndex(of: mutant.mutationOperator) ?? mutantPriority.count
    }
    return mutants.sorted {
      (rank($0), $0.file, $0.line, $0.column) < (rank($1), $1.file, $1.line, $1.column)
    }
  }

  /// The Swift files of `files` as the compiler sees them (comments and spacing left out),
  /// without the empty ones: two sets of sources equal here build the same program.
  static func normalizedSources(_ files: [String: Data]) -> [String: String] {
    files.filter { $0.key.hasSuffix(".swift") }
      .mapValues { SwiftSource(String(decoding: $0, as: UTF8.self)).normalized }
      .filter { !$0.value.isEmpty }
  }

  /// The lines of `new`, from 1, that are not lines of `old` kept in place.
  static func changedLines(from old: String, to new: String) -> Set<Int> {
    let split = { (text: String) in text.components(separatedBy: "\n") }
    return Set(
      LineDiff.script(split(old), split(new)).filter { $0.kind == .insert }.map { $0.newIndex + 1 })
  }
}
