import Foundation
import Testing

@testable import CommandLineSupport

/// The version is one fact: what every tool prints with `--version`, the newest release in
/// CHANGELOG.md and the version of README.md's install steps agree (the release script adds
/// the tag).
@Suite struct VersionTests {
  func text(_ path: String) throws -> String {
    try String(
      contentsOf: RepositoryCopy.source.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theToolsTheChangelogAndTheReadmeSayOneVersion() throws {
    let version = ToolVersion.current
    let changelog = try text("CHANGELOG.md")
    let newest = changelog.firstMatch(of: #/\n## \[(?<version>[^\]]+)\] - \d{4}-\d{2}-\d{2}\n/#)
    let readme = try text(RepositoryCopy.gateGuide)

    #expect(newest.map { String($0.version) } == version)
    #expect(changelog.contains("## [Unreleased]"), "a place for what comes next")
    #expect(readme.contains("VERSION=\(version) "))
    #expect(readme.contains("TDDKIT_VERSION: \(version)\n"))
    let others = readme.matches(of: #/(VERSION[:=] ?)(?<version>\d+\.\d+\.\d+)/#).map {
      String($0.version)
    }
    #expect(!others.isEmpty && others.allSatisfy { $0 == version }, "\(others)")
  }
}
