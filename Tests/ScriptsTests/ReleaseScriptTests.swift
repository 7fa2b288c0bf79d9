import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// `Scripts/release.sh`, run for real in a copy of the repository.
@Suite(.serialized) struct ReleaseScriptTests {
  func withCopy(_ body: (RepositoryCopy) throws -> Void) throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    try body(copy)
  }

  func expectRefusal(_ outcome: Subprocess.Outcome, _ message: String) {
    #expect(outcome.status != 0)
    #expect(outcome.errors == "release.sh: \(message)\n")
    #expect(outcome.output.isEmpty)
  }

  @Test func refusesAVersionThatIsNotSemanticVersioning() throws {
    try withCopy { copy in
      for version in ["1.0", "v1.0.0", "01.0.0", "1.0.0-"] {
        expectRefusal(
          try copy.run(["Scripts/release.sh", version, "--dry-run"]),
          "version '\(version)' is not semantic versioning (MAJOR.MINOR.PATCH)")
      }
    }
  }

  @Test func refusesADirtyTree() throws {
    try withCopy { copy in
      try copy.write("changed\n", to: "README.md")

      expectRefusal(
        try copy.run(["Scripts/release.sh", "0.1.0", "--dry-run"]),
        "the working tree has uncommitted changes; commit or stash them first")
      #expect(
        !FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("dist").path))
    }
  }

  /// The version is one fact: CHANGELOG's newest release, README's install steps and the
  /// tag must say the version the tools print, or nothing is built.
  @Test func refusesAVersionTheChangelogReadmeOrTagsContradict() throws {
    try withCopy { copy in
      let changelog = try String(
        contentsOf: copy.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
      let guide = RepositoryCopy.gateGuide
      let readme = try String(
        contentsOf: copy.root.appendingPathComponent(guide), encoding: .utf8)
      let commit = ["-c", "user.name=t", "-c", "user.email=t@t.invalid", "commit", "-qam", "x"]

      try copy.write(
        changelog.replacingOccurrences(of: "## [0.1.0] - ", with: "## [0.0.9] - "),
        to: "CHANGELOG.md")
      try copy.git(commit)
      let uncut = try copy.run(["Scripts/release.sh", "0.1.0", "--dry-run"])
      try copy.write(changelog, to: "CHANGELOG.md")
      try copy.write(
        readme.replacingOccurrences(of: "VERSION=0.1.0 ", with: "VERSION=0.0.9 "), to: guide)
      try copy.git(commit)
      let oldReadme = try copy.run(["Scripts/release.sh", "0.1.0", "--dry-run"])
      try copy.write(readme, to: guide)
      try copy.git(commit)
      try copy.git(["tag", "v0.1.0"])
      let tagged = try copy.run(["Scripts/release.sh", "0.1.0", "--dry-run"])

      expectRefusal(
        uncut,
        "CHANGELOG.md's newest release is '0.0.9', not 0.1.0; cut '## [0.1.0] - DATE' from Unreleased and commit first"
      )
      expectRefusal(
        oldReadme,
        "\(guide)'s install steps do not say VERSION=0.1.0; update them and commit first")
      expectRefusal(tagged, "v0.1.0 is tagged already; a release is made once")
    }
  }

  @Test func refusesAVersionTheToolsDoNotReport() throws {
    try withCopy { copy in
      expectRefusal(
        try copy.run(["Scripts/release.sh", "9.9.9", "--dry-run"]),
        "Sources/CommandLineSupport/ToolVersion.swift does not say 9.9.9; set it and commit first")
    }
  }

  @Test func refusesUnknownOptions() throws {
    try withCopy { copy in
      let outcome = try copy.run(["Scripts/release.sh", "0.1.0", "--publish"])

      #expect(outcome.status == 2)
      #expect(outcome.errors == "release.sh: unknown option '--publish' (see --help)\n")
    }
  }

  #if os(Linux)
    /// Without libcurl's development files the static build cannot link: the script says so
    /// in one line, before building anything. A `cc` that cannot link stands in for them.
    @Test func refusesToBuildWithoutLibcurlsDevelopmentFiles() throws {
      try withCopy { copy in
        let bin = copy.root.appendingPathComponent(".build/fake-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let compiler = bin.appendingPathComponent("cc")
        try Data("#!/bin/sh\necho 'cannot find -lcurl' >&2\nexit 1\n".utf8).write(to: compiler)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: compiler.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "\(bin.path):\(environment["PATH"] ?? "/usr/bin:/bin")"

        let outcome = try copy.run(
          ["Scripts/release.sh", "0.1.0", "--dry-run"], environment: environment)

        expectRefusal(
          outcome,
          "the static Linux build links libcurl, whose development files are missing; install them first (Debian and Ubuntu: apt-get install libcurl4-openssl-dev)"
        )
        #expect(
          !FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("dist").path))
      }
    }
  #endif

  /// Two dry runs from scratch on the same commit give the same bytes, and the checksums
  /// verify. Building twice in release mode takes minutes, so this is one of the slow tests
  /// that run when TDDKIT_SLOW_TESTS=1 (as `.ci/run` sets it).
  @Test(
    .slow("builds two release archives (minutes)"))
  func twoDryRunsGiveByteIdenticalArchives() throws {
    try withCopy { copy in
      let dist = copy.root.appendingPathComponent("dist")
      let first = try copy.run(["Scripts/release.sh", "0.1.0", "--dry-run"])
      #expect(first.succeeded, "\(first.errors)")
      let firstSums = try String(
        contentsOf: dist.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
      try FileManager.default.removeItem(at: dist)

      let second = try copy.run(["Scripts/release.sh", "0.1.0", "--dry-run"])
      let secondSums = try String(
        contentsOf: dist.appendingPathComponent("SHA256SUMS"), encoding: .utf8)

      #expect(second.succeeded)
      #expect(firstSums == secondSums)
      #expect(firstSums.split(separator: "\n").count == 3)
      #expect(try Subprocess.run(["sha256sum", "-c", "SHA256SUMS"], in: dist).succeeded)
      let notes = try String(
        contentsOf: dist.appendingPathComponent("RELEASE_NOTES.md"), encoding: .utf8)
      #expect(notes.hasPrefix("## [0.1.0] - "))
      #expect(!notes.contains("## [Unreleased]"))
      #expect(
        try copy.git(["status", "--porcelain"]).output.isEmpty, "a dry run writes only into dist/")
      #expect(try copy.git(["tag"]).output.isEmpty, "a dry run does not tag")
      try expectTheUnpackedArchiveRunsAKata(from: dist)
      try expectTheGateArchiveHoldsTheGateAlone(from: dist)
      try expectTheReadmesInstallStepsWork(from: dist)
    }
  }

  /// The gate's own archive holds `coverage-gate` and the documents, nothing else.
  func expectTheGateArchiveHoldsTheGateAlone(from dist: URL) throws {
    let archive = try #require(
      try FileManager.default.contentsOfDirectory(atPath: dist.path).first {
        $0.hasPrefix("coverage-gate-0.1.0-") && $0.hasSuffix(".tar.gz")
      })
    let listing = try Subprocess.run(["tar", "-tzf", archive], in: dist)

    #expect(
      listing.output.split(separator: "\n") == [
        "coverage-gate-0.1.0/", "coverage-gate-0.1.0/bin/", "coverage-gate-0.1.0/CHANGELOG.md",
        "coverage-gate-0.1.0/LICENSE", "coverage-gate-0.1.0/README.md",
        "coverage-gate-0.1.0/bin/coverage-gate",
      ], "\(listing.output)")
  }

  /// The README's install steps, run as they are written in an empty folder of a machine
  /// with no Swift (a PATH of /usr/bin and /bin, an empty HOME), with the release's files
  /// where GitHub would serve them: the gate they install prints the release's version.
  func expectTheReadmesInstallStepsWork(from dist: URL) throws {
    let readme = try String(
      contentsOf: RepositoryCopy.source.appendingPathComponent(RepositoryCopy.gateGuide),
      encoding: .utf8)
    let start = try #require(readme.range(of: "**1. Install the gate.**"))
    let block = try #require(
      readme[start.upperBound...].firstMatch(of: #/```sh\n(?<script>[\s\S]*?)```/#))
    let script = String(block.script)
    #expect(script.contains("BASE=\"https://github.com/"))
    let local = script.replacing(#/BASE="[^"\n]*"/#, with: "BASE=\"file://\(dist.path)\"")
    let place = FileManager.default.temporaryDirectory
      .appendingPathComponent("fresh-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: place) }

    let outcome = try Subprocess.run(
      ["/bin/bash", "-euo", "pipefail", "-c", local], in: place,
      environment: ["PATH": "/usr/bin:/bin", "HOME": place.path, "LANG": "C"])

    #expect(outcome.succeeded, "\(outcome.output)\(outcome.errors)")
    #expect(outcome.output.contains(": OK\n"), "the checksum was checked")
    #expect(outcome.output.hasSuffix("coverage-gate 0.1.0 (TDDKit)\n"), "\(outcome.output)")
  }

  /// The binary archive, unpacked where no repository is around, runs `kata` on the katas
  /// it ships in `share/tddkit/Katas`.
  func expectTheUnpackedArchiveRunsAKata(from dist: URL) throws {
    let archive = try #require(
      try FileManager.default.contentsOfDirectory(atPath: dist.path).first {
        $0.hasPrefix("tddkit-") && $0.hasSuffix(".tar.gz") && !$0.hasSuffix("-source.tar.gz")
      })
    let place = FileManager.default.temporaryDirectory
      .appendingPathComponent("unpacked-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: place) }
    #expect(
      try Subprocess.run(["tar", "-xzf", dist.appendingPathComponent(archive).path], in: place)
        .succeeded)
    let kata = place.appendingPathComponent("tddkit-0.1.0/bin/kata").path
    let learner = place.appendingPathComponent("learner")
    try FileManager.default.createDirectory(at: learner, withIntermediateDirectories: true)

    let list = try Subprocess.run([kata], in: learner)
    let start = try Subprocess.run([kata, "start", "item-list"], in: learner)
    let test = try Subprocess.run([kata, "test"], in: learner)

    #expect(list.output.contains("item-list"), "\(list.errors)")
    #expect(start.succeeded, "\(start.errors)")
    #expect(test.output.contains("AMBER") || test.output.contains("RED"), "\(test.output)")
  }
}
