import CommandLineSupport
import Foundation

/// Step 2 of a ``DirectBuild``: the tests and the generated runner, in one compile where the
/// runner means the same there as in SwiftPM's, keyed by their sources and the module's
/// interface, so that a change to a function body does not compile the tests again.
struct TestsCompile: Sendable {
  /// The build whose tests these are.
  let build: DirectBuild

  /// The tests' objects, compiled against the module in `moduleFolder`, and the
  /// generated runner's, in their folder, shared when ``sharedTests`` says where.
  func build(against moduleFolder: URL, remaining: () -> Double) throws(KataError)
    -> (URL, BuildStep)
  {
    let testModule = build.package.module + "Tests"
    let discovery = build.package.discovery
    let flags = build.commonFlags + ["-D", "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"]
    var inputs = try build.package.contents(
      of: build.package.tests, with: flags + [testModule], toolchain: build.toolchain)
    let separateRunner = discovery.runnerSource(importing: testModule)
    inputs[XCTestDiscovery.runnerFileName] = Data(separateRunner.utf8)
    inputs["interface"] =
      (try? Data(
        contentsOf: moduleFolder.appendingPathComponent("\(build.package.module).swiftmodule")))
      ?? Data()
    let folder = (build.sharedTests ?? DirectBuild.folder(in: build.package.root))
      .appendingPathComponent(
        "tests-\(ContentFingerprint.of(inputs))")
    let hold = BuildHold(folder)
    var step = try BuildCache.locking(folder) { () throws(KataError) in
      try BuildCache.cached(folder) { (temporary) throws(KataError) in
        try PackageFolder.write(
          Data(build.package.root.path.utf8), to: temporary.appendingPathComponent("root"))
        let runnerFile = temporary.appendingPathComponent(XCTestDiscovery.runnerFileName)
        func compileTests(beside runner: URL?) throws(KataError) -> BuildStep {
          try compileObjects(
            of: testModule, build.package.tests, beside: runner?.path,
            flags: flags + ["-I", moduleFolder.path], in: temporary,
            keptIn: ObjectStore(of: build.package.root, in: folder.deletingLastPathComponent()),
            remaining: remaining)
        }
        // The runner is part of the tests' module, with no module of its own to compile,
        // where its list of tests means the same in their language mode as in SwiftPM's
        // runner: nothing names an isolation, and the compiler says nothing of the runner.
        if !discovery.namesAnIsolation {
          try PackageFolder.write(Data(discovery.runnerSource(importing: nil).utf8), to: runnerFile)
          let tests = try compileTests(beside: runnerFile)
          if !tests.output.contains(XCTestDiscovery.runnerFileName) { return tests }
        }
        let tests = try compileTests(beside: nil)
        guard tests.status == 0 else { return tests }
        try PackageFolder.write(Data(separateRunner.utf8), to: runnerFile)
        return try compileRunner(runnerFile, in: temporary, against: moduleFolder, remaining)
          ?? tests
      }
    }
    step.hold = hold
    return (folder, step)
  }

  /// Compiles the module `module` from `files` whole, an object for each file, in `store`
  /// (locked meanwhile), each object generated again only when its code changed since the
  /// last compile there; the objects are then linked into `folder`.
  ///
  /// With a `runner`, the runner is part of the module: compiled beside the files, at the
  /// same time (see ``compileBeside(_:_:remaining:)``), or with them when that cannot be
  /// planned or the tests are shared by a judge's packages, which build side by side. Without one, the module's interface is
  /// written too, for the runner to import as a module of its own.
  private func compileObjects(
    of module: String, _ files: [String], beside runner: String?, flags: [String],
    in folder: URL, keptIn store: ObjectStore, remaining: () -> Double
  ) throws(KataError) -> BuildStep {
    try BuildCache.locking(store.folder) { () throws(KataError) in
      try? FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
      var beside: (command: [String], object: URL)?
      // A judge's packages build side by side and keep both cores busy without it.
      if let runner, build.sharedTests == nil {
        beside = try besideJob(
          compiling: runner, of: module, files, flags: flags, in: folder, store)
      }
      let compiled = files + [beside == nil ? runner : nil].compactMap { $0 }
      let objects = compiled.map { store.object(of: $0, buildingIn: folder) }
      let map = Dictionary(
        uniqueKeysWithValues: zip(compiled, objects).map { ($0, ["object": $1.path]) })
      let mapFile = folder.appendingPathComponent("objects.json")
      // A map of strings always encodes.
      try PackageFolder.write((try? JSONEncoder().encode(map)) ?? Data(), to: mapFile)
      func compile() throws(KataError) -> BuildStep {
        try build.compiler.compile(
          module, flags + compiled + ["-num-threads", "1", "-output-file-map", mapFile.path],
          to: runner == nil
            ? [
              "-emit-module", "-emit-module-path",
              folder.appendingPathComponent("\(module).swiftmodule").path,
            ] : [], in: folder, timeout: remaining())
      }
      let step: BuildStep
      if let beside {
        step = try compileBeside(beside, compile, remaining: remaining)
      } else {
        step = try compile()
      }
      if step.status == 0 {
        try store.link(objects + [beside?.object].compactMap { $0 }, into: folder)
      }
      return step
    }
  }

  /// The generated runner in `runnerFile` as a module of its own, in `folder` beside the
  /// tests it imports, in the Swift 5 language mode, as SwiftPM's discovered tests are, so
  /// that the test methods' isolation stays theirs to check: nil once it compiled, its step
  /// if it failed.
  private func compileRunner(
    _ runnerFile: URL, in folder: URL, against moduleFolder: URL, _ remaining: () -> Double
  ) throws(KataError) -> BuildStep? {
    let runnerStart = Date()
    defer {
      build.timings?.record(
        "of which the runner", of: build.package.root.lastPathComponent, from: runnerStart,
        to: Date())
    }
    var runnerStep = try build.compiler.swiftc(
      [
        "-module-name", XCTestDiscovery.runnerModule, "-parse-as-library", "-Onone",
        "-module-cache-path", build.moduleCache.path, "-I", folder.path, "-I", moduleFolder.path,
        "-wmo", "-c", runnerFile.path, "-o", folder.appendingPathComponent("runner.o").path,
      ], timeout: remaining())
    runnerStep.isRunner = true
    return runnerStep.status == 0 ? nil : runnerStep
  }
}
