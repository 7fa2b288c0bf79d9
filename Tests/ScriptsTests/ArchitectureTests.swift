import Foundation
import Testing

/// ARCHITECTURE.md's rule, kept true: within a module, no two folders (rooms) use each other
/// both ways, so the rooms read in one direction, as the page draws them.
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

  @Test(arguments: ["KataKit", "CoverageKit"])
  func noTwoRoomsUseEachOther(module: String) throws {
    let uses = try uses(in: module)
    let both = uses.flatMap { room, used in
      used.filter { uses[$0]?.contains(room) == true && room < $0 }.map { "\(room) ⇄ \($0)" }
    }

    #expect(uses.count > 5, "the rooms were found")
    #expect(both.isEmpty, "\(module): \(both.sorted())")
  }
}
