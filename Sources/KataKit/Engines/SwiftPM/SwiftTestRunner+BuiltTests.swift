import CommandLineSupport
import Foundation

/// Building once and running test modules apart, on Linux.
///
/// There SwiftPM discovers tests and compiles a test runner for every test build, which costs
/// more than compiling the tests themselves, so test-first mode builds all implementations in
/// one package and runs each test module from its binary. Elsewhere every implementation
/// keeps a package of its own.
extension SwiftTestRunner {
  /// Runs `swift build --build-tests` on Linux; `nil` elsewhere.
  func buildTests(in folder: URL) throws(KataError) -> RawTestRun? {
    #if os(Linux)
      try run(["swift", "build", "--build-tests"], in: folder)
    #else
      nil
    #endif
  }

  /// Runs the test binary with the test classes of `module`, then, with `coverage`, merges
  /// the profile it wrote and exports the coverage of the sources with the toolchain's
  /// `llvm-profdata` and `llvm-cov`. No export is written when they fail.
  func runBuiltTests(
    in folder: URL, module: String, coverage: (sources: URL, export: URL)?
  ) throws(KataError) -> RawTestRun {
    let products = folder.appendingPathComponent(".build/debug")
    guard
      let binary = ((try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? [])
        .first(where: { $0.hasSuffix("PackageTests.xctest") })
        .map({ products.appendingPathComponent($0) })
    else { throw .cannotRunSwift("no test binary in \(products.path)") }
    let profile = coverage.map {
      $0.export.deletingPathExtension().appendingPathExtension("profraw")
    }
    if let profile { try? FileManager.default.removeItem(at: profile) }
    var environment = ProcessInfo.processInfo.environment
    environment["LLVM_PROFILE_FILE"] = profile?.path ?? "/dev/null"
    let listing = try run([binary.path, "--list-tests"], in: folder, environment: environment)
    let classes = Self.testClasses(of: module, listedIn: listing.output)
    guard !classes.isEmpty else { return RawTestRun(status: 0, output: "") }
    let tests = try run(
      [binary.path, classes.joined(separator: ",")], in: folder, environment: environment)
    if let coverage, let profile, let toolchain = try? Toolchain.located() {
      let sources = (FileManager.default.subpaths(atPath: coverage.sources.path) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
        .map { coverage.sources.appendingPathComponent($0).path }
      _ = toolchain.exportCoverage(
        profiles: [profile], binary: binary, sources: sources, in: coverage.sources,
        to: coverage.export, timeout: timeout)
    }
    return tests
  }

  /// The test classes of `module`, as `Module.Class`, in the order of a `--list-tests`
  /// listing (lines such as `ToDoTests.ItemTests/test_title`).
  static func testClasses(of module: String, listedIn listing: String) -> [String] {
    var classes: [String] = []
    for line in listing.split(separator: "\n") where line.hasPrefix("\(module).") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let name = String(line[..<slash])
      if !classes.contains(name) { classes.append(name) }
    }
    return classes
  }

  /// Runs `command` in `folder` within the timeout, standard error merged into the output
  /// unless `mergingErrors` is false.
  private func run(
    _ command: [String], in folder: URL, environment: [String: String]? = nil,
    mergingErrors: Bool = true
  ) throws(KataError) -> RawTestRun {
    let started = Date()
    do {
      let outcome = try Subprocess.run(
        command, in: folder, environment: environment, mergingErrors: mergingErrors,
        timeout: timeout, ownTemporaryFolder: command.first != "swift")
      timings?.record(
        command.first == "swift" ? command.joined(separator: " ") : "run the built tests",
        of: folder.lastPathComponent, from: started, to: Date())
      return RawTestRun(
        status: outcome.status, output: outcome.output,
        seconds: Date().timeIntervalSince(started), timedOut: outcome.timedOut)
    } catch {
      throw .cannotRunSwift(error.description)
    }
  }
}
