import CommandLineSupport
import Foundation

/// What the gate reads from Xcode's result bundle.
extension GateRun {
  /// Runs `xcrun xccov` on a result bundle and returns its report and archive as JSON files.
  func xccovDocuments(of bundle: URL) throws -> [URL] {
    #if os(macOS)
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("coverage-gate-\(UUID().uuidString)", isDirectory: true)
      var documents: [URL] = []
      for (name, flag) in [("report", "--report"), ("archive", "--archive")] {
        let outcome = try Subprocess.run(["xcrun", "xccov", "view", flag, "--json", bundle.path])
        guard outcome.succeeded else {
          throw GateError.unreadable(
            path: bundle.path, reason: "xcrun xccov view \(flag) failed: \(outcome.errors)")
        }
        let document = folder.appendingPathComponent("\(name).json")
        try tool.write(Data(outcome.output.utf8), to: document)
        documents.append(document)
      }
      return documents
    #else
      throw UsageError.invalidValue(
        bundle.path, for: "--xcresult",
        expected:
          "macOS with Xcode; elsewhere pass the JSON of 'xcrun xccov view --report --json' (and --archive)"
      )
    #endif
  }
}
