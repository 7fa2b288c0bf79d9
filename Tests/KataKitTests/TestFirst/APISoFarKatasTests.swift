import Foundation
import SwiftLexer
import Testing

@testable import KataKit

/// The "API so far" of every step of every kata of the repository, checked against the code:
/// no entry the step's own reference no longer declares as shown, and for every type the
/// step's tests make (`Location(`), one of its initializers, the one Swift writes included.
@Suite struct APISoFarKatasTests {
  /// Every kata of the repository.
  static func katas() throws -> [Kata] {
    let catalog = KataCatalog(
      folder: DashboardBrowserTests.repository.appendingPathComponent("Katas"))
    return try catalog.kataIDs.map { id throws(KataError) in try catalog.kata(id) }
  }

  /// The entries of `lines` by the type whose bullet they are under (`""` at the top level).
  static func entries(in lines: [String]) -> [String: [String]] {
    var entries: [String: [String]] = [:]
    var type = ""
    for line in lines {
      guard let open = line.firstIndex(of: "`"), line.hasSuffix("`") else { continue }
      let text = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
      if line.hasPrefix("- ") {
        let words = text.split(separator: " ")
        if let keyword = words.firstIndex(where: Self.typeKeywords.contains),
          keyword + 1 < words.count
        {
          type = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          entries[type, default: []] += []
        } else {
          type = ""
          entries["", default: []].append(text)
        }
      } else {
        entries[type, default: []].append(text)
      }
    }
    return entries
  }

  static let typeKeywords: Set<Substring> = [
    "struct", "enum", "class", "protocol", "actor", "extension",
  ]

  @Test func everyStepsAPIBlockIsTrueAndNamesTheInitializersItsTestsCall() throws {
    var problems: [String] = []
    var checked = 0
    for kata in try Self.katas() {
      for index in 1..<kata.stepCount {
        let lines = APISoFar(kata: kata, stepIndex: index).lines
        guard !lines.isEmpty else { continue }
        checked += 1
        let place = "\(kata.id) step \(index + 1)"
        let current = APISoFar.api(of: kata.files(under: "Sources", atStep: index))
        let entries = Self.entries(in: lines)
        for (type, signatures) in entries {
          for signature in signatures
          where !current.contains(where: {
            ($0.container ?? "") == type && $0.signature == signature
          }) {
            problems.append("\(place): `\(signature)` of \(type) is not the step's API")
          }
        }
        let support = kata.supportFiles(atStep: index)
        let tests = kata.changedFiles(under: "Tests", atStep: index)
          .filter { $0.key.hasSuffix(".swift") && support[$0.key] == nil }.values
          .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        let previous = APISoFar.api(of: kata.files(under: "Sources", atStep: index - 1))
        for type in entries.keys where !type.isEmpty && tests.contains("\(type)(") {
          // An initializer the step keeps as it was; one it changes is the step's to tell.
          let made = previous.contains { old in
            old.container == type && old.keyword == "init"
              && current.contains { $0.container == type && $0.signature == old.signature }
          }
          if made, !(entries[type] ?? []).contains(where: { $0.hasPrefix("init(") }) {
            problems.append("\(place): the tests make a \(type), and no initializer is shown")
          }
        }
      }
    }

    #expect(checked > 20, "the katas' test-first steps were read")
    #expect(problems == [])
  }

  /// item-list's provider tests make their registration token with
  /// `MockItemCell.register(in:)`, declared in an extension of the protocol `ReusableCell`,
  /// which the tests never name: the block shows it under the protocol all the same.
  @Test func aProtocolsMemberTheTestsCallThroughAnAdoptingTypeIsShown() throws {
    let kata = try #require(try Self.katas().first { $0.id == "item-list" })
    let index = try #require(kata.stepIndex(named: "15-the-provider-has-two-sections"))

    let lines = APISoFar(kata: kata, stepIndex: index).lines

    #expect(lines.contains("- `@MainActor protocol ReusableCell: AnyObject`"), "\(lines)")
    #expect(
      lines.contains(
        "  - `static func register(in listView: some ListView) -> CellRegistration<Self>`"),
      "\(lines)")
  }

  /// app-menu's manager tests read `sut.menuPresenter()?.dataSource.menuItems` and name
  /// neither `MenuPresenter` nor `MenuTableDataSource`: the block shows both members all the
  /// same, reached through what the step's own API returns.
  @Test func membersTheTestsReachThroughReturnedValuesAreShown() throws {
    let kata = try #require(try Self.katas().first { $0.id == "app-menu" })
    let index = try #require(kata.stepIndex(named: "19-the-manager-makes-the-menu"))

    let entries = Self.entries(in: APISoFar(kata: kata, stepIndex: index).lines)

    #expect(entries["MenuPresenter"]?.contains("let dataSource: MenuTableDataSource") == true)
    #expect(entries["MenuTableDataSource"]?.contains("let menuItems: [MenuItem]") == true)
  }

  /// app-menu 16's tests compare the given spy's `shown: [MenuScreen]` with `.repositories`,
  /// naming no `MenuScreen`: the given double leads the block to it.
  @Test func typesTheTestsReachThroughAGivenDoubleAreShown() throws {
    let kata = try #require(try Self.katas().first { $0.id == "app-menu" })
    let index = try #require(kata.stepIndex(named: "16-a-selection-opens-its-screen"))

    let entries = Self.entries(in: APISoFar(kata: kata, stepIndex: index).lines)

    #expect(entries["MenuScreen"] == ["case repositories"])
  }

  @Test func entriesAreReadUnderTheirType() {
    let lines = [
      "## API so far", "", "- `public struct Calculator: Equatable`", "  - `let base: Int`",
      "- `func unused()`", "- `extension Array`", "  - `var second: Element?`",
    ]

    #expect(
      Self.entries(in: lines) == [
        "Calculator": ["let base: Int"], "": ["func unused()"], "Array": ["var second: Element?"],
      ])
  }
}
