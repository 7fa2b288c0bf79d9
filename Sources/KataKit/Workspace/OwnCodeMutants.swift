import Foundation
import MutationKit

/// Mutation testing of the learner's own code, at the end of a test-first step: small
/// changes to the lines they wrote in the step, each a program their tests should reject.
/// The changes their tests still pass (the survivors) are shown at the learner's own file
/// and line, as a mutation tool shows them, since this is code the learner wrote and knows.
struct OwnCodeMutants: Sendable {
  /// The most changes tried: a few, chosen as the reference's mutants are, so that moving
  /// on costs seconds.
  static let most = 6

  /// The workspace whose code is mutated.
  let workspace: Workspace

  /// A change to the learner's code that their tests still pass.
  struct Survivor: Equatable, Sendable {
    /// Where, as `Sources/Module/File.swift:12`.
    var place: String
    /// The line as written, trimmed.
    var line: String
    /// The line with the change, trimmed.
    var changed: String
    /// What kind of test would catch it.
    var advice: String
  }

  /// The changes to try: mutants of the lines of `sources` (the learner's files under
  /// `Sources/`) that differ from `baseline`, leaving out the files in `given`, at most
  /// ``most``, each with the sources it makes.
  static func mutants(
    of sources: [String: Data], since baseline: [String: Data], leavingOut given: Set<String>
  ) -> [(mutant: Mutant, sources: [String: Data])] {
    var found: [Mutant] = []
    for (path, data) in sources.sorted(by: { $0.key < $1.key })
    where path.hasSuffix(".swift") && !given.contains(path) && baseline[path] != data {
      let text = String(decoding: data, as: UTF8.self)
      let changed = KataMutants.changedLines(
        from: baseline[path].map { String(decoding: $0, as: UTF8.self) } ?? "", to: text)
      found += MutantFinder().mutants(in: text, file: path).filter { changed.contains($0.line) }
    }
    return KataMutants.prioritized(found).prefix(most).map { mutant in
      var mutated = sources
      let text = String(decoding: sources[mutant.file] ?? Data(), as: UTF8.self)
      mutated[mutant.file] = Data(mutant.applied(to: text).utf8)
      return (mutant, mutated)
    }
  }

  /// `mutant` of `sources` as the learner reads it: their line, and the line changed.
  static func survivor(_ mutant: Mutant, of sources: [String: Data]) -> Survivor {
    let text = String(decoding: sources[mutant.file] ?? Data(), as: UTF8.self)
    let line = { (text: String) in
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.indices.contains(mutant.line - 1)
        ? lines[mutant.line - 1].trimmingCharacters(in: .whitespaces) : ""
    }
    return Survivor(
      place: "\(mutant.file):\(mutant.line)", line: line(text),
      changed: line(mutant.applied(to: text)),
      advice: MutantWords.advice(for: mutant.mutationOperator))
  }

  /// The learner's sources as the step found them: the code of their last run before the
  /// step began, or, without one, the code the kata gave at the step before.
  func baseline() -> [String: Data] {
    let entries = workspace.journal.entries()
    let began = entries.lastIndex {
      $0.step == workspace.step.id && [.start, .next, .reset].contains($0.event)
    }
    let snapshots = workspace.root.appendingPathComponent(
      "\(Workspace.metadataFolder)/snapshots")
    if let began,
      let code = entries[..<began].last(where: { $0.snapshot != nil })?.snapshot.flatMap({
        try? CodeSnapshot.read($0, in: snapshots)
      })
    {
      return code.filter { $0.key.hasPrefix("Sources/") }.mapValues { Data($0.utf8) }
    }
    return workspace.kata.files(under: "Sources", atStep: workspace.stepIndex - 1)
  }

  /// The survivors to show before the learner leaves a green test-first step, tried with
  /// `runners`: none once they were shown for the same code and tests, so that a second
  /// `kata next` moves on.
  func beforeNext(runners: Runners) throws(KataError) -> [Survivor] {
    guard workspace.state.isTestFirst, !workspace.step.kind.reshapes else { return [] }
    let files = WorkspaceRun(workspace: workspace).currentFiles
    guard shown(for: files) == nil else { return [] }
    let judge = TestFirstRun(workspace: workspace).judge(
      runners: runners, jobs: ProcessInfo.processInfo.activeProcessorCount, tests: files.tests)
    let found = try survivors(of: files, judge: judge)
    if !found.isEmpty {
      let record = Shown(
        fingerprint: Self.fingerprint(of: files),
        survivors: found.map { "\($0.place): `\($0.line)` → `\($0.changed)`" })
      // An array of strings always encodes.
      try PackageFolder.write((try? JSONEncoder().encode(record)) ?? Data(), to: shownFile)
    }
    return found
  }

  /// The survivors shown for the code as it is now, which a learner who moves on leaves
  /// behind, in one line for the journal; nil when none were shown for this code, and on a
  /// step that is never mutation-tested (a refactoring), whose code may still be the step
  /// before's, already noted there.
  func letThrough() -> String? {
    guard workspace.state.isTestFirst, !workspace.step.kind.reshapes else { return nil }
    return shown(for: WorkspaceRun(workspace: workspace).currentFiles).map { survivors in
      "\(survivors.count == 1 ? "1 change" : "\(survivors.count) changes"): "
        + survivors.joined(separator: "; ")
    }
  }

  /// The survivors last shown, as the learner read them, with the code they were found in.
  private struct Shown: Codable {
    var fingerprint: String
    var survivors: [String]
  }

  private var shownFile: URL {
    workspace.root.appendingPathComponent("\(Workspace.metadataFolder)/builds/own-mutants-shown")
  }

  /// The survivors shown for exactly `files`, or nil.
  private func shown(for files: WorkspaceRun.Files) -> [String]? {
    guard let data = try? Data(contentsOf: shownFile),
      let record = try? JSONDecoder().decode(Shown.self, from: data),
      record.fingerprint == Self.fingerprint(of: files)
    else { return nil }
    return record.survivors
  }

  private static func fingerprint(of files: WorkspaceRun.Files) -> String {
    ContentFingerprint.of(files.sources.merging(files.tests) { $1 })
  }

  /// The changes to the learner's code in this step that the tests of `files` pass,
  /// tried with `judge`'s runner, each in a package of its own.
  func survivors(of files: WorkspaceRun.Files, judge: TestFirstJudge) throws(KataError)
    -> [Survivor]
  {
    let run = WorkspaceRun(workspace: workspace)
    let sources = files.sources
    let tests = files.tests
    let prefix = "Sources/\(workspace.kata.manifest.module)/"
    let given = Set(run.givenFiles(among: sources).map { prefix + $0 })
    let mutants = Self.mutants(of: sources, since: baseline(), leavingOut: given)
    let keyed = mutants.enumerated().map { ("own-mutant-\($0.offset + 1)", $0.element) }
    let lights = try judge.lights(of: keyed.map { ($0.0, $0.1.sources) }, tests: tests)
    return keyed.filter { lights[$0.0]?.light == .green }.map {
      Self.survivor($0.1.mutant, of: sources)
    }
  }
}
