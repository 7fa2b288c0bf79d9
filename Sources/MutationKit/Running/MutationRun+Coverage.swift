import CommandLineSupport
import CoverageKit
import Foundation

/// The lines the tests run, which decide the mutants worth trying.
extension MutationRun {
  /// The lines the tests run, by file: from the export given, or from a run of the tests
  /// with coverage in the copy.
  func coveredLines(in copy: PackageCopy, measuring: Bool) throws(MutationError)
    -> [String: Set<Int>]
  {
    let export: URL
    if let given = options.coverage {
      export = given
    } else {
      progress("Running the tests once with coverage")
      let arguments = ["--enable-code-coverage"] + (options.filter.map { ["--filter", $0] } ?? [])
      let outcome = try? Subprocess.run(
        ["swift", "test"] + arguments, in: copy.folder, mergingErrors: true, timeout: 3600)
      guard let outcome, outcome.succeeded else {
        throw .testsFail(reason: Self.firstError(in: outcome?.output ?? "cannot start swift test"))
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
      read = try ExportReader().read(contentsOf: export)
    } catch {
      throw .noCoverage(reason: error.description)
    }
    let roots = [copy.folder, options.root].map {
      $0.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }
    var covered: [String: Set<Int>] = [:]
    for file in read.files {
      let path = URL(fileURLWithPath: file.path).standardizedFileURL.resolvingSymlinksInPath().path
      guard let root = roots.first(where: { path.hasPrefix($0) }) else { continue }
      covered[String(path.dropFirst(root.count))] = Set(
        file.lineHits.pairs.filter { $0.count > 0 }.map(\.line))
    }
    // A file compiled through a link to a folder within the package counts at both paths.
    for (alias, real) in PackageCopy.aliases(under: options.root) where covered[alias] == nil {
      covered[alias] = covered[real]
    }
    return covered
  }
}
