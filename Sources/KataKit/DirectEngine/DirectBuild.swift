import CommandLineSupport
import Foundation

/// One build and run of a ``DirectPackage`` with `swiftc`, in three cached steps under the
/// package's `.build/kata-direct/`:
///
/// 1. the module, whole-module, into an object and a `.swiftmodule`, keyed by its sources;
/// 2. the tests with the generated runner, keyed by their sources and the module's
///    interface, so that a change to a function body does not compile the tests again;
/// 3. the link of both into the test binary, which then runs.
///
/// The flags are SwiftPM's for a debug build, so the diagnostics, the `#file` paths in
/// failure messages and the behaviour are those of `swift test`.
struct DirectBuild: Sendable {
  let package: DirectPackage
  let toolchain: Toolchain
  /// Whether the module counts the lines that run, for a coverage report.
  let coverage: Bool
  /// The clang module cache, shared by the builds of one workspace.
  let moduleCache: URL
  /// The seconds the whole run may take.
  let timeout: Double
  /// Where compiled tests are kept, when packages with the same tests share them, such as
  /// the implementations test-first mode judges; the package's own build folder otherwise.
  var sharedTests: URL?

  /// How many builds of each step the cache keeps.
  static let cacheSize = 4

  /// The folder of the engine's builds in `root`.
  static func folder(in root: URL) -> URL {
    root.appendingPathComponent(".build/kata-direct")
  }

