import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import CoverageKit
@testable import MutationKit

/// The whole `coverage-gate` command line, the gate's commands and `mutate`, as the
/// executable declares it: its completions work in bash, and every page fits the terminal.
@Suite struct CoverageGateCommandLineTests {
  /// What bash offers for the last word of `line`, with the script sourced.
  func completions(of line: [String]) throws -> String {
    let script = try #require(CompletionScript(root: MutationTool.coverageGate).text(for: "bash"))
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

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashCompletesANestedCommandWithItsOwnOptionsOnly() throws {
    #expect(try completions(of: ["coverage-gate", "mutate", "me"]) == "merge\n")
    #expect(try completions(of: ["coverage-gate", "mutate", "merge", "--m"]) == "--min-score\n")
    #expect(try completions(of: ["coverage-gate", "mutate", "merge", "--sh"]) == "\n")
  }

  /// `--format` is an option of the gate and of `mutate`, with different values: each
  /// command offers its own.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashOffersEachCommandsOwnValuesForAnOptionTheyShare() throws {
    let mutate = "table json markdown github outputs mutation-json html\n"
    #expect(try completions(of: ["coverage-gate", "mutate", "--format", ""]) == mutate)
    #expect(try completions(of: ["coverage-gate", "mutate", "merge", "--format", ""]) == mutate)
    #expect(try completions(of: ["coverage-gate", "--format", "l"]) == "lcov\n")
    #expect(try completions(of: ["coverage-gate", "mutate", "--strategy", "e"]) == "each-build\n")
  }

  @Test func mergeIsACommandOfMutateWithOnlyTheOptionsItReads() throws {
    let root = MutationTool.coverageGate
    let parsed = try root.parse(["mutate", "merge", "a.json", "b.json", "--format", "json"])
    #expect(parsed.path == ["mutate", "merge"])
    #expect(parsed.operands == ["a.json", "b.json"])
    #expect(throws: UsageError.unknownOption("--diff-base")) {
      try root.parse(["mutate", "merge", "a.json", "b.json", "--diff-base", "HEAD"])
    }
    #expect(throws: UsageError.unexpectedOperand("a.json")) {
      try root.parse(["mutate", "a.json"])
    }
    #expect(try root.parse(["help", "mutate", "merge"]).path == ["mutate", "merge"])
  }

  @Test func everyPageFitsAndNamesItsCommand() {
    let root = MutationTool.coverageGate
    #expect(HelpText.handTypedDefaults(in: root) == [])
    let commands =
      [(root.name, root)] + root.subcommands.map { ("\(root.name) \($0.name)", $0) }
      + [("coverage-gate mutate merge", MutationTool.mergeDeclaration)]
    for (path, command) in commands {
      let page = HelpPages(root: root).page(of: command)
      #expect(page.hasPrefix("Usage: \(path)"), "\(path)")
      #expect(HelpText.wideLines(in: page).isEmpty, "\(path)")
    }
  }
}
