import CommandLineSupport
import Foundation

/// One run of the gate: the configuration read, the exports read and selected, every check
/// made and the reports and baseline written, for the tool that was asked.
struct GateRun {
  /// The tool, with its folder, console and clock.
  let tool: CoverageGateTool

  /// The gate: the exports read, the files selected, every check made, the reports written.
  func gate(_ options: GateOptions) throws -> ExitCode {
    var (configuration, configDirectory) = try loadConfiguration(options)
    let place = try locate(options, configuration: configuration, at: configDirectory)
    let export = try readExport(
      options, place: place, explicitRoot: options.root != nil || configuration.root != nil)
    configuration.targets = Dictionary(
      configuration.targets.map { (XccovReader.targetName($0.key), $0.value) }
    ) { first, _ in first }
    try GateInput.checkAvailable(export.metrics, configuration: configuration, options: options)
    var report = try selectedReport(
      export, options: options, configuration: configuration, root: place.root)
    report.check(
      total: configuration.total.overridden(by: options.minimums),
      targets: configuration.targets, files: configuration.files)
    try checkDiff(&report, options: options, configuration: configuration, root: place.root)
    try checkBaseline(&report, options: options, configuration: configuration, at: configDirectory)
    try GateReportWriter(tool: tool).write(report, options: options)
    try writeBaseline(of: report, options: options)
    return report.passed ? .success : .failure
  }

  /// Warns, in one line, about the sources that are not what the export counted, `stale`
  /// (``GateReport/staleSources()``).
  func warnAboutStaleSources(_ stale: [String]) {
    guard !stale.isEmpty else { return }
    let named = stale.prefix(3).joined(separator: "; ") + (stale.count > 3 ? "; …" : "")
    tool.console.writeError(
      "coverage-gate: warning: \(stale.count) source\(stale.count == 1 ? " is" : "s are") not what the export counted (\(named)); the figures are of other code: run the tests again\n"
    )
  }

  /// The configuration file's path: `--config`, else `.coverage-gate.json` in the package's
  /// root (`--root`, else the current directory), as `mutate` reads it.
  func configPath(_ options: GateOptions) -> String {
    configURL(options).path
  }

  private func configURL(_ options: GateOptions) -> URL {
    options.configPath.map(tool.url(for:))
      ?? (options.root.map(tool.url(for:)) ?? tool.currentDirectory)
      .appendingPathComponent(".coverage-gate.json")
  }

  /// The configuration and the folder its paths are relative to: an empty one in the root
  /// when no file is given and none is there.
  func loadConfiguration(_ options: GateOptions) throws -> (GateConfiguration, URL) {
    let url = configURL(options)
    guard options.configPath != nil || FileManager.default.fileExists(atPath: url.path) else {
      return (GateConfiguration(), tool.currentDirectory)
    }
    let configuration = try GateConfiguration(data: try tool.read(url), path: url.path)
    return (configuration, url.deletingLastPathComponent())
  }
}
