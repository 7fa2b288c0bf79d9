import CommandLineSupport
import Foundation

/// The generated runner compiled beside the tests, at the same time, on a core of its own:
/// one frontend job that checks and generates only the runner, with the tests' files read
/// for their declarations, while the tests compile whole. Its object joins theirs in one
/// module, as if the runner had been compiled with them.
extension TestsCompile {
  /// The frontend job that compiles `runner` into its object in `store`, with `files` read
  /// for their declarations, as the driver plans it; `nil` when it cannot be planned, and
  /// the runner then compiles with the files.
  func besideJob(
    compiling runner: String, of module: String, _ files: [String], flags: [String],
    in folder: URL, _ store: ObjectStore
  ) throws(KataError) -> (command: [String], object: URL)? {
    let object = store.object(of: runner, buildingIn: folder)
    // The driver plans a job for every file; only the runner's runs, so the others' objects
    // are named in the build's folder, where nothing is written.
    var map = [runner: ["object": object.path]]
    for (index, file) in files.enumerated() {
      map[file] = ["object": folder.appendingPathComponent("unused-\(index).o").path]
    }
    let mapFile = folder.appendingPathComponent("runner-objects.json")
    try PackageFolder.write((try? JSONEncoder().encode(map)) ?? Data(), to: mapFile)
    let arguments =
      ["-module-name", module] + flags + [runner] + files + [
        "-c", "-output-file-map", mapFile.path,
      ]
    guard let command = build.compiler.job(compiling: runner, arguments) else { return nil }
    return (command, object)
  }

  /// Runs the runner's `job` while `compile` compiles the tests. The tests' step when it
  /// failed (the runner's job is then stopped: its errors would only repeat theirs), or
  /// when the compiler said nothing of the runner (its job reads the tests' files too and
  /// may repeat their warnings); otherwise the runner's output after theirs, which names
  /// the runner, so that the runner is compiled on its own again.
  func compileBeside(
    _ job: (command: [String], object: URL), _ compile: () throws(KataError) -> BuildStep,
    remaining: () -> Double
  ) throws(KataError) -> BuildStep {
    let outcome = Locked<Result<Subprocess.Outcome, KataError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let root = build.package.root
    let timeout = remaining()
    let started = Date()
    let timings = build.timings
    let stopSwitch = StopSwitch()
    DispatchQueue.global().async {
      let result = Result { () throws(KataError) in
        try DirectCompiler.run(job.command, in: root, timeout: timeout, stopSwitch: stopSwitch)
      }
      timings?.record(
        "of which the runner, beside the tests", of: root.lastPathComponent, from: started,
        to: Date())
      outcome.withLock { $0 = result }
      done.signal()
    }
    let tests = Result { () throws(KataError) in try compile() }
    // A learner waits for the tests' errors alone, not for a runner they make useless.
    if (try? tests.get())?.status != 0 { stopSwitch.stop() }
    done.wait()
    let compiled = try tests.get()
    guard compiled.status == 0 else { return compiled }
    let runner = try outcome.current?.get()
    guard let runner, runner.status == 0, !runner.timedOut else {
      // Whatever stopped the runner, the runner compiled on its own says it again.
      return BuildStep(
        status: runner?.status ?? 1,
        output: compiled.output + XCTestDiscovery.runnerFileName + ": "
          + (runner?.output ?? "did not compile"), timedOut: runner?.timedOut ?? false)
    }
    return runner.output.contains(XCTestDiscovery.runnerFileName)
      ? BuildStep(status: 0, output: compiled.output + runner.output) : compiled
  }
}