  /// Builds and runs the tests: the run as `swift test` would report it, or why SwiftPM
  /// must do it instead.
  func run() throws(KataError) -> Result<RawTestRun, DirectFallback> {
    let started = Date()
    let folder = Self.folder(in: package.root)
    func remaining() -> Double { max(1, timeout - Date().timeIntervalSince(started)) }
    var output = ""
    func failed(_ step: Step) -> Result<RawTestRun, DirectFallback> {
      .success(
        RawTestRun(
          status: step.status, output: output + step.output,
          seconds: Date().timeIntervalSince(started),
          timedOut: step.timedOut, engine: .direct))
    }

    // One package name for every package, which only `package` declarations see, so that
    // the same module built in two packages has the same interface.
    let common = [
      "-package-name", "kata", "-parse-as-library",
      "-enable-testing", "-Onone", "-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
      "-module-cache-path", moduleCache.path,
    ]
    let bundleFlag =
      package.resources.isEmpty
      ? "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE" : "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"
    let moduleFlags =
      common + ["-D", bundleFlag]
      + (coverage ? ["-profile-generate", "-profile-coverage-mapping"] : [])
    let module = package.module
    let moduleKey = TestFirstJudge.fingerprint(
      try contents(of: package.sources + package.resources, with: moduleFlags + [module]))
    let moduleFolder = folder.appendingPathComponent("module-\(moduleKey)")
    let moduleStep = try cached(moduleFolder, remaining: remaining()) {
      (temporary) throws(KataError) in
      let accessor = try bundle(in: temporary, finallyIn: moduleFolder)
      return try compile(
        module, moduleFlags + package.sources + accessor,
        to: [
          "-emit-module", "-emit-module-path",
          temporary.appendingPathComponent("\(module).swiftmodule").path,
          "-o", temporary.appendingPathComponent("\(module).o").path,
        ], in: temporary, timeout: remaining())
    }
    output += moduleStep.output
    guard moduleStep.status == 0 else { return failed(moduleStep) }

    let runner = Data(package.discovery.runnerSource(importing: module + "Tests").utf8)
    let interface =
      (try? Data(contentsOf: moduleFolder.appendingPathComponent("\(module).swiftmodule")))
      ?? Data()
    let testFlags = common + ["-D", "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"]
    var testFiles = try contents(of: package.tests, with: testFlags + [module + "Tests"])
    testFiles[XCTestDiscovery.runnerFileName] = runner
    testFiles["interface"] = interface
    let testsFolder = (sharedTests ?? folder).appendingPathComponent(
      "tests-\(TestFirstJudge.fingerprint(testFiles))")
    let testsStep = try locking(testsFolder) {
      () throws(KataError) in
      try cached(testsFolder, remaining: remaining()) { (temporary) throws(KataError) in
        try Workspace.write(
          Data(package.root.path.utf8), to: temporary.appendingPathComponent("root"))
        let tests = try compile(
          module + "Tests", testFlags + ["-I", moduleFolder.path] + package.tests,
          to: [
            "-emit-module", "-emit-module-path",
            temporary.appendingPathComponent("\(module)Tests.swiftmodule").path,
            "-o", temporary.appendingPathComponent("tests.o").path,
          ], in: temporary, timeout: remaining())
        guard tests.status == 0 else { return tests }
        // The runner is a module of its own in the Swift 5 language mode, as SwiftPM's
        // discovered tests are, so that the test methods' isolation stays theirs to check.
        let runnerFile = temporary.appendingPathComponent(XCTestDiscovery.runnerFileName)
        try Workspace.write(runner, to: runnerFile)
        var runnerStep = try swiftc(
          [
            "-module-name", XCTestDiscovery.runnerModule, "-parse-as-library", "-Onone",
            "-module-cache-path", moduleCache.path, "-I", temporary.path, "-I", moduleFolder.path,
            "-wmo", "-c", runnerFile.path, "-o", temporary.appendingPathComponent("runner.o").path,
          ], timeout: remaining())
        runnerStep.isRunner = true
        return runnerStep.status == 0 ? tests : runnerStep
      }
    }
    if testsStep.isRunner, testsStep.status != 0, !testsStep.timedOut {
      let error = testsStep.output.split(separator: "\n").first { $0.contains("error:") }
      return .failure(.unsureOfTests("the generated runner does not compile: \(error ?? "")"))
    }
    output += testsStep.output
    guard testsStep.status == 0 else { return failed(testsStep) }

    // XCTest names its top suite after the binary's folder: `debug.xctest`, as in SwiftPM.
    let binaryName = "debug/\(package.name)PackageTests.xctest"
    let linkFolder = folder.appendingPathComponent(
      "link-" + TestFirstJudge.fingerprint(["": Data((moduleFolder.path + testsFolder.path).utf8)]))
    let linkStep = try cached(linkFolder, remaining: remaining()) { (temporary) throws(KataError) in
      try? FileManager.default.createDirectory(
        at: temporary.appendingPathComponent("debug"), withIntermediateDirectories: true)
      return try swiftc(
        (toolchain.has("ld.lld") ? ["-use-ld=lld"] : []) + (coverage ? ["-profile-generate"] : [])
          + [
            testsFolder.appendingPathComponent("tests.o").path,
            testsFolder.appendingPathComponent("runner.o").path,
            moduleFolder.appendingPathComponent("\(module).o").path,
            "-o", temporary.appendingPathComponent(binaryName).path,
          ], timeout: remaining())
    }
    guard linkStep.status == 0 else {
      if linkStep.timedOut { return failed(linkStep) }
      let line = linkStep.output.split(separator: "\n").first { $0.contains("error") }
      return .failure(.linkFailed(String(line ?? "status \(linkStep.status)")))
    }

    let binary = linkFolder.appendingPathComponent(binaryName)
    let profileFile = folder.appendingPathComponent("coverage.profraw")
    let export = folder.appendingPathComponent("coverage.json")
    try? FileManager.default.removeItem(at: profileFile)
    try? FileManager.default.removeItem(at: export)
    var environment = ProcessInfo.processInfo.environment
    environment["LLVM_PROFILE_FILE"] = coverage ? profileFile.path : "/dev/null"
    let tests = try Self.run(
      [binary.path], in: package.root, environment: environment, timeout: remaining())
    // Tests compiled in another package report that package's paths: make them this one's.
    var testOutput = tests.output
    if let compiledIn = try? String(
      contentsOf: testsFolder.appendingPathComponent("root"), encoding: .utf8),
      compiledIn != package.root.path
    {
      testOutput = testOutput.replacingOccurrences(
        of: compiledIn + "/", with: package.root.path + "/")
    }
    var run = RawTestRun(
      status: tests.status, output: output + testOutput, seconds: 0, timedOut: tests.timedOut,
      engine: .direct)
    if coverage, !tests.timedOut, exportCoverage(of: binary, profile: profileFile, to: export) {
      run.coverageExport = export
    }
    run.seconds = Date().timeIntervalSince(started)
    return .success(run)
  }

