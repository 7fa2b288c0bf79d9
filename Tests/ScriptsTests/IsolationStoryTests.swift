import Foundation
import Testing

/// The reference solutions' one isolation story (ReferenceSolutions.md, "One isolation
/// story"), checked in their sources: what belongs to a screen is on the main actor, and
/// the values that cross threads are `Sendable`.
@Suite struct IsolationStoryTests {
  static let root = RepositoryCopy.source
  static let modules = ["Sources/ToDo", "Sources/AppMenu"]

  /// The endings of the names of the types that belong to a screen: presenters, data
  /// providers, the protocols views and cells implement, navigators and what builds screens.
  static let screenRoles = [
    "Presenter", "DataProvider", "View", "Cell", "Navigator", "NavigationContainer", "Factory",
  ]

  /// The values the story names as crossing threads.
  static let values = [
    "ToDoItem", "Location", "Coordinate", "ItemCellContent", "DetailContent", "MapRegion",
    "ListPosition", "MenuItem",
  ]

  /// Every type declared in the two modules: its name, the line before it, and its line.
  func declarations() throws -> [(name: String, attribute: String, line: String)] {
    var found: [(String, String, String)] = []
    for module in Self.modules {
      let folder = Self.root.appendingPathComponent(module)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
          guard
            let match = line.firstMatch(
              of: #/^(?:public )?(?:final )?(?:class|struct|protocol|enum) (\w+)/#)
          else { continue }
          found.append((String(match.1), index > 0 ? lines[index - 1] : "", line))
        }
      }
    }
    return found
  }

  @Test func everyTypeOfAScreenIsOnTheMainActor() throws {
    let screenTypes = try declarations().filter { declaration in
      Self.screenRoles.contains { declaration.name.hasSuffix($0) }
    }

    #expect(screenTypes.count >= 15, "found \(screenTypes.map(\.name))")
    let elsewhere = screenTypes.filter { $0.attribute != "@MainActor" }.map(\.name)
    #expect(elsewhere.isEmpty, "not @MainActor: \(elsewhere.sorted())")
  }

  @Test func theValuesThatCrossThreadsAreSendable() throws {
    let declarations = try declarations()

    for value in Self.values {
      let line = try #require(declarations.first { $0.name == value }?.line, "\(value)")
      #expect(line.contains("struct") && line.contains("Sendable"), "\(line)")
    }
  }

  @Test func theModelHasOneOwnerAndIsNotSendable() throws {
    let line = try #require(try declarations().first { $0.name == "ItemManager" }?.line)

    #expect(line.contains("class") && !line.contains("Sendable"), "\(line)")
  }

  /// A selection opens its screen at once on the main actor's queue, which on Linux is not
  /// always the main thread (Swift Testing drains it from another): no code of the
  /// reference or of a kata asks `Thread.isMainThread` where it means the main actor.
  @Test func noCodeTakesTheMainThreadForTheMainActor() throws {
    var askers: [String] = []
    for top in Self.modules + ["Katas"] {
      let folder = Self.root.appendingPathComponent(top)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let code = text.split(separator: "\n").filter {
          !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }
        if code.contains(where: { $0.contains("Thread.isMainThread") }) {
          askers.append("\(top)/\(file)")
        }
      }
    }
    #expect(askers == [], "ask MainQueue.isCurrent instead")
  }
}
