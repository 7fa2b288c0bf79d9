import CommandLineSupport
import CoverageKit
import Foundation
import MutationKit
import TestSupport
import Testing

/// The whole `coverage-gate` command line, the gate's commands and `mutate`, as the
/// executable declares it: its completions work in bash, and every page fits the terminal.
@Suite struct CoverageGateCommandLineTests {
  /// What bash offers for the last word of `line`, with the script sourced.
  func completions(of line: [String]) throws -> String {
    let script = try #require(MutationTool.coverageGate.completionScript(for: "bash"))
    let words = line.map { "'\($0)'" }.joined(separator: " ")
    return try Subprocess.run([
      "bash", "-c",
      script
        + "\nCOMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1); _coverage_gate; echo \"${COMPREPLY[*]}\"",
    ]).output
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashCompletesTheCommandsAndEachCommandsOwnOptions() throws {
    #expect(try completions(of: ["coverage-gate", "m"]) == "merge mutate\n")
    #expect(try completions(of: ["coverage-gate", "mutate", "--str"]) == "--strategy\n")
    #expect(try completions(of: ["coverage-gate", "--min-l"]) == "--min-lines\n")
    #expect(try completions(of: ["coverage-gate", "merge", "--m"]) == "--map\n")
  }

  @Test func everyPageFitsAndNamesItsCommand() {
    let root = MutationTool.coverageGate
    for command in [root] + root.subcommands {
      let page = root.help(of: command)
      let path = command.name == root.name ? root.name : "\(root.name) \(command.name)"
      #expect(page.hasPrefix("Usage: \(path)"), "\(path)")
      #expect(HelpText.wideLines(in: page).isEmpty, "\(path)")
    }
  }
}
