import CommandLineSupport
import Foundation

/// Builds and runs the tests of a package: one of the engines, made for a command's
/// ``RunnerOptions`` by ``Runners``, or a test double.
protocol TestRunning: Sendable {
  /// Runs the tests of the package at `folder` written with `framework`, gathering code
  /// coverage when `coverage` is true.
  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun

  /// Builds the XCTest tests of the package at `folder` without running them; `nil` when
  /// this runner only runs packages whole.
  func buildTests(in folder: URL) throws(KataError) -> RawTestRun?

  /// Runs the XCTest tests of the test module `module` of the package at `folder`, built by
  /// ``buildTests(in:)``. With `coverage`, also writes the llvm-cov export of the files in
  /// its `sources` folder, from the targets the package instruments, to its `export` file.
  func runBuiltTests(in folder: URL, module: String, coverage: (sources: URL, export: URL)?)
    throws(KataError) -> RawTestRun

  /// The engine this runner tries first.
  var engine: BuildEngine { get }
}

extension TestRunning {
  /// Runs the tests of the package at `folder` without coverage.
  func runTests(in folder: URL, framework: TestFramework) throws(KataError) -> RawTestRun {
    try runTests(in: folder, framework: framework, coverage: false)
  }

  /// Only runs packages whole: every implementation test-first mode judges then gets a
  /// package of its own.
  func buildTests(in folder: URL) throws(KataError) -> RawTestRun? {
    nil
  }

  /// SwiftPM, unless the runner says otherwise.
  var engine: BuildEngine { .swiftpm }

  /// Never called, since ``buildTests(in:)`` gives `nil`.
  func runBuiltTests(
    in folder: URL, module: String, coverage: (sources: URL, export: URL)?
  ) throws(KataError) -> RawTestRun {
    throw .cannotRunSwift("this runner does not run built tests")
  }
}
