import Foundation
import Testing

/// `swift build -c release` builds every target of the package, as a newcomer or a CI job
/// builds it the usual way: a release build compiles no module for testing, so a target
/// that is not a test target (the tests' shared `TestSupport`) may not import one
/// `@testable`. `.ci/run build` runs the release build itself.
@Suite struct ReleaseBuildTests {
  @Test func noTargetBuiltInReleaseImportsAModuleTestable() throws {
    let support = RepositoryCopy.source.appendingPathComponent("Tests/Support")
    let files = try FileManager.default.contentsOfDirectory(atPath: support.path)
      .filter { $0.hasSuffix(".swift") }
    let testable = try files.filter { name in
      try String(contentsOf: support.appendingPathComponent(name), encoding: .utf8)
        .contains("@testable import")
    }

    #expect(files.count > 5)
    #expect(testable == [], "\(testable)")
  }

  @Test func ciRunsTheReleaseBuild() throws {
    let run = try String(
      contentsOf: RepositoryCopy.source.appendingPathComponent(".ci/run"), encoding: .utf8)

    #expect(run.contains("swift build -c release"))
  }
}
