import Foundation
import Testing

/// The libraries' documentation as `Scripts/docs.sh` builds it: each library opens on a
/// landing page of its own, and no page of a catalog links to a file outside it, which works
/// on GitHub and nowhere in the built archive.
@Suite struct DocumentationCatalogTests {
  static let libraries = [
    "ToDo", "AppMenu", "CommandLineSupport", "SwiftLexer", "CoverageKit", "MutationKit", "KataKit",
  ]

  @Test(arguments: libraries)
  func eachLibraryOpensOnALandingPage(_ module: String) throws {
    let page = RepositoryCopy.source.appendingPathComponent(
      "Sources/\(module)/\(module).docc/\(module).md")

    let text = try String(contentsOf: page, encoding: .utf8)

    #expect(text.hasPrefix("# ``\(module)``\n"))
    #expect(text.contains("## Overview"))
  }

  @Test func noCatalogPageLinksOutsideItsCatalog() throws {
    var outside: [String] = []
    for module in Self.libraries {
      let catalog = RepositoryCopy.source.appendingPathComponent("Sources/\(module)/\(module).docc")
      for name in try FileManager.default.contentsOfDirectory(atPath: catalog.path)
      where name.hasSuffix(".md") {
        let text = try String(
          contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
        for match in text.matches(of: #/\]\((\.\./[^)]*)\)/#) {
          outside.append("\(module).docc/\(name): \(match.1)")
        }
      }
    }

    #expect(outside.isEmpty, "\(outside.joined(separator: "\n"))")
  }
}
