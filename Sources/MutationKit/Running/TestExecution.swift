import CommandLineSupport
import Foundation

/// Runs the tests of a built package copy with one mutant switched on.
///
/// On Linux the test binary runs directly, once for XCTest and once for Swift Testing, so
/// several mutants run side by side in one build; elsewhere `swift test --skip-build`
/// runs them, one at a time, since SwiftPM locks its build folder.
struct TestExecution: Sendable {
  /// The package copy, built with its tests.
  let folder: URL
  /// A regular expression naming the tests to run, as `swift test --filter` takes it.
  let filter: String?
  /// The test binary, on Linux.
  let binary: URL?
  /// The XCTest classes or tests the filter selects, on Linux; `nil` for all.
  let selection: [String]?

  /// How a run ended.
  struct Result: Sendable {
    var passed: Bool
    var timedOut: Bool
    var seconds: Double
    /// The end of the output, for a failure's message.
    var tail: String

    /// What the run says of the mutant that was on: survived when the tests passed,
    /// caught (killed or timed out) when not.
    var outcome: MutantOutcome {
      passed ? .survived : timedOut ? .timedOut : .killed
    }
  }

  /// The most bytes of a run's output kept: its end, for a failure's message. A mutant that
  /// loops may print without end until its timeout.
  static let outputKept = 64 * 1024

  /// Whether mutants may run side by side here.
  var runsInParallel: Bool { binary != nil }

  /// An execution for the copy in `folder`, built.
  init(folder: URL, filter: String?) throws(MutationError) {
    self.folder = folder
    self.filter = filter
    #if os(Linux)
      let products = folder.appendingPathComponent(".build/debug")
      guard
        let name = ((try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? [])
          .first(where: { $0.hasSuffix("PackageTests.xctest") })
      else { throw .noTestBinary(path: products.path) }
      let binary = products.appendingPathComponent(name)
      self.binary = binary
      if let filter, let pattern = try? Regex(filter) {
        selection = Self.xctests(of: binary, in: folder).filter { $0.contains(pattern) }
      } else {
        selection = nil
      }
    #else
      binary = nil
      selection = nil
    #endif
  }

  /// The XCTest tests of `binary` (`Module.Class/test`), as it lists them.
  static func xctests(of binary: URL, in folder: URL) -> [String] {
    let listing =
      (try? Subprocess.run(
        [binary.path, "--list-tests"], in: folder, environment: environment(mutant: 0),
        timeout: 120))?.output ?? ""
    return listing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.contains(".") && $0.contains("/") && !$0.contains(" ") }
  }

  /// The environment of a run with `mutant` on (0 for none), writing no coverage profile,
  /// and the mutants it reaches to `trace` when given.
  static func environment(mutant: Int, trace: URL? = nil) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment[MutantSchema.variable] = mutant == 0 ? nil : String(mutant)
    environment[MutantSchema.traceVariable] = trace?.path
    environment["LLVM_PROFILE_FILE"] = "/dev/null"
    return environment
  }

  /// Runs the tests with `mutant` on, stopping them after `timeout` seconds. What a test
  /// leaves running when the binary ends, or when it times out, is stopped with it.
  func run(mutant: Int, timeout: Double) -> Result {
    var commands: [[String]] = []
    if let binary {
      if selection.map({ !$0.isEmpty }) ?? true {
        commands.append([binary.path] + (selection.map { [$0.joined(separator: ",")] } ?? []))
      }
      commands.append(
        [binary.path, "--testing-library", "swift-testing"]
          + (filter.map { ["--filter", $0] } ?? []))
    } else {
      commands.append(
        ["swift", "test", "--skip-build"] + (filter.map { ["--filter", $0] } ?? []))
    }
    return run(commands, environment: Self.environment(mutant: mutant), timeout: timeout)
  }

  /// Runs `commands` in turn until one fails, all of them stopped after `timeout` seconds.
  func run(_ commands: [[String]], environment: [String: String], timeout: Double) -> Result {
    let started = Date()
    for command in commands {
      let left = timeout - Date().timeIntervalSince(started)
      guard
        let outcome = try? Subprocess.run(
          command, in: folder, environment: environment, mergingErrors: true,
          timeout: max(1, left), keepingAtMost: Self.outputKept, ownTemporaryFolder: true)
      else {
        return Result(
          passed: false, timedOut: false, seconds: Date().timeIntervalSince(started),
          tail: "cannot start \(command[0])")
      }
      // Swift Testing exits with 69 (EX_UNAVAILABLE) when the binary has no test of it.
      let noTests = command.contains("swift-testing") && outcome.status == 69
      if outcome.timedOut || !(outcome.succeeded || noTests) {
        return Result(
          passed: false, timedOut: outcome.timedOut, seconds: Date().timeIntervalSince(started),
          tail: String(outcome.output.suffix(2000)))
      }
    }
    return Result(
      passed: true, timedOut: false, seconds: Date().timeIntervalSince(started), tail: "")
  }
}
