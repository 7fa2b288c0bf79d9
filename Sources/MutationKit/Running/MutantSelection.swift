import CommandLineSupport
import CoverageKit
import Foundation

/// Which mutants a run tries: the selected files' (only the changed files' with `--diff-base`),
/// its shard's, less the ones the configuration lists as equivalent.
struct MutantSelection: Sendable {
  /// What the run mutates.
  var options: MutationOptions

  /// The mutants of the package's selected files (and changed lines), without building.
  /// With `--diff-base`, only the changed files are read, and the files equivalent entries name.
  func mutants() throws(MutationError) -> [Mutant] {
    let root = options.root.standardizedFileURL
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    else { throw .noPackage(path: root.path) }
    // Every line of the files an equivalent entry names decides whether it is stale, with
    // --diff-base too (and before git is asked); an entry for a file the run does not select is
    // not this run's to judge.
    let named = Self.reading(changed: [:], equivalent: options.equivalent.keys)
    let found = try mutantsOfSelectedFiles(
      in: root, reading: options.base == nil ? { _ in true } : named)
    try checkEquivalents(among: found, selection: fileSelection(in: root))
    guard let base = options.base else { return options.shard?.slice(of: found) ?? found }
    let changed: [String: [ClosedRange<Int>]]
    do {
      changed = try GitChanges.changedLines(since: base, root: root)
    } catch {
      throw .git(message: error.description)
    }
    let all = try mutantsOfSelectedFiles(
      in: root, reading: Self.reading(changed: changed, equivalent: options.equivalent.keys))
    return (options.shard?.slice(of: all) ?? all).filter { mutant in
      (changed[mutant.file] ?? []).contains { $0.contains(mutant.line) }
    }
  }

  /// Which files a run reads for mutants: every one, or with `--diff-base` (`changed`) only the
  /// changed ones and the ones an equivalent entry names, whose staleness is checked.
  static func reading(
    changed: [String: [ClosedRange<Int>]]?, equivalent labels: some Collection<String>
  ) -> (String) -> Bool {
    guard let changed else { return { _ in true } }
    let named = Set(labels.compactMap { $0.firstMatch(of: #/^(.+?):\d+/#).map { String($0.1) } })
    return { changed[$0] != nil || named.contains($0) }
  }

  /// Refuses an equivalent entry that names no mutant of `all` in a file `selection`
  /// selects (its code changed or went), or, in the form without a column, several mutants
  /// alike on one line, which it cannot tell apart.
  func checkEquivalents(
    among all: [Mutant], selection: FileSelection
  ) throws(MutationError) {
    let labels = Set(all.map(\.label))
    let byLine = Dictionary(grouping: all, by: \.lineLabel)
    for label in options.equivalent.keys.sorted() where !labels.contains(label) {
      if let alike = byLine[label], alike.count > 1 {
        throw .ambiguousEquivalent(label: label, mutants: alike.map(\.label))
      }
      guard byLine[label] == nil, let place = label.firstMatch(of: #/^(.+?):\d+(:\d+)?: /#)
      else { continue }
      if selection.selects(relativePath: String(place.1)) { throw .staleEquivalent(label: label) }
    }
  }

  /// Why `mutant` behaves as the code does, when the configuration says so: by its label,
  /// or by its label without the column where that names it alone (checked by
  /// ``mutants()``).
  func equivalence(of mutant: Mutant) -> String? {
    options.equivalent[mutant.label] ?? options.equivalent[mutant.lineLabel]
  }

  /// The mutants of every Swift file the options select and `reading` keeps; a glob of
  /// `--include` that matches no Swift file is an error, as the run would try nothing there.
  func mutantsOfSelectedFiles(in root: URL, reading: (String) -> Bool)
    throws(MutationError) -> [Mutant]
  {
    let includes = options.includes.isEmpty ? [Glob("Sources/**")] : options.includes
    let selection = fileSelection(in: root)
    let swiftFiles = PackageCopy.sources(under: root) { _ in true }
    for glob in includes where !swiftFiles.contains(where: glob.matches) {
      throw .nothingSelected(pattern: glob.pattern, root: root.path)
    }
    let finder = finder(in: root)
    let selected = PackageCopy.sources(under: root) {
      reading($0) && selection.selects(relativePath: $0)
    }
    return selected.flatMap { path in
      let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      return text.map { finder.mutants(in: $0, file: path) } ?? []
    }
  }

  /// The finder of the run's mutants in the package at `root`, which reads each `#if` as a
  /// build here does, with the package's own flags and modules.
  func finder(in root: URL) -> MutantFinder {
    var finder = MutantFinder(operators: options.operators, skippedCalls: options.skippedCalls)
    let manifest =
      (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
      ?? ""
    let targets = ["Sources", "Tests"].flatMap {
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent($0).path)) ?? []
    }
    finder.conditions = CompilationConditions.here.adding(manifest: manifest, targets: targets)
    return finder
  }

  /// Each selected file with lines in `#if` branches a build here does not compile, and how
  /// many: code no mutant reaches, which the run names so no one takes it for tested.
  func inactiveLines() -> [(file: String, lines: Int)] {
    let root = options.root.standardizedFileURL
    let finder = finder(in: root)
    let selection = fileSelection(in: root)
    return PackageCopy.sources(under: root) { selection.selects(relativePath: $0) }
      .compactMap { path in
        guard
          let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        else { return nil }
        let lines = finder.scan(text, file: path).inactiveLines
        return lines > 0 ? (path, lines) : nil
      }
  }

  /// ``inactiveLines()`` in words, a line per file, as a run and `--list` say them.
  func inactiveLinesSaid() -> [String] {
    inactiveLines().map { file, lines in
      "\(file): \(lines.counting("line")) in #if branches a build here does not compile, so not mutated"
    }
  }

  /// The files the options select in the package at `root`: its own sources by default.
  func fileSelection(in root: URL) -> FileSelection {
    let includes = options.includes.isEmpty ? [Glob("Sources/**")] : options.includes
    return FileSelection(root: root.path, includes: includes, excludes: options.excludes)
  }
}
