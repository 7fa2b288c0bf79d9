import Testing

@testable import CoverageKit

@Suite struct SelectionTests {
  @Test(arguments: [
    ("Sources/**", "Sources/A/b.swift", true),
    ("Sources/**", "Tests/A/b.swift", false),
    ("Sources/*/b.swift", "Sources/A/b.swift", true),
    ("Sources/*/b.swift", "Sources/A/C/b.swift", false),
    ("Sources/**/b.swift", "Sources/b.swift", true),
    ("Sources/**/b.swift", "Sources/A/C/b.swift", true),
    ("**/Generated/*", "Generated/x.swift", true),
    ("**/Generated/*", "Sources/A/Generated/x.swift", true),
    ("**/Generated/*", "Sources/A/Generated/y/x.swift", false),
    ("*.swift", "main.swift", true),
    ("*.swift", "A/main.swift", false),
    ("Sources/A/?.swift", "Sources/A/b.swift", true),
    ("Sources/A/?.swift", "Sources/A/bc.swift", false),
    ("**", "anything/at/all", true),
    ("Sources/**Tests.swift", "Sources/A/FooTests.swift", true),
  ])
  func globsMatchWholePaths(pattern: String, path: String, matches: Bool) {
    #expect(Glob(pattern).matches(path) == matches)
  }

  @Test func relativePathsAreOnlyGivenUnderTheRoot() {
    let selection = FileSelection(root: "/work/pkg/")

    #expect(selection.relativePath(of: "/work/pkg/Sources/A/a.swift") == "Sources/A/a.swift")
    #expect(selection.relativePath(of: "/work/pkg2/Sources/A/a.swift") == nil)
    #expect(FileSelection(root: "/").relativePath(of: "/x/y.swift") == "x/y.swift")
  }

  @Test(arguments: [
    ("Sources/A/a.swift", true),
    ("Tests/ATests/aTests.swift", false),
    (".build/checkouts/dep/Sources/D/d.swift", false),
    (".build/x86_64-unknown-linux-gnu/debug/pkgPackageTests.derived/runner.swift", false),
    (".build-linux/debug/A.build/DerivedSources/resource_bundle_accessor.swift", false),
    ("Packages/dep/Sources/D/d.swift", false),
    ("Examples/Tests/x.swift", false),
  ])
  func defaultExclusionsKeepOnlyThePackagesOwnSources(path: String, selected: Bool) {
    #expect(FileSelection(root: "/p").selects(relativePath: path) == selected)
  }

  @Test func includesRestrictAndExcludesRemove() {
    let selection = FileSelection(
      root: "/p", includes: [Glob("Sources/A/**")], excludes: [Glob("**/Generated.swift")])

    #expect(selection.selects(relativePath: "Sources/A/a.swift"))
    #expect(!selection.selects(relativePath: "Sources/B/b.swift"))
    #expect(!selection.selects(relativePath: "Sources/A/Generated.swift"))
  }

  @Test func targetsAreTheFoldersUnderSources() {
    #expect(FileSelection.target(ofRelativePath: "Sources/ToDo/Model/Item.swift") == "ToDo")
    #expect(FileSelection.target(ofRelativePath: "Sources/main.swift") == nil)
    #expect(FileSelection.target(ofRelativePath: "Plugins/X/x.swift") == nil)
  }

  @Test func reportsSelectTheSampleSourcesOnly() throws {
    let report = try Fixtures.report()

    #expect(
      report.files.map(\.path) == ["Sources/Shapes/Drawing.swift", "Sources/Shapes/Shape.swift"])
    #expect(report.targets.map(\.name) == ["Shapes"])
    #expect(report.targets[0].summary == report.totals)
  }
}
