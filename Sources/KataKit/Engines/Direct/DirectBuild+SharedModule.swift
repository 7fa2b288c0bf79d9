import Foundation

/// One test binary for many implementations of a module: packages that share their compiled
/// tests, such as the implementations test-first mode judges, each build their module as a
/// shared library too, and the tests, linked once against one of them, run against each.
///
/// Tests are shared only by modules whose interfaces are the same byte for byte (the key of
/// the tests' compile holds it), so every library has the symbols and the layouts the tests
/// were compiled against; a module with another interface gets tests and a binary of its own.
extension DirectBuild {
  /// Whether the module is also a shared library that a binary linked once runs against:
  /// when the tests are shared and no lines are counted.
  var linksShared: Bool {
    sharedTests != nil && !coverage
  }

  /// The name of the module's shared library.
  var libraryName: String {
    "lib\(package.module).so"
  }

  /// Links the module's object in `folder` into ``libraryName`` beside it.
  func sharedLibrary(in folder: URL, timeout: Double) throws(KataError) -> BuildStep {
    try compiler.swiftc(
      (toolchain.has("ld.lld") ? ["-use-ld=lld"] : [])
        + [
          "-emit-library", "-module-name", package.module, "-Xlinker", "-soname=\(libraryName)",
          folder.appendingPathComponent("\(package.module).o").path,
          "-o", folder.appendingPathComponent(libraryName).path,
        ], timeout: timeout)
  }

  /// Step 3 when ``linksShared``: the test binary of the tests in `testsFolder`, linked once
  /// against the first library that needs it, in the tests' folder, where every package
  /// sharing them finds it. The run gives it the library of its own module.
  func linkShared(_ moduleFolder: URL, _ testsFolder: URL, remaining: () -> Double)
    throws(KataError) -> (URL, BuildStep)
  {
    let name = "debug/\(package.name)PackageTests.xctest"
    let folder = testsFolder.appendingPathComponent("linked-\(package.name)")
    let step = try BuildCache.locking(folder) { () throws(KataError) in
      try BuildCache.cached(folder) { (temporary) throws(KataError) in
        try? FileManager.default.createDirectory(
          at: temporary.appendingPathComponent("debug"), withIntermediateDirectories: true)
        return try compiler.swiftc(
          (toolchain.has("ld.lld") ? ["-use-ld=lld"] : [])
            + Self.objects(of: testsFolder)
            + [
              "-L", moduleFolder.path, "-l", package.module,
              "-o", temporary.appendingPathComponent(name).path,
            ], timeout: remaining())
      }
    }
    return (folder.appendingPathComponent(name), step)
  }
}