  /// Bundles the module's resources in `folder`, which becomes `final`, as SwiftPM does on
  /// Linux: the files in `<package>_<module>.resources`, and a source that gives the module
  /// `Bundle.module`. Returns that source's path, or nothing for a module without resources.
  private func bundle(in folder: URL, finallyIn final: URL) throws(KataError) -> [String] {
    guard !package.resources.isEmpty else { return [] }
    let name = "\(package.name)_\(package.module).resources"
    for resource in package.resources {
      guard let data = FileManager.default.contents(atPath: resource) else {
        throw .file(path: resource, reason: "it cannot be read")
      }
      try Workspace.write(
        data,
        to: folder.appendingPathComponent(name).appendingPathComponent(
          (resource as NSString).lastPathComponent))
    }
    let accessor = folder.appendingPathComponent("resource_bundle_accessor.swift")
    let path = final.appendingPathComponent(name).path
    try Workspace.write(
      Data(
        """
        // Generated by kata's direct engine: the module's resource bundle.
        import Foundation

        extension Foundation.Bundle {
          static let module: Bundle = {
            let path = \(String(reflecting: path))
            guard let bundle = Bundle(path: path) else {
              Swift.fatalError("could not load resource bundle from \\(path)")
            }
            return bundle
          }()
        }

        """.utf8), to: accessor)
    return [accessor.path]
  }

  /// What one step printed and how it ended.
  struct Step: Sendable {
    var status: Int32
    var output: String
    var timedOut = false
    /// Whether this is the generated runner's compile, whose errors are the engine's.
    var isRunner = false
  }

  /// The step whose products are in `folder`: nothing to do when the folder exists;
  /// otherwise `build` fills a temporary folder, which becomes `folder` when it succeeds.
  /// The oldest builds of the same step are then removed.
  private func cached(
    _ folder: URL, remaining: Double, build: (URL) throws(KataError) -> Step
  ) throws(KataError) -> Step {
    let files = FileManager.default
    if files.fileExists(atPath: folder.path) {
      try? files.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
      return Step(status: 0, output: "")
    }
    let temporary = folder.deletingLastPathComponent()
      .appendingPathComponent("building-\(UUID().uuidString)")
    do {
      try files.createDirectory(at: temporary, withIntermediateDirectories: true)
    } catch {
      throw .file(path: temporary.path, reason: error.localizedDescription)
    }
    defer { try? files.removeItem(at: temporary) }
    let step = try build(temporary)
    guard step.status == 0 else { return step }
    try? files.moveItem(at: temporary, to: folder)
    prune(like: folder)
    return step
  }

