import Foundation

@testable import CoverageKit

/// The coverage exports generated from the sample package by
/// `Scripts/make-coverage-fixtures.sh`, with the package at `/project`.
enum Fixtures {
  static let root = "/project"

  static func url(_ name: String) -> URL {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      preconditionFailure("the Fixtures resource folder is missing")
    }
    return folder.appendingPathComponent(name)
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }

  static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }

  static func export(_ name: String = "sample-export.json", functions: Bool = false) throws
    -> CoverageExport
  {
    try ExportReader(readsFunctions: functions).read(contentsOf: url(name))
  }

  static func report(_ name: String = "sample-export.json", functions: Bool = false) throws
    -> GateReport
  {
    GateReport(export: try export(name, functions: functions), selection: FileSelection(root: root))
  }
}
