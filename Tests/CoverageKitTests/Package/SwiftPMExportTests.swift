import Foundation
import Testing

@testable import CommandLineSupport
@testable import CoverageKit

@Suite struct SwiftPMExportTests {
  func outcome(_ output: String, status: Int32 = 0) -> Subprocess.Outcome {
    Subprocess.Outcome(status: status, output: output, errors: "")
  }

  @Test func usesThePathSwiftPMPrintsLast() throws {
    let export = Fixtures.url("sample-export.json")
    var commands: [[String]] = []

    let url = try SwiftPMExport.location(
      root: URL(fileURLWithPath: "/p"), arguments: ["-c", "debug"]
    ) {
      command, _ in
      commands.append(command)
      return outcome("Building for debugging...\n\(export.path)\n")
    }

    #expect(url.path == export.path)
    #expect(commands == [["swift", "test", "--show-codecov-path", "-c", "debug"]])
  }

  @Test func saysSoWhenThereIsNoExportYet() {
    #expect(throws: GateError.noExport(path: "/p/.build/debug/codecov/p.json")) {
      try SwiftPMExport.location(root: URL(fileURLWithPath: "/p"), arguments: []) { _, _ in
        outcome("/p/.build/debug/codecov/p.json\n")
      }
    }
    #expect(throws: GateError.noExport(path: nil)) {
      try SwiftPMExport.location(root: URL(fileURLWithPath: "/p"), arguments: []) { _, _ in
        outcome("error: no package\n", status: 1)
      }
    }
  }
}
