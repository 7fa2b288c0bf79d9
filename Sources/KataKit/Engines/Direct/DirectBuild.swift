import CommandLineSupport
import Foundation

/// One build and run of a ``DirectPackage`` with `swiftc`, in three cached steps under the
/// package's `.build/kata-direct/`:
///
/// 1. the module, whole-module, into an object and a `.swiftmodule`, keyed by its sources;
/// 2. the tests and the generated runner (see ``TestsCompile``);
/// 3. the link of them all into the test binary, which then runs.
///
/// The flags are SwiftPM's for a debug build but for debug information and the package
/// name, so the diagnostics, the `#file` paths in failure messages and the behaviour are
/// those of `swift test`.
struct DirectBuild: Sendable {
  let package: DirectPackage
  let toolchain: Toolchain
  /// Whether the module counts the lines that run, for a coverage report.
  let coverage: Bool
  /// The clang module cache, which every build may share.
  let moduleCache: URL
  /// The seconds the whole run may take.
  let timeout: Double
  /// Where compiled tests are kept, when packages with the same tests share them, such as
  /// the implementations test-first mode judges; the package's own build folder otherwise.
  var sharedTests: URL?
  /// Whether the run only has to find its light (see ``RunnerOptions/lightOnly``).
  var lightOnly = false
  /// Where each step is timed, for `--timings`.
  var timings: RunTimings?

  /// The compiler of every step.
  var compiler: DirectCompiler {
    DirectCompiler(
      toolchain: toolchain, root: package.root, lightOnly: lightOnly, timings: timings)
  }

  /// The folder of the engine's builds in `root`.
  static func folder(in root: URL) -> URL {
    root.appendingPathComponent(".build/kata-direct")
  }

  /// Builds and runs the tests: the run as `swift test` would report it, or why SwiftPM
  /// must do it instead.
  func run() throws(KataError) -> Result<RawTestRun, DirectFallback> {
    let started = Date()
    let remaining = { max(1, timeout - Date().timeIntervalSince(started)) }
    var output = ""
    func ended(_ step: BuildStep) -> Result<RawTestRun, DirectFallback> {
      .success(
        RawTestRun(
          status: step.status, output: output + step.output,
          seconds: Date().timeIntervalSince(started), timedOut: step.timedOut, engine: .direct))
    }

    let (moduleFolder, moduleStep) = try timed("compile the module") {
      () throws(KataError) in try buildModule(remaining: remaining)
    }
    guard moduleStep.status == 0 else { return ended(moduleStep) }
    output += moduleStep.output
    let (testsFolder, testsStep) = try timed("compile the tests and their runner") {
      () throws(KataError) in
      try TestsCompile(build: self).build(against: moduleFolder, remaining: remaining)
    }
    if testsStep.isRunner, testsStep.status != 0, !testsStep.timedOut {
      let error = testsStep.output.split(separator: "\n").first { $0.contains("error:") }
      return .failure(.unsureOfTests("the generated runner does not compile: \(error ?? "")"))
    }
    guard testsStep.status == 0 else { return ended(testsStep) }
    // The tests' folder stays while the binary links and runs from it.
    defer { withExtendedLifetime(testsStep.hold) {} }
    output += testsStep.output
    let (binary, linkStep) = try timed("link the test binary") { () throws(KataError) in
      try linksShared
        ? linkShared(moduleFolder, testsFolder, remaining: remaining)
        : link(moduleFolder, testsFolder, remaining: remaining)
    }
    guard linkStep.status == 0 else {
      if linkStep.timedOut { return ended(linkStep) }
      let line = linkStep.output.split(separator: "\n").first { $0.contains("error") }
      return .failure(.linkFailed(String(line ?? "status \(linkStep.status)")))
    }
    var run = try TestBinaryRun(build: self).run(
      binary, compiledIn: testsFolder, module: moduleFolder, remaining: remaining)
    run.output = output + run.output
    run.seconds = Date().timeIntervalSince(started)
    return .success(run)
  }

