import Foundation
import Testing

@testable import CommandLineSupport

/// ARCHITECTURE.md's rule, kept true: within a module the folders (rooms) use each other in
/// one direction only, never back along a chain, as the page draws them.
@Suite struct ArchitectureTests {
  /// Which rooms of `module` use which, by the types each declares at the top level of its
  /// files and the names each file mentions outside comments and strings.
  func uses(in module: String) throws -> [String: Set<String>] {
    let root = RepositoryCopy.source.appendingPathComponent("Sources/\(module)")
    var files: [(room: String, text: String)] = []
    for path in FileManager.default.subpaths(atPath: root.path) ?? []
    where path.hasSuffix(".swift") {
      let parts = path.split(separator: "/")
      let room = parts.count > 1 ? String(parts[0]) : "(root)"
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      files.append((room, text))
    }
    let declaration =
      #/(?m)^(?:public |final )*(?:struct|enum|class|protocol|actor|typealias) (\w+)/#
    var owner: [String: String] = [:]
    for file in files {
      for match in file.text.matches(of: declaration) { owner[String(match.1)] = file.room }
    }
    var uses: [String: Set<String>] = [:]
    for file in files {
      let code = file.text.replacing(#/\/\/[^\n]*/#, with: "").replacing(
        #/"(?:[^"\\\n]|\\.)*"/#, with: "\"\"")
      let words = Set(code.matches(of: #/\b[A-Z]\w*/#).map { String($0.output) })
      for word in words {
        guard let room = owner[word], room != file.room else { continue }
        uses[file.room, default: []].insert(room)
      }
    }
    return uses
  }

  /// A chain of rooms, each using the next, that comes back to its first; `nil` when the
  /// rooms use each other in one direction only.
  func cycle(in uses: [String: Set<String>]) -> [String]? {
    var done = Set<String>()
    var path: [String] = []
    func visit(_ room: String) -> [String]? {
      if let start = path.firstIndex(of: room) { return Array(path[start...]) + [room] }
      guard !done.contains(room) else { return nil }
      path.append(room)
      defer {
        path.removeLast()
        done.insert(room)
      }
      for next in (uses[room] ?? []).sorted() {
        if let found = visit(next) { return found }
      }
      return nil
    }
    for room in uses.keys.sorted() {
      if let found = visit(room) { return found }
    }
    return nil
  }

  @Test(arguments: ["KataKit", "CoverageKit", "MutationKit"])
  func theRoomsUseEachOtherInOneDirection(module: String) throws {
    let uses = try uses(in: module)

    #expect(uses.count >= 4, "the rooms were found")
    #expect(cycle(in: uses) == nil, "\(module): \(cycle(in: uses)?.joined(separator: " → ") ?? "")")
  }

  /// The rooms of `module` in the order ARCHITECTURE.md lists them, top down.
  func listedRooms(of module: String) throws -> [String] {
    let page = try String(
      contentsOf: RepositoryCopy.source.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    guard let heading = page.range(of: "## \(module)'s rooms"),
      let open = page.range(of: "```\n", range: heading.upperBound..<page.endIndex),
      let close = page.range(of: "```", range: open.upperBound..<page.endIndex)
    else { return [] }
    return page[open.upperBound..<close.lowerBound].split(separator: "\n").compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }

  @Test(arguments: ["KataKit", "CoverageKit", "MutationKit"])
  func eachRoomUsesOnlyRoomsTheArchitecturePageListsBelowIt(module: String) throws {
    let listed = try listedRooms(of: module)
    let uses = try uses(in: module)

    #expect(Set(listed) == Set(uses.keys).union(uses.values.joined()).subtracting(["(root)"]))
    for (room, used) in uses where room != "(root)" {
      let position = try #require(listed.firstIndex(of: room))
      for other in used where other != "(root)" {
        #expect(
          (listed.firstIndex(of: other) ?? 0) > position,
          "\(module): \(room) uses \(other), which ARCHITECTURE.md lists above it")
      }
    }
  }

  /// The folders directly in `path` of the repository.
  func folders(in path: String) -> Set<String> {
    let root = RepositoryCopy.source.appendingPathComponent(path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return Set(
      names.filter { FileManager.default.isFolder(atPath: root.appendingPathComponent($0).path) })
  }

  @Test(arguments: ["KataKit", "CoverageKit", "MutationKit"])
  func eachTestFolderIsNamedAfterTheRoomItTests(module: String) {
    let rooms = folders(in: "Sources/\(module)")
    let tested = folders(in: "Tests/\(module)Tests").subtracting(["Fixtures"])

    #expect(tested.count >= 4, "\(module)Tests has a folder per room")
    #expect(tested.isSubset(of: rooms), "\(module)Tests: \(tested.subtracting(rooms).sorted())")
  }

  /// Every type, module, folder or file ARCHITECTURE.md names in backticks is there, so the
  /// page cannot keep describing what was renamed or removed.
  @Test func everyNameThePageGivesInBackticksExists() throws {
    let root = RepositoryCopy.source
    let page = try String(
      contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
    var known = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
    for folder in ["Sources", "Tests", "Plugins", "Scripts"] {
      let base = root.appendingPathComponent(folder)
      for path in FileManager.default.subpaths(atPath: base.path) ?? [] {
        for part in path.split(separator: "/") {
          known.insert(String(part.split(separator: ".").first ?? part))
          known.insert(String(part))
        }
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        let declared = #/(?:struct|enum|class|protocol|actor|typealias|case|func|var|let) (\w+)/#
        for match in text.matches(of: declared) { known.insert(String(match.1)) }
      }
    }
    let named = page.matches(of: #/`([A-Z][A-Za-z]+)(?:[.(/`])/#).map { String($0.1) }
    let missing = Set(named.filter { !known.contains($0) && $0.uppercased() != $0 }).sorted()
    #expect(missing == [], "ARCHITECTURE.md names what is not there")
  }
}
