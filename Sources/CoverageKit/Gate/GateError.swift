/// Why the gate could not run. The command exits with status 2.
public enum GateError: Error, Equatable, CustomStringConvertible {
  /// The configuration file is not what the gate reads.
  case invalidConfiguration(path: String, reason: String)
  /// The baseline file is not what the gate writes.
  case invalidBaseline(path: String, reason: String)
  /// A file could not be read.
  case unreadable(path: String, reason: String)
  /// A report or baseline could not be written.
  case unwritable(path: String, reason: String)
  /// SwiftPM has no coverage export for this package yet.
  case noExport(path: String?)
  /// `git` failed while computing the diff.
  case git(command: String, message: String)
  /// An export could not be merged with the others.
  case cannotMerge(reason: String)
  /// No file of the export is under the root and selected.
  case noFilesSelected(root: String, exportFiles: Int)
  /// A glob of `include`, `exclude` or `files` matches no file, which would switch a check
  /// or a removal off.
  case unmatchedGlob(pattern: String, key: String, root: String)
  /// A `--map FROM=TO` whose folder `FROM` holds no file of any export, which would move
  /// nothing.
  case unmatchedMap(from: String, to: String)
  /// A `--map` moves the export's files to a folder that is not here.
  case missingMapFolder(from: String, to: String)
  /// The baseline to ratchet against does not exist.
  case missingBaseline(path: String)
  /// The package root is not a folder.
  case noRoot(path: String)
  /// A threshold is set on a metric the input does not count.
  case metricUnavailable(metric: String)
  /// The export is older than a changed file whose lines the diff would measure: what it
  /// counted is not that file's code (see ``DiffCoverage/checkExportIsCurrent(changes:report:selection:source:)``).
  case staleExport(path: String, reason: String)

  /// One line naming the input and what is wrong.
  public var description: String {
    switch self {
    case .invalidConfiguration(let path, let reason):
      "configuration \(path): \(reason)"
    case .invalidBaseline(let path, let reason):
      "baseline \(path): \(reason)"
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .unwritable(let path, let reason):
      "cannot write \(path): \(reason)"
    case .noExport(let path?):
      "no coverage export at \(path) yet: run 'swift test --enable-code-coverage' or 'coverage-gate run'"
    case .noExport(nil):
      "no coverage export found: run 'coverage-gate run' or pass the export's path"
    case .git(let command, let message):
      "'\(command)' failed: \(message)"
    case .cannotMerge(let reason):
      "cannot merge the exports: \(reason)"
    case .unmatchedGlob(let pattern, let key, let root):
      "the glob \"\(pattern)\" in \(key) matches no file of the export under \(root); fix the pattern or remove it"
    case .unmatchedMap(let from, let to):
      "--map \(from)=\(to): no file of the exports is in \(from); give the folder as the export names its files, or remove the map"
    case .missingMapFolder(let from, let to):
      "--map \(from)=\(to): \(to) is not a folder here; give the folder where the package is on this machine"
    case .missingBaseline(let path):
      "baseline \(path) does not exist: record it first with --write-baseline \(path)"
    case .metricUnavailable(let metric):
      "a threshold on \(metric), which this input does not count (xccov counts lines and functions; its archive, lines only); remove it"
    case .noRoot(let path):
      "package root \(path) is not a folder here, nor the folder of a file of the export: pass --root DIR, the folder with Package.swift (or the folder the export was made in, with --sources DIR)"
    case .staleExport(let path, let reason):
      "the export is older than \(path): \(reason); run the tests again, then gate the diff"
    case .noFilesSelected(let root, let count):
      "none of the export's \(count) files is a source under \(root); check --root, --include and --exclude"
    }
  }
}
