import CommandLineSupport
import Foundation

/// The gate's steps, in the order ``GateRun/gate(_:)`` takes them.
extension GateRun {
  /// Where the package is here, and how the exports' paths reach it.
  struct Place {
    /// The package's folder here.
    var root: URL
    /// The exports' folders moved to where their files are here.
    var maps: [PathMap]
    /// The folder the export was made in elsewhere, when `--root` names one.
    var exportRoot: String?
  }

  /// The package's folder and the path maps, from the options and the configuration.
  func locate(
    _ options: GateOptions, configuration: GateConfiguration, at configDirectory: URL
  ) throws -> Place {
    let root =
      options.root.map(tool.url(for:))
      ?? configuration.root.map {
        URL(fileURLWithPath: $0, relativeTo: configDirectory).standardizedFileURL
      }
      ?? tool.currentDirectory
    var place = Place(
      root: root, maps: options.maps.map { PathMap(from: $0.from, to: tool.url(for: $0.to).path) })
    // A --root that is no folder here names the folder an export was made in elsewhere
    // (another runner, a container): its files are then looked for under --sources.
    if !CoverageGateTool.isFolder(root), options.root != nil {
      place.exportRoot = root.path
      place.root = options.sources.map(tool.url(for:)) ?? tool.currentDirectory
      place.maps.insert(PathMap(from: root.path, to: place.root.path), at: 0)
    } else if options.sources != nil {
      throw UsageError.invalidValue(
        options.sources ?? "", for: "--sources",
        expected: "only beside a --root that names an export's folder, not a folder here")
    }
    guard CoverageGateTool.isFolder(place.root) else {
      throw GateError.noRoot(path: place.root.path)
    }
    return place
  }

  /// The exports named (or SwiftPM's, or an Xcode result bundle's), read and merged.
  func readExport(_ options: GateOptions, place: Place, explicitRoot: Bool) throws -> CoverageExport
  {
    let exportURLs =
      try options.xcresult.map { try xccovDocuments(of: tool.url(for: $0)) }
      ?? (options.exports.isEmpty
        ? [try SwiftPMExport.location(root: place.root, arguments: options.swiftTestArguments)]
        : options.exports.map(tool.url(for:)))
    // The functions' regions tell lcov's records, and a source changed after the export.
    let reader = ExportReader(readsFunctions: true)
    return try GateInput.combined(
      exportURLs, reader: reader, maps: place.maps, root: explicitRoot ? place.root.path : nil,
      exportRoot: place.exportRoot)
  }

  /// The report of the selected files; a glob (of include, exclude or files) that matches no
  /// file of the export, or a target that selects nothing, is an error.
  func selectedReport(
    _ export: CoverageExport, options: GateOptions, configuration: GateConfiguration, root: URL
  ) throws -> GateReport {
    // The command line replaces the configuration's lists rather than adding to them.
    let includes = options.includes.isEmpty ? configuration.include : options.includes
    let excludes = options.excludes.isEmpty ? configuration.exclude : options.excludes
    let selection = self.selection(options: options, configuration: configuration, root: root)
    let underRoot = export.files.compactMap { selection.relativePath(of: $0.path) }
    for (key, patterns) in [("include", includes), ("exclude", excludes)] {
      for pattern in patterns where !underRoot.contains(where: Glob(pattern).matches) {
        throw GateError.unmatchedGlob(pattern: pattern, key: key, root: root.path)
      }
    }
    let report = GateReport(export: export, selection: selection)
    // A map to a folder that is not here is named, rather than --root blamed for it.
    if report.files.isEmpty,
      let map = options.maps.first(where: {
        !FileManager.default.isFolder(atPath: tool.url(for: $0.to).path)
      })
    {
      throw GateError.missingMapFolder(from: map.from, to: map.to)
    }
    guard !report.files.isEmpty else {
      throw GateError.noFilesSelected(root: root.path, exportFiles: export.files.count)
    }
    for pattern in configuration.files.keys.sorted()
    where !report.files.contains(where: { Glob(pattern).matches($0.path) }) {
      throw GateError.unmatchedGlob(pattern: pattern, key: "files", root: root.path)
    }
    warnAboutStaleSources(report.staleSources())
    let targetNames = Set(report.targets.map(\.name))
    if let unknown = configuration.targets.keys.sorted().first(where: { !targetNames.contains($0) })
    {
      throw GateError.invalidConfiguration(
        path: configPath(options), reason: "target \"\(unknown)\" has no selected files")
    }
    return report
  }

  /// Which files count: the command line's `--include` and `--exclude`, each replacing the
  /// configuration's list when given.
  func selection(options: GateOptions, configuration: GateConfiguration, root: URL)
    -> FileSelection
  {
    let includes = options.includes.isEmpty ? configuration.include : options.includes
    let excludes = options.excludes.isEmpty ? configuration.exclude : options.excludes
    return FileSelection(
      root: root.path, includes: includes.map(Glob.init), excludes: excludes.map(Glob.init))
  }

  /// With `--diff-base`, the coverage of the lines changed since it, and its check; an export
  /// older than the changes is refused rather than measured.
  func checkDiff(
    _ report: inout GateReport, options: GateOptions, configuration: GateConfiguration, root: URL
  ) throws {
    guard let base = options.diffBase else { return }
    let changes = try GitChanges.changedLines(since: base, root: root)
    try DiffCoverage.checkExportIsCurrent(
      changes: changes, report: report,
      selection: selection(options: options, configuration: configuration, root: root)
    ) { RootedFolder(root).text($0) }
    let diff = DiffCoverage(base: base, changes: changes, report: report)
    report.diff = diff
    if let minimum = options.minimumDiffLines ?? configuration.diff.lines,
      let check = Check(scope: "diff", metric: .lines, threshold: minimum, count: diff.lines)
    {
      report.checks.append(check)
    }
  }

  /// The checks against the baseline, when there is one and a new one is not being recorded
  /// (recording replaces the old one, so it is not checked against it).
  func checkBaseline(
    _ report: inout GateReport, options: GateOptions, configuration: GateConfiguration,
    at configDirectory: URL
  ) throws {
    guard options.writeBaselinePath == nil,
      let path = options.baselinePath.map(tool.url(for:))
        ?? configuration.baseline.map({ URL(fileURLWithPath: $0, relativeTo: configDirectory) })
    else { return }
    guard FileManager.default.fileExists(atPath: path.path) else {
      throw GateError.missingBaseline(path: path.path)
    }
    let baseline = try Baseline(data: try tool.read(path), path: path.path)
    report.checks += baseline.checks(
      for: report, tolerance: options.tolerance ?? configuration.tolerance ?? 0.01)
  }

  /// With `--write-baseline`, the report recorded as the new baseline.
  func writeBaseline(of report: GateReport, options: GateOptions) throws {
    guard let path = options.writeBaselinePath.map(tool.url(for:)) else { return }
    let baseline = Baseline(report: report)
    try tool.write(baseline.jsonData, to: path)
    tool.console.writeError(
      "coverage-gate: wrote the baseline \(path.path): lines \(Percent.format(baseline.total, decimals: 3)) in all, \(baseline.files.count) files\n"
    )
  }
}
