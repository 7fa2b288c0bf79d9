import Foundation
import SwiftLexer

/// Whether a kata can be done from its pages alone, in test-first mode as in guided mode.
///
/// A learner who writes the tests sees only the step's README, its hints and the support
/// files, so for every red step:
/// - every name the step's tests use that the step's reference or support declares for the
///   first time is in the README;
/// - every string literal the tests compare with the reference's, new at the step, is in
///   the README or a support file;
/// - there are at least two hints, so the first can help with the test and no single hint
///   is the whole answer;
/// - no chaff is the previous reference or the reference again, apart from comments and
///   white space, since then it teaches nothing.
struct StepReadiness: Sendable {
  /// One thing a step lacks, in one line.
  struct Problem: Equatable, Sendable, CustomStringConvertible {
    /// The kata's id.
    var kata: String
    /// The step's id.
    var step: String
    /// What is missing, naming the name, text or file.
    var message: String

    /// `kata step: message`, or `kata: message` for the kata's own pages.
    var description: String {
      step == "-" ? "\(kata): \(message)" : "\(kata) step \(step): \(message)"
    }
  }

  /// The kata to check.
  let kata: Kata

  /// Every problem of every step, in step order.
  func problems() -> [Problem] {
    var problems: [Problem] = []
    for (page, text) in [("intro.md", kata.intro), ("recap.md", kata.recap)] where text == nil {
      problems.append(
        Problem(kata: kata.id, step: "-", message: "\(page) is missing beside kata.json"))
    }
    var before = Snapshot(kata: kata, step: -1)
    for index in 0..<kata.stepCount {
      let now = Snapshot(kata: kata, step: index)
      defer { before = now }
      let step = kata.step(index)
      guard step.kind == .red else { continue }  // reshaping steps ask for no test
      func report(_ message: String) {
        problems.append(Problem(kata: kata.id, step: step.id, message: message))
      }
      let readme = kata.instructions(ofStep: index)
      let words = Self.words(in: readme)
      let used = now.tests.values.reduce(into: Set<String>()) { $0.formUnion($1.names) }
      for name in used.subtracting(before.declared.keys).sorted() {
        guard let file = now.declared[name], !words.contains(name) else { continue }
        report("README.md does not name `\(name)`, which the tests use and \(file) declares")
      }
      let supportText = now.support.values.map { String(decoding: $0, as: UTF8.self) }
      let compared = now.testStrings.intersection(now.sourceStrings)
        .subtracting(before.testStrings)
      for text in compared.sorted() where !text.isEmpty {
        guard !readme.contains(text), !supportText.contains(where: { $0.contains(text) }) else {
          continue
        }
        report("neither README.md nor a support file has the text \"\(text)\" the tests compare")
      }
      if kata.hints(ofStep: index).count < 2 {
        report("hints.md needs at least two hints: one for the test, one nearer the code")
      }
      let previous = KataMutants.normalizedSources(before.sources)
      let reference = KataMutants.normalizedSources(now.sources)
      for (chaff, sources) in kata.chaffs(ofStep: index) {
        let wrong = KataMutants.normalizedSources(sources)
        if wrong == previous {
          report("chaff \(chaff.id) is the previous step's reference again")
        } else if wrong == reference {
          report("chaff \(chaff.id) is the step's reference again")
        }
      }
    }
    return problems
  }

  /// What the checks need of the files as of one step.
  private struct Snapshot {
    /// The tests the learner writes, without support, read.
    var tests: [String: SwiftSource]
    /// The support files.
    var support: [String: Data]
    /// The reference sources.
    var sources: [String: Data]
    /// Each name the reference or support declares, with the first file that does.
    var declared: [String: String] = [:]
    var testStrings: Set<String>
    var sourceStrings: Set<String>

    init(kata: Kata, step: Int) {
      support = kata.supportFiles(atStep: step)
      sources = kata.files(under: "Sources", atStep: step)
      let support = support
      tests = kata.files(under: "Tests", atStep: step)
        .filter { support[$0.key] == nil && $0.key.hasSuffix(".swift") }
        .mapValues { SwiftSource(String(decoding: $0, as: UTF8.self)) }
      let read = sources.merging(support) { source, _ in source }
        .filter { $0.key.hasSuffix(".swift") }
        .mapValues { SwiftSource(String(decoding: $0, as: UTF8.self)) }
      for (path, source) in read.sorted(by: { $0.key > $1.key }) {
        for name in source.declaredNames { declared[name] = path }
      }
      testStrings = tests.values.reduce(into: []) { $0.formUnion($1.strings) }
      sourceStrings = read.filter { $0.key.hasPrefix("Sources/") }.values
        .reduce(into: []) { $0.formUnion($1.strings) }
    }
  }

  /// The words of `text`: runs of letters, digits and underscores.
  static func words(in text: String) -> Set<String> {
    Set(
      text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }

  /// Each Swift file of `files` as tokens, leaving out those with none.
}
