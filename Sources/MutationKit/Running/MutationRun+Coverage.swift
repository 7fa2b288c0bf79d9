import CommandLineSupport
import CoverageKit
import Foundation

/// The code the tests run, which decides the mutants worth trying.
extension MutationRun {
  /// The code the tests run, by file: from the export given, or from a run of the tests
  /// with coverage in the copy.
  func coveredCode(in copy: PackageCopy) throws(MutationError) -> CoveredCode {
    let export: URL
    if let given = options.coverage {
      export = given
    } else {
      progress("Running the tests once with coverage")
      let arguments = ["--enable-code-coverage"] + (options.filter.map { ["--filter", $0] } ?? [])
      let outcome = try? Subprocess.run(
        ["swift", "test"] + arguments, in: copy.folder, mergingErrors: true, timeout: 3600)
      guard let outcome, outcome.succeeded else {
        throw .testsFail(
          reason: BuildLog.firstError(in: outcome?.output ?? "cannot start swift test"))
      }
      do {
        export = try SwiftPMExport.location(
          root: copy.folder, arguments: ["--enable-code-coverage"])
      } catch {
        throw .noCoverage(reason: "\(error)")
      }
    }
    let read: CoverageExport
    do {
      read = try ExportReader(readsFunctions: true).read(contentsOf: export)
    } catch {
      throw .noCoverage(reason: error.description)
    }
    let roots = [copy.folder, options.root].map {
      $0.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }
    var covered = CoveredCode(read, roots: roots) {
      URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path
    }
    // A file compiled through a link to a folder within the package counts at both paths.
    for (alias, real) in PackageCopy.aliases(under: options.root) {
      covered.alias(alias, to: real)
    }
    return covered
  }
}
