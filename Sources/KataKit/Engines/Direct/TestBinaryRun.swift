import Foundation

/// Step 3's run of a ``DirectBuild``'s test binary: once for XCTest and once for Swift
/// Testing, as the tests need, with the module's library and resources, the light found at
/// the first failure when that is all the run needs, and the lines counted exported.
struct TestBinaryRun {
  /// The build whose binary runs.
  let build: DirectBuild

  private var package: DirectPackage { build.package }

  /// The runs of the test binary the tests need, each with what `--timings` calls it, its
  /// arguments and where it counts the lines that ran: XCTest's, then Swift Testing's, which
  /// writes its event stream to `events`.
  private func testRuns(writingEventsTo events: URL) -> [(String, [String], URL)] {
    let folder = DirectBuild.folder(in: package.root)
    return [
      package.discovery.runsXCTest
        ? ("run the tests", [], folder.appendingPathComponent("coverage.profraw")) : nil,
      package.discovery.runsSwiftTesting
        ? (
          "run the Swift Testing tests",
          XCTestDiscovery.swiftTestingArguments + [
            "--event-stream-output-path", events.path, "--event-stream-version", "0",
          ], folder.appendingPathComponent("coverage-swift-testing.profraw")
        ) : nil,
    ].compactMap { $0 }
  }

  /// The environment of a test run with the module built in `moduleFolder`: its library,
  /// its resources, and whether the run stops at its first failure.
  private func testEnvironment(module moduleFolder: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    if build.linksShared {
      environment["LD_LIBRARY_PATH"] = ([moduleFolder.path] + [environment["LD_LIBRARY_PATH"]])
        .compactMap { $0 }.joined(separator: ":")
    }
    environment[ResourceBundle.pathVariable] =
      ResourceBundle(package: package).folder(in: moduleFolder)?.path
    environment[XCTestDiscovery.stopAtFirstFailure] = build.lightOnly ? "1" : nil
    if build.lightOnly { environment["SWIFT_BACKTRACE"] = "enable=no" }
    return environment
  }

  /// Runs the test binary in the package folder, once for XCTest and once for Swift Testing
  /// as the tests need, with the module built in `moduleFolder` (its library, when
  /// ``DirectBuild/linksShared``, and its resources), and, with ``DirectBuild/coverage``,
  /// exports what they counted.
  /// Tests compiled in another package (`compiledIn` says which) report that package's
  /// paths, which become this one's.
  func run(
    _ binary: URL, compiledIn testsFolder: URL, module moduleFolder: URL,
    remaining: () -> Double
  ) throws(KataError) -> RawTestRun {
    let folder = DirectBuild.folder(in: package.root)
    let export = folder.appendingPathComponent("coverage.json")
    let events = folder.appendingPathComponent("events.jsonl")
    let runs = testRuns(writingEventsTo: events)
    for url in [export, events] + runs.map(\.2) { try? FileManager.default.removeItem(at: url) }
    var environment = testEnvironment(module: moduleFolder)
    var run = RawTestRun(status: 0, output: "", engine: .direct)
    for (label, arguments, profile) in runs {
      // A run that only has to find its light has it at the first failure.
      guard !(build.lightOnly && run.status != 0), !run.timedOut else { break }
      environment["LLVM_PROFILE_FILE"] = build.coverage ? profile.path : "/dev/null"
      let started = Date()
      let tests = try DirectCompiler.run(
        [binary.path] + arguments, in: package.root, environment: environment,
        timeout: remaining(), ownTemporaryFolder: true)
      build.timings?.record(label, of: package.root.lastPathComponent, from: started, to: Date())
      run.output += tests.output
      run.status = run.status != 0 ? run.status : tests.status
      run.timedOut = tests.timedOut
    }
    run.events = try? String(contentsOf: events, encoding: .utf8)
    if let compiledIn = try? String(
      contentsOf: testsFolder.appendingPathComponent("root"), encoding: .utf8),
      compiledIn != package.root.path
    {
      run.output = run.output.replacingOccurrences(
        of: compiledIn + "/", with: package.root.path + "/")
      // The event stream's JSON writes each `/` as `\/`.
      let escaped = { (path: String) in path.replacingOccurrences(of: "/", with: "\\/") }
      run.events = run.events?.replacingOccurrences(
        of: escaped(compiledIn + "/"), with: escaped(package.root.path + "/"))
    }
    let exporting = Date()
    if build.coverage, !run.timedOut,
      build.toolchain.exportCoverage(
        profiles: runs.map(\.2).filter { FileManager.default.fileExists(atPath: $0.path) },
        binary: binary, sources: package.sources, in: package.root, to: export,
        timeout: build.timeout)
    {
      run.coverageExport = export
      build.timings?.record(
        "export the coverage", of: package.root.lastPathComponent, from: exporting, to: Date())
    }
    return run
  }
}