  /// Runs the step `name`, timing it as kept from before when its products were, or as a
  /// wait when they were kept only after another package, beside this one, built them.
  private func timed(_ name: String, _ step: () throws(KataError) -> (URL, BuildStep))
    throws(KataError) -> (URL, BuildStep)
  {
    let start = Date()
    let result = try step()
    let end = Date()
    let label =
      !result.1.wasKept
      ? name
      : end.timeIntervalSince(start) < 0.05
        ? "\(name): kept from before" : "\(name): waited while another package built it"
    timings?.record(label, of: package.root.lastPathComponent, from: start, to: end)
    return result
  }

  /// The flags of every compile. One package name for every package, which only `package`
  /// declarations see, so that the same module built in two packages has one interface. One
  /// job compiles a module and writes its interface: a separate job for the interface would
  /// check the sources a second time.
  var commonFlags: [String] {
    [
      "-no-emit-module-separately-wmo",
      "-package-name", "kata", "-parse-as-library", "-enable-testing", "-Onone",
      "-swift-version", "6", "-D", "SWIFT_PACKAGE", "-D", "DEBUG",
      "-module-cache-path", moduleCache.path,
    ]
  }

  /// Step 1: the module's object and interface, and its resources, in their folder.
  private func buildModule(remaining: () -> Double) throws(KataError) -> (URL, BuildStep) {
    let module = package.module
    let flags =
      commonFlags
      + [
        "-D",
        package.resources.isEmpty
          ? "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE" : "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE",
      ] + (coverage ? ["-profile-generate", "-profile-coverage-mapping"] : [])
    let key = ContentFingerprint.of(
      try package.contents(
        of: package.sources + package.resources,
        with: flags + [module, ResourceBundle.accessorSource]
          + (linksShared ? ["-emit-library"] : []), toolchain: toolchain))
    let folder = Self.folder(in: package.root).appendingPathComponent("module-\(key)")
    let step = try BuildCache.cached(folder) { (temporary) throws(KataError) in
      let accessor = try ResourceBundle(package: package).write(in: temporary)
      let compiled = try compiler.compile(
        module, flags + package.sources + accessor,
        to: [
          "-emit-module", "-emit-module-path",
          temporary.appendingPathComponent("\(module).swiftmodule").path,
          "-o", temporary.appendingPathComponent("\(module).o").path,
        ], in: temporary, timeout: remaining())
      guard linksShared, compiled.status == 0 else { return compiled }
      return try sharedLibrary(in: temporary, timeout: remaining())
    }
    return (folder, step)
  }

  /// Step 3: the test binary, linked from the module's and the tests' objects.
  private func link(_ moduleFolder: URL, _ testsFolder: URL, remaining: () -> Double)
    throws(KataError) -> (URL, BuildStep)
  {
    // XCTest names its top suite after the binary's folder: `debug.xctest`, as in SwiftPM.
    let name = "debug/\(package.name)PackageTests.xctest"
    let folder = Self.folder(in: package.root).appendingPathComponent(
      "link-" + ContentFingerprint.of(["": Data((moduleFolder.path + testsFolder.path).utf8)]))
    let step = try BuildCache.cached(folder) { (temporary) throws(KataError) in
      try? FileManager.default.createDirectory(
        at: temporary.appendingPathComponent("debug"), withIntermediateDirectories: true)
      return try compiler.swiftc(
        (toolchain.has("ld.lld") ? ["-use-ld=lld"] : []) + (coverage ? ["-profile-generate"] : [])
          + Self.objects(of: testsFolder)
          + [
            moduleFolder.appendingPathComponent("\(package.module).o").path,
            "-o", temporary.appendingPathComponent(name).path,
          ], timeout: remaining())
    }
    return (folder.appendingPathComponent(name), step)
  }

  /// The objects of the tests compiled in `testsFolder`: one for each file, and the
  /// runner's when it is a module of its own.
  static func objects(of testsFolder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".o") }.sorted()
      .map { testsFolder.appendingPathComponent($0).path }
  }
}
