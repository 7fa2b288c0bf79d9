import Foundation
import Testing

@testable import CommandLineSupport

/// Options declared with the type of their value: the value is read as that type, a wrong
/// one is refused with what the type expects, and the help and completions show its
/// default and its choices, all from the one declaration.
@Suite struct TypedOptionTests {
  enum Pace: String, CaseIterable, OptionValue {
    case slow, brisk
  }

  static let pace = Option<Pace>("--pace", help: "how fast to walk", defaultValue: .slow)
  static let laps = Option<PositiveCount?>(
    "--laps", "N", help: "how many laps", defaultText: "one per hour of daylight")
  static let map = Option<FilePath?>("--map", "FILE", help: "the route (repeatable)")

  static let tool = CommandDeclaration(
    name: "walk", abstract: "Walks.", options: [pace, laps, map])

  /// A relative path is read from the folder given, whether or not that folder's URL ends in
  /// a slash (a URL made before its folder existed does not).
  @Test(arguments: [
    ("../x.json", "/a/x.json"), ("x.json", "/a/b/x.json"), ("/y", "/y"), ("", "/a/b"),
  ])
  func aRelativePathIsReadFromTheFolder(path: String, expected: String) {
    let folder = URL(fileURLWithPath: "/a/b", isDirectory: false)
    let withSlash = URL(fileURLWithPath: "/a/b", isDirectory: true)

    #expect(FilePath(path).url(relativeTo: folder).path == expected)
    #expect(FilePath(path).url(relativeTo: withSlash).path == expected)
  }

  @Test func valuesAreReadAsTheirTypeOrTheDefault() throws {
    let given = try Self.tool.parse(["--pace", "brisk", "--laps", "3", "--map", "a", "--map=b"])
    #expect(try given.value(Self.pace) == .brisk)
    #expect(try given.value(Self.laps)?.value == 3)
    #expect(try given.values(Self.map).map(\.text) == ["a", "b"])

    let none = try Self.tool.parse([])
    #expect(try none.value(Self.pace) == .slow)
    #expect(try none.value(Self.laps) == nil)
    #expect(try none.values(Self.map).isEmpty)
  }

  @Test func aWrongValueIsRefusedWithWhatTheTypeExpects() throws {
    #expect(throws: UsageError.invalidValue("run", for: "--pace", expected: "slow or brisk")) {
      try Self.tool.parse(["--pace", "run"]).value(Self.pace)
    }
    #expect(
      throws: UsageError.invalidValue("0", for: "--laps", expected: "a whole number, 1 or more")
    ) {
      try Self.tool.parse(["--laps", "0"]).value(Self.laps)
    }
  }

  /// A value its type refuses is refused by the parse itself, before any command runs, so
  /// nothing a command would do first (make a folder) happens for a line it cannot run.
  @Test func aWrongValueIsRefusedAtParseTimeInDeclarationOrder() {
    #expect(throws: UsageError.invalidValue("run", for: "--pace", expected: "slow or brisk")) {
      try Self.tool.parse(["--laps", "0", "--pace", "run"])
    }
    #expect(throws: Never.self) { try Self.tool.parse(["--laps", "2", "--pace", "brisk"]) }
  }

  static let renamedMap = map.formerly("--route")
  static let renamed = CommandDeclaration(
    name: "walk", abstract: "Walks.", options: [pace, renamedMap])

  /// An option renamed keeps its former spelling for one release: read under the new name,
  /// with a line that names it, and shown nowhere a newcomer would learn it.
  @Test func aFormerNameStillWorksAndSaysTheNewOne() throws {
    let old = try Self.renamed.parse(["--route", "a", "--route", "b"])
    let new = try Self.renamed.parse(["--map", "a"])

    #expect(try old.values(Self.renamedMap).map(\.text) == ["a", "b"])
    #expect(old.renamed == ["--route is now --map"])
    #expect(new.renamed == [])
    #expect(!HelpPages(root: Self.renamed).page(of: Self.renamed).contains("--route"))
    #expect(CompletionScript(root: Self.renamed).text(for: "bash")?.contains("--route") == false)
  }

  /// Reading an option the command never declared is a mistake in the tool, which would
  /// silently read the default: it stops a debug build.
  @Test func readingAnUndeclaredOptionStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
      let parsed = try TypedOptionTests.tool.parse([])
      _ = try parsed.value(Option<PositiveCount?>("--other", "N", help: "not declared"))
    }
  }

  @Test func theHelpShowsTheChoicesAndTheDefaultFromTheDeclaration() {
    let page = HelpPages(root: Self.tool).page(of: Self.tool)
    #expect(page.contains("--pace slow|brisk"))
    #expect(page.contains("how fast to walk (default: slow)"))
    #expect(page.contains("how many laps (default: one per hour of daylight)"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func bashOffersAChoiceItsValuesAndANumberNothing() throws {
    let script = try #require(CompletionScript(root: Self.tool).text(for: "bash"))
    let complete = { (line: [String]) throws -> String in
      let words = line.map { "'\($0)'" }.joined(separator: " ")
      return try Subprocess.run([
        "bash", "-c",
        script
          + "\nCOMP_WORDS=(\(words)); COMP_CWORD=\(line.count - 1); _walk; echo \"${COMPREPLY[*]}\"",
      ]).output
    }
    #expect(try complete(["walk", "--pace", ""]) == "slow brisk\n")
    #expect(try complete(["walk", "--pace", "b"]) == "brisk\n")
    #expect(try complete(["walk", "--laps", ""]) == "\n")
    #expect(
      CompletionScript(root: Self.tool).text(for: "fish")?.contains("-l pace -x -a 'slow brisk'")
        == true)
  }
}
