import CommandLineSupport
import Foundation

/// The `.build` of a package copy, which belongs to the path the copy was built at: its
/// module caches name that path, and the compiler refuses them anywhere else. A package moved
/// or copied with its `.build/mutation`, or a CI cache restored at another path, would
/// otherwise fail to build with "precompiled file … was compiled with module cache path …".
struct CopyBuildFolder {
  /// The package copy whose `.build` this is.
  let copy: URL

  /// Removes the copy's `.build` when it was built at another path, then records this one
  /// in `.build/tddkit-copy-path`. A build without the record counts as built elsewhere.
  func forgetIfMadeElsewhere() {
    let build = copy.appendingPathComponent(".build")
    let record = build.appendingPathComponent("tddkit-copy-path")
    let here = copy.standardizedFileURL.path
    if (try? String(contentsOf: record, encoding: .utf8)) != here {
      try? FileManager.default.removeItem(at: build)
    }
    try? FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    try? AtomicFile.write(Data(here.utf8), to: record)
  }
}
