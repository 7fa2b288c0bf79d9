import Foundation

/// Builds and runs a workspace's tests with the direct engine (``DirectBuild``), without
/// SwiftPM's fixed cost, and hands every run the engine cannot be sure of to SwiftPM.
///
/// Whatever builds, the light, the counts, the failure messages and the first compiler
/// error are SwiftPM's: where the two could differ, the engine falls back.
struct DirectTestRunner: TestRunning {
  /// The runner that takes over, SwiftPM's.
  var fallback: any TestRunning
  /// The seconds a run may take, build included.
  var timeout: Double
  /// The clang module cache of every build; unless set, a folder of the system's temporary
  /// folder named after the user, whose workspaces all share it (another user's would not
  /// be writable).
  var moduleCache: URL
  /// The environment whose `PATH` names the toolchain.
  var environment: [String: String]
  /// Where packages with the same tests share their compiled tests, if they do.
  var sharedTests: URL?
  /// Whether a run only has to find its light (see ``RunnerOptions/lightOnly``).
  var lightOnly = false
  /// Where each step is timed, for `--timings`.
  var timings: RunTimings?

  /// Creates the runner; `fallback` runs what the engine cannot build.
  init(
    fallback: any TestRunning = SwiftTestRunner(), timeout: Double = 300,
    moduleCache: URL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tddkit-module-cache-\(getuid())"),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.fallback = fallback
    self.timeout = timeout
    self.moduleCache = moduleCache
    self.environment = environment
  }

  /// Runs the tests in `folder` with the direct engine when it can, with SwiftPM otherwise;
  /// the run says which, and why it fell back.
  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    let reason: DirectFallback
    switch try directRun(in: folder, framework: framework, coverage: coverage) {
    case .success(let run):
      guard let unexplained = Self.unexplainedFailure(of: run) else { return run }
      reason = unexplained
    case .failure(let fallback): reason = fallback
    }
    var run = try fallback.runTests(in: folder, framework: framework, coverage: coverage)
    run.fallback = reason
    return run
  }

  /// The direct engine's run, or why it cannot make one.
  func directRun(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> Result<RawTestRun, DirectFallback>
  {
    #if os(Linux)
      let package: DirectPackage
      do {
        package = try DirectPackage(root: folder, framework: framework)
      } catch {
        return .failure(error)
      }
      let toolchain = try Toolchain.located(in: environment)
      for tool in ["swiftc", "llvm-profdata", "llvm-cov"] where !toolchain.has(tool) {
        return .failure(.missingTool(tool))
      }
      return try DirectBuild(
        package: package, toolchain: toolchain, coverage: coverage, moduleCache: moduleCache,
        timeout: timeout, sharedTests: sharedTests, lightOnly: lightOnly, timings: timings
      ).run()
    #else
      return .failure(.unsupportedPlatform)
    #endif
  }

  /// Why `run` cannot stand: it failed before any test started without a compiler error,
  /// as when the test binary stops at its start; such a run says nothing a learner can act
  /// on, so SwiftPM runs the tests again. `nil` for a run that explains itself.
  static func unexplainedFailure(of run: RawTestRun) -> DirectFallback? {
    guard run.status != 0, !run.timedOut, !run.output.contains("Test Suite '"),
      (run.events ?? "").isEmpty,
      !run.output.split(separator: "\n").contains(where: {
        $0.contains(": error: ") || $0.hasPrefix("error: ")
      })
    else { return nil }
    let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
    return .unexplainedFailure(status: run.status, lastLine: last)
  }

  /// The direct engine, with SwiftPM behind it.
  var engine: BuildEngine { .direct }

}
