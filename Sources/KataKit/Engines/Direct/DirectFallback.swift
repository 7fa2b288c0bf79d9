/// Why the direct engine left a run to SwiftPM: something it cannot build or enumerate as
/// SwiftPM would. The run still happens, with SwiftPM; the journal keeps the reason.
enum DirectFallback: Error, Equatable, CustomStringConvertible {
  /// The engine builds on Linux only: elsewhere XCTest loads test bundles that SwiftPM makes.
  case unsupportedPlatform
  /// `Package.swift` is not the manifest `kata` writes, so SwiftPM reads it.
  case manifestChanged
  /// The module has resources SwiftPM does more with than copy them, such as a folder.
  case resources
  /// A file the engine does not build, such as C code or a folder of another target.
  case unsupportedFile(String)
  /// The tests declare something the engine cannot enumerate for sure.
  case unsureOfTests(String)
  /// The link failed in a way the engine does not recognise as the learner's error.
  case linkFailed(String)
  /// A tool of the toolchain is missing.
  case missingTool(String)
  /// The run failed before any test started and without a compiler error.
  case unexplainedFailure(status: Int32, lastLine: String)

  /// One line naming what the engine met.
  var description: String {
    switch self {
    case .unsupportedPlatform: "the direct engine builds on Linux only"
    case .manifestChanged: "Package.swift is not the one kata writes"
    case .resources: "the module has resources that are not single files of data"
    case .unsupportedFile(let path): "\(path) is not a Swift file of the module or its tests"
    case .unsureOfTests(let reason): "kata cannot enumerate the tests for sure: \(reason)"
    case .linkFailed(let line): "the link failed: \(line)"
    case .missingTool(let tool): "\(tool) is not in the toolchain"
    case .unexplainedFailure(let status, let line):
      "the tests stopped with status \(status) before any started, without an error"
        + (line.isEmpty ? "" : " (\(line))")
    }
  }
}