  /// Removes all but the ``cacheSize`` most recently used folders of `folder`'s step.
  private func prune(like folder: URL) {
    let files = FileManager.default
    let parent = folder.deletingLastPathComponent()
    let kind = folder.lastPathComponent.prefix { $0 != "-" } + "-"
    let limit = kind == "lock-" ? Self.cacheSize * 4 : Self.cacheSize
    let builds = ((try? files.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0.hasPrefix(kind) }
      .map { parent.appendingPathComponent($0) }
      .map { url in
        (
          url,
          (try? files.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
            ?? .distantPast
        )
      }
      .sorted { $0.1 > $1.1 }
    for (url, _) in builds.dropFirst(limit) {
      try? files.removeItem(at: url)
    }
  }

  /// Runs `body` while holding the lock of the build `folder`, so that packages sharing it
  /// build it once rather than side by side.
  private func locking<T>(_ folder: URL, _ body: () throws(KataError) -> T) throws(KataError)
    -> T
  {
    let parent = folder.deletingLastPathComponent()
    let lock = parent.appendingPathComponent("lock-" + folder.lastPathComponent)
    try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let descriptor = open(lock.path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer {
      flock(descriptor, LOCK_UN)
      prune(like: lock)
    }
    return try body()
  }

  /// The files at `paths` by their path in the package, with the compiler's identity and
  /// `flags`, for a key.
  private func contents(of paths: [String], with flags: [String]) throws(KataError) -> [String:
    Data]
  {
    var files = ["flags": Data((flags + [toolchain.fingerprint]).joined(separator: " ").utf8)]
    for path in paths {
      do {
        files[String(path.dropFirst(package.root.path.count))] = try Data(
          contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw .file(path: path, reason: error.localizedDescription)
      }
    }
    return files
  }

  /// Compiles the module `name` from `arguments` (flags and files) whole, writing `outputs`.
  ///
  /// When that fails, the first error must be the one SwiftPM shows first. SwiftPM checks
  /// the declarations alone (to emit the module's interface) while it compiles, and that
  /// quicker job reports first; so a failed compile checks the declarations alone too, in
  /// `scratch`, and their errors, if any, come first in the output.
  private func compile(
    _ name: String, _ arguments: [String], to outputs: [String], in scratch: URL,
    timeout: Double
  ) throws(KataError) -> Step {
    let compiled = try swiftc(
      ["-module-name", name] + arguments + ["-wmo", "-c"] + outputs, timeout: timeout)
    guard compiled.status != 0, !compiled.timedOut else { return compiled }
    let declarations = try swiftc(
      ["-module-name", name] + arguments
        + [
          "-emit-module", "-emit-module-path",
          scratch.appendingPathComponent("declarations-\(name).swiftmodule").path,
          "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types",
        ], timeout: timeout)
    guard declarations.status != 0 else { return compiled }
    return Step(status: compiled.status, output: declarations.output + compiled.output)
  }

  /// Runs `swiftc` with `arguments`, its diagnostics in the output.
  private func swiftc(_ arguments: [String], timeout: Double) throws(KataError) -> Step {
    let outcome = try Self.run(
      [toolchain.tool("swiftc")] + arguments, in: package.root, timeout: timeout)
    return Step(status: outcome.status, output: outcome.output, timedOut: outcome.timedOut)
  }

  /// Merges the profile the tests wrote and exports the coverage of the module's sources
  /// with the toolchain's tools; whether the export was written.
  private func exportCoverage(of binary: URL, profile: URL, to export: URL) -> Bool {
    let data = profile.deletingPathExtension().appendingPathExtension("profdata")
    guard
      let merged = try? Self.run(
        [toolchain.tool("llvm-profdata"), "merge", "-sparse", "-o", data.path, profile.path],
        in: package.root, timeout: timeout),
      merged.status == 0,
      let exported = try? Self.run(
        [toolchain.tool("llvm-cov"), "export", "-instr-profile", data.path, binary.path]
          + package.sources, in: package.root, mergingErrors: false, timeout: timeout),
      exported.status == 0
    else { return false }
    return (try? Workspace.write(Data(exported.output.utf8), to: export)) != nil
  }

  /// Runs `command` in `folder`, standard error merged into the output unless
  /// `mergingErrors` is false.
  private static func run(
    _ command: [String], in folder: URL, environment: [String: String]? = nil,
    mergingErrors: Bool = true, timeout: Double
  ) throws(KataError) -> Subprocess.Outcome {
    do {
      return try Subprocess.run(
        command, in: folder, environment: environment, mergingErrors: mergingErrors,
        timeout: timeout)
    } catch {
      throw .cannotRunSwift(error.description)
    }
  }
}
