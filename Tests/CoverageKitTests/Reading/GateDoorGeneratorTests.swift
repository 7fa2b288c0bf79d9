import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

/// The gate's doors against generated hostile inputs (``HostileInputs``, seeded): llvm-cov
/// exports and xccov reports damaged or with hostile file names, and `.coverage-gate.json`
/// files with hostile values. Whatever comes in, the gate ends with a status it means, an
/// error is one line, nothing it prints or writes (the table, Markdown, lcov, the HTML
/// pages) holds a control character or a direction mark, lcov holds only its own records,
/// and nothing is written outside the folder it was given.
@Suite struct GateDoorGeneratorTests {
  /// The records an lcov file may hold, as the gate writes them.
  static let lcovRecords = [
    "TN:", "SF:", "FN:", "FNDA:", "FNF:", "FNH:", "DA:", "LF:", "LH:", "BRDA:", "BRF:", "BRH:",
    "end_of_record",
  ]

  static func isUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }
  }

  /// Runs the gate on `input` (written to `folder` as `name`) with `extra` arguments, every
  /// output asked for, and returns the problems found.
  func problems(
    gating input: Data, named name: String, extra: [String] = [], in folder: URL, case number: Int
  ) throws -> [String] {
    let work = folder.appendingPathComponent("case-\(number)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try input.write(to: work.appendingPathComponent(name))
    let recording = ConsoleRecording()
    let status = CoverageGateTool(currentDirectory: work, console: recording.console()).run(
      [
        name, "--root", "/project", "--format", "table", "--format", "markdown", "--output",
        "lcov=out.info", "--output", "html=out", "--output", "json=out.json",
      ] + extra)
    var found: [String] = []
    if ![.success, .failure, .usage].contains(status) { found.append("status \(status)") }
    if status != .success, recording.errors.split(separator: "\n").count > 2 {
      found.append("an error of \(recording.errors.split(separator: "\n").count) lines")
    }
    if Self.isUnsafe(recording.output + recording.errors) {
      found.append("printed a control character")
    }
    let written = FileManager.default.subpaths(atPath: work.path) ?? []
    for path in written where !path.hasPrefix("out") && path != name {
      found.append("wrote \(path)")
    }
    for path in written where path.hasPrefix("out") {
      let text = (try? String(contentsOf: work.appendingPathComponent(path), encoding: .utf8)) ?? ""
      if Self.isUnsafe(text) { found.append("\(path): a control character") }
    }
    let lcov =
      (try? String(contentsOf: work.appendingPathComponent("out.info"), encoding: .utf8)) ?? ""
    for line in lcov.split(separator: "\n")
    where !Self.lcovRecords.contains(where: { line.hasPrefix($0) }) {
      found.append("lcov: \(line.prefix(40))")
    }
    try? FileManager.default.removeItem(at: work)
    return found.map { "case \(number): \($0)" }
  }

  /// `document` with one of its file names made hostile, or its bytes damaged.
  static func hostile(_ document: String, names: [String], _ inputs: inout HostileInputs) -> Data {
    guard inputs.below(2) == 0, let name = names.randomElement(using: &inputs) else {
      return inputs.damaged(Data(document.utf8))
    }
    let replacement = HostileInputs.quoted("/project/Sources/" + inputs.text() + ".swift")
    return Data(document.replacingOccurrences(of: "\"\(name)\"", with: replacement).utf8)
  }

  @Test func hostileExportsAreGatedOrRefusedCleanly() throws {
    try withTemporaryDirectory { folder in
      let export = try Fixtures.text("sample-export.json")
      let names = ["/project/Sources/Shapes/Drawing.swift", "/project/Sources/Shapes/Shape.swift"]
      var inputs = HostileInputs(seed: 4801)
      var found: [String] = []
      for number in 0..<(HostileInputs.cases / 4) {
        found += try problems(
          gating: Self.hostile(export, names: names, &inputs), named: "export.json", in: folder,
          case: number)
      }
      #expect(found == [])
    }
  }

  @Test func hostileXccovReportsAreGatedOrRefusedCleanly() throws {
    try withTemporaryDirectory { folder in
      let report = try Fixtures.text("xccov-report.json")
      var inputs = HostileInputs(seed: 4802)
      var found: [String] = []
      for number in 0..<(HostileInputs.cases / 4) {
        found += try problems(
          gating: Self.hostile(report, names: ["/project/Shop/Cart.swift"], &inputs),
          named: "report.json", in: folder, case: number)
      }
      #expect(found == [])
    }
  }

  @Test func hostileConfigurationsAreTakenOrRefusedCleanly() throws {
    try withTemporaryDirectory { folder in
      let export = try Fixtures.data("sample-export.json")
      let valid = [
        "include": "[\"Sources/**\"]", "exclude": "[\"Sources/x/main.swift\"]",
        "total": "{\"lines\": 50, \"functions\": -3}", "targets": "{\"Shapes\": {\"regions\": 10}}",
        "files": "{\"Sources/**\": {\"lines\": 5}}", "tolerance": "0.5",
      ]
      var inputs = HostileInputs(seed: 4803)
      var found: [String] = []
      for number in 0..<(HostileInputs.cases / 4) {
        let work = folder.appendingPathComponent("config-\(number)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let configuration =
          inputs.below(5) == 0
          ? inputs.damaged(Data(inputs.object(from: valid).utf8))
          : Data(inputs.object(from: valid).utf8)
        try configuration.write(to: work.appendingPathComponent("gate.json"))
        found += try problems(
          gating: export, named: "export.json",
          extra: ["--config", "../config-\(number)/gate.json"],
          in: folder, case: number)
      }
      #expect(found == [])
    }
  }
}
