import CommandLineSupport
import Foundation

/// `swiftc` as the direct engine runs it, in the package's folder: a module compiled whole,
/// with SwiftPM's order of errors, and any program run with one error when it cannot start.
/// The driver's jobs are planned once per set of arguments (see ``DriverJobs``) and then run
/// directly, but for a link's list of libraries, written from a kept one where the objects
/// ask for the same (see ``AutolinkFlags``).
struct DirectCompiler: Sendable {
  /// The toolchain whose `swiftc` runs.
  let toolchain: Toolchain
  /// The package's folder, where it runs.
  let root: URL
  /// Whether the run only has to find its light (see ``RunnerOptions/lightOnly``), so that
  /// a failed compile is not checked again for SwiftPM's first error.
  let lightOnly: Bool
  /// Where the driver's planning is timed, for `--timings`.
  var timings: RunTimings?

  /// Compiles the module `name` from `arguments` (flags and files) whole, writing `outputs`.
  ///
  /// When that fails, the first error must be the one SwiftPM shows first, unless the run
  /// is ``lightOnly``. SwiftPM checks the declarations alone (to emit the module's
  /// interface) while it compiles, and that quicker job reports first; so a failed compile
  /// checks the declarations alone too, in `scratch`, and their errors, if any, come first
  /// in the output.
  func compile(
    _ name: String, _ arguments: [String], to outputs: [String], in scratch: URL,
    timeout: Double
  ) throws(KataError) -> BuildStep {
    let compiled = try swiftc(
      ["-module-name", name] + arguments + ["-wmo", "-c"] + outputs, timeout: timeout)
    guard compiled.status != 0, !compiled.timedOut, !lightOnly else { return compiled }
    let declarations = try swiftc(
      ["-module-name", name] + arguments
        + [
          "-emit-module", "-emit-module-path",
          scratch.appendingPathComponent("declarations-\(name).swiftmodule").path,
          "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types",
        ], timeout: timeout)
    guard declarations.status != 0 else { return compiled }
    return BuildStep(status: compiled.status, output: declarations.output + compiled.output)
  }

  /// The driver's plans, kept in the package's build folder.
  private var driverJobs: DriverJobs {
    DriverJobs(
      toolchain: toolchain, root: root,
      folder: DirectBuild.folder(in: root).appendingPathComponent("jobs"), timings: timings)
  }

  /// The one job of the driver's plan for `arguments` that compiles `primary`, such as
  /// one file of a module compiled a file at a time; `nil` without a plan.
  func job(compiling primary: String, _ arguments: [String]) -> [String]? {
    driverJobs.commands(for: arguments, timeout: 60)?.first { command in
      zip(command, command.dropFirst()).contains { $0 == "-primary-file" && $1 == primary }
    }
  }

  /// Does what `swiftc` does with `arguments`, its diagnostics in the output: the driver's
  /// planned jobs one after the other, or the driver itself when there is no plan.
  func swiftc(_ arguments: [String], timeout: Double) throws(KataError) -> BuildStep {
    let started = Date()
    let (commands, list) = AutolinkFlags.ownList(
      in: driverJobs.commands(for: arguments, timeout: timeout)
        ?? [[toolchain.tool("swiftc")] + arguments], suffix: UUID().uuidString)
    defer { if let list { try? FileManager.default.removeItem(atPath: list) } }
    let autolink = AutolinkFlags(
      toolchain: toolchain, folder: DirectBuild.folder(in: root).appendingPathComponent("autolink"))
    var output = ""
    for command in commands {
      let listing = autolink.files(of: command)
      if let listing, autolink.reuse(listing) { continue }
      let remaining = max(1, timeout - Date().timeIntervalSince(started))
      let outcome = try Self.run(command, in: root, timeout: remaining)
      output += outcome.output
      guard outcome.status == 0, !outcome.timedOut else {
        return BuildStep(status: outcome.status, output: output, timedOut: outcome.timedOut)
      }
      if let listing { autolink.keep(listing) }
    }
    return BuildStep(status: 0, output: output)
  }

  /// Runs `command` in `folder`, standard error merged into the output unless
  /// `mergingErrors` is false, until it ends or `stopSwitch` stops it; a test run in a
  /// temporary folder of its own (`ownTemporaryFolder`).
  static func run(
    _ command: [String], in folder: URL, environment: [String: String]? = nil,
    mergingErrors: Bool = true, timeout: Double, stopSwitch: StopSwitch? = nil,
    ownTemporaryFolder: Bool = false
  ) throws(KataError) -> Subprocess.Outcome {
    do {
      return try Subprocess.run(
        command, in: folder, environment: environment, mergingErrors: mergingErrors,
        timeout: timeout, stopSwitch: stopSwitch, ownTemporaryFolder: ownTemporaryFolder)
    } catch {
      throw .cannotRunSwift(error.description)
    }
  }
}
