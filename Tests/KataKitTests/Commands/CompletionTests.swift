import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// The completion scripts of `kata`: a kata's name completes after `start`, `about` and
/// `verify` in bash, zsh and fish, from the katas the command line finds when the script is
/// written.
@Suite struct CompletionTests {
  let tool = KataToolTests()

  /// What bash offers for `words` with the cursor on word `index`, once `script` is sourced.
  func complete(_ words: String, at index: Int, with script: String) throws -> String {
    try Subprocess.run(
      [
        "bash", "-c",
        script + "\nCOMP_WORDS=(\(words)); COMP_CWORD=\(index); _kata; echo \"${COMPREPLY[*]}\"",
      ]
    ).output
  }

  @Test func aKatasNameCompletesAfterStartInBashAndZshAndFish() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)

      let bash = tool.run(["--generate-completion-script", "bash"], in: folder)
      let zsh = tool.run(["--generate-completion-script", "zsh"], in: folder)
      let fish = tool.run(["--generate-completion-script", "fish"], in: folder)

      #expect(bash.status == .success && zsh.status == .success && fish.status == .success)
      #expect(try complete("kata start ''", at: 2, with: bash.output).contains(" tiny"))
      #expect(try complete("kata start t", at: 2, with: bash.output) == "tiny\n")
      #expect(try complete("kata about ''", at: 2, with: bash.output).contains(" tiny"))
      #expect(try complete("kata start --na", at: 2, with: bash.output) == "--name\n")
      #expect(zsh.output.hasPrefix("#compdef kata\n") && zsh.output.contains(" tiny\""))
      #expect(
        fish.output.contains("complete -c kata -n '__fish_seen_subcommand_from start' -a 'tiny'"))
    }
  }

  /// A folder operand completes with the names of files: `kata dashboard ro<TAB>`.
  @Test func aFolderOperandCompletesWithFileNames() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("room"), withIntermediateDirectories: true)

      let bash = tool.run(["--generate-completion-script", "bash"], in: folder)
      let offered = try Subprocess.run(
        [
          "bash", "-c",
          bash.output
            + "\nCOMP_WORDS=(kata dashboard ro); COMP_CWORD=2; _kata; echo \"${COMPREPLY[*]}\"",
        ], in: folder
      ).output

      #expect(offered == "room\n")
    }
  }

  /// A kata folder's name goes into a script a shell sources: a name with a quote, a `$(…)`
  /// or a line break is never offered, so it cannot run as a command; a plain name still is.
  @Test(arguments: HostileInputs.shellWords)
  func aHostileKataNameNeverReachesTheScript(_ name: String) throws {
    let root = KataTool.declaration(completingKatas: [name, "first-tests"])

    for shell in CompletionScript.shells {
      let script = try #require(CompletionScript(root: root).text(for: shell))
      #expect(script.contains("first-tests"), "\(shell)")
      #expect(!script.contains(name), "\(shell): \(name)")
    }
  }
}
