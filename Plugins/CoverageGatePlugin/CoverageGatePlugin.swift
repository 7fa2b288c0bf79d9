import Foundation
import PackagePlugin

/// `swift package coverage-gate [OPTIONS] [-- SWIFT_TEST_ARGUMENTS]` in a package that depends
/// on TDDKit: `coverage-gate run` in the package's folder, with the options given
/// (`--min-lines 80`, `--format markdown`, …). It runs `swift test --enable-code-coverage`,
/// then gates the export the tests wrote, with the same options and exit statuses: 0 every
/// check passed, 1 a check failed, 2 a usage or input error, 3 the tests failed.
///
/// The tests build in a folder of the plugin's own (`--scratch-path`, under `.build/plugins`),
/// because the `swift package` that runs the plugin holds `.build` meanwhile. SwiftPM's own
/// `packageManager.test(_:parameters:)` is not used: with SwiftPM 6.3 on Linux it builds the
/// tests without coverage and fails (`…/codecov doesn't exist in file system`), and it runs
/// XCTest only, one test at a time, with their output dropped.
///
/// SwiftPM shows a status other than 0 as `error: … exited with code N` and then exits 1.
@main
struct CoverageGatePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let gate = try context.tool(named: "coverage-gate").url
    let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("build").path
    let passthrough = arguments.contains("--") ? [] : ["--"]
    let process = Process()
    process.executableURL = gate
    process.arguments = ["run"] + arguments + passthrough + ["--scratch-path", scratch]
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("coverage-gate exited with status \(process.terminationStatus)")
    }
    exit(process.terminationStatus)
  }
}
