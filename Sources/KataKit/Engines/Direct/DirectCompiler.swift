import CommandLineSupport
import Foundation

/// `swiftc` as the direct engine runs it, in the package's folder: a module compiled whole,
/// with SwiftPM's order of errors, and any program run with one error when it cannot start.
struct DirectCompiler: Sendable {
  /// The toolchain whose `swiftc` runs.
  let toolchain: Toolchain
  /// The package's folder, where it runs.
  let root: URL
  /// Whether the run only has to find its light (see ``RunnerOptions/lightOnly``), so that
  /// a failed compile is not checked again for SwiftPM's first error.
  let lightOnly: Bool

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

  /// Runs `swiftc` with `arguments`, its diagnostics in the output.
  func swiftc(_ arguments: [String], timeout: Double) throws(KataError) -> BuildStep {
    let outcome = try Self.run(
      [toolchain.tool("swiftc")] + arguments, in: root, timeout: timeout)
    return BuildStep(status: outcome.status, output: outcome.output, timedOut: outcome.timedOut)
  }

  /// Runs `command` in `folder`, standard error merged into the output unless
  /// `mergingErrors` is false.
  static func run(
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
