import Foundation
import TestSupport
import Testing

@testable import KataKit

/// The package that builds a learner's tests against several implementations together, and
/// the judge that uses it when the runner can build once and run test modules apart.
@Suite struct JudgePackageTests {
  let manifest = KataManifest(
    title: "Tiny", summary: "s", module: "Calc", testFramework: .xctest, steps: [])

  func package(members: [JudgePackage.Member], tests: String = "@testable import Calc\n")
    throws -> JudgePackage
  {
    try #require(
      JudgePackage(
        manifest: manifest, members: members,
        tests: ["Tests/CalcTests/CalcTests.swift": Data(tests.utf8)]))
  }

  func member(_ key: String, _ module: String, instrumented: Bool = false) -> JudgePackage.Member {
    JudgePackage.Member(
      key: key, module: module, sources: ["Sources/Calc/Calc.swift": Data("answer\n".utf8)],
      instrumented: instrumented)
  }

  @Test func eachImplementationBuildsAsAModuleOfItsOwnWithACopyOfTheTests() throws {
    let files = try package(members: [
      member("yours", "Calc", instrumented: true), member("reference", "CalcReference"),
    ]).files

    let manifest = String(decoding: try #require(files["Package.swift"]), as: UTF8.self)
    #expect(
      Set(files.keys) == [
        "Package.swift", "Sources/Calc/Calc.swift", "Sources/CalcReference/Calc.swift",
        "Tests/CalcTests/CalcTests.swift",
        "Tests/CalcReferenceTests/CalcTests.swift",
      ])
    #expect(files["Tests/CalcTests/CalcTests.swift"] == Data("@testable import Calc\n".utf8))
    #expect(
      files["Tests/CalcReferenceTests/CalcTests.swift"]
        == Data("@testable import CalcReference\n".utf8))
    #expect(manifest.contains(#"name: "kata-judge""#))
    #expect(
      manifest.contains(
        #".target(name: "Calc", swiftSettings: [.unsafeFlags(["-profile-generate", "-profile-coverage-mapping"])]"#
      ))
    #expect(manifest.contains(#".target(name: "CalcReference"),"#))
    #expect(
      manifest.contains(
        #".testTarget(name: "CalcReferenceTests", dependencies: ["CalcReference"])"#))
  }

  @Test func onlyImportsOfTheModuleAreRenamed() {
    let text = """
      import XCTest
      @testable import Calc
        import struct Calc.Adder
      @_spi(Testing) import Calc
      import CalcKit
      let note = "import Calc"

      """

    #expect(
      JudgePackage.importing("CalcChaff1", insteadOf: "Calc", in: text) == """
        import XCTest
        @testable import CalcChaff1
          import struct CalcChaff1.Adder
        @_spi(Testing) import CalcChaff1
        import CalcKit
        let note = "import Calc"

        """)
  }

  @Test func filesOutsideTheModuleAndItsTestsNeedAPackageOfTheirOwn() {
    #expect(
      JudgePackage(
        manifest: manifest, members: [member("yours", "Calc")],
        tests: ["Tests/Helpers/Fake.swift": Data()]) == nil)
  }

  @Test func compilerErrorsGoToTheImplementationWhoseFilesTheyAreIn() throws {
    let folder = URL(fileURLWithPath: "/work/judge")
    let judge = try package(members: [member("yours", "Calc"), member("chaff-x", "CalcChaff1")])
    let output = """
      /work/judge/Sources/Calc/Calc.swift:3:5: error: cannot find 'x' in scope
         |     `- error: cannot find 'x' in scope
      /work/judge/Tests/CalcChaff1Tests/CalcTests.swift:9:1: error: expected '}'
      /work/judge/Tests/CalcChaff1Tests/CalcTests.swift:10:1: error: expected ')'
      """

    let errors = judge.errorsByMember(in: output, folder: folder)

    #expect(
      errors?["yours"] == [
        "/work/judge/Sources/Calc/Calc.swift:3:5: error: cannot find 'x' in scope"
      ])
    #expect(errors?["chaff-x"]?.count == 2)
    #expect(judge.errorsByMember(in: "error: link command failed", folder: folder) == nil)
    #expect(
      judge.errorsByMember(
        in: output + "\n/work/judge/.build/debug/runner.swift:1:1: error: no", folder: folder)
        == nil)
  }

  @Test func messagesOfARenamedImplementationUseTheModulesName() throws {
    let judge = try package(members: [member("chaff-x", "CalcChaff1")])

    #expect(
      judge.restoringNames(
        in:
          "/j/Tests/CalcChaff1Tests/CalcTests.swift:4: error: CalcTests.test_a : CalcChaff1.Adder(n: 1) is not equal to CalcChaff10",
        of: judge.members[0])
        == "/j/Tests/CalcTests/CalcTests.swift:4: error: CalcTests.test_a : Calc.Adder(n: 1) is not equal to CalcChaff10"
    )
  }

  @Test func testClassesOfAModuleComeFromTheListing() {
    let listing = """
      Listing 4 tests in kata-judgePackageTests.xctest:

      CalcTests.AdderTests/test_a
      CalcTests.AdderTests/test_b
      CalcReferenceTests.AdderTests/test_a
      CalcTests.ZeroTests/test_zero
      """

    #expect(
      SwiftTestRunner.testClasses(of: "CalcTests", listedIn: listing)
        == ["CalcTests.AdderTests", "CalcTests.ZeroTests"])
    #expect(SwiftTestRunner.testClasses(of: "CalcChaff1Tests", listedIn: listing).isEmpty)
  }

  @Test func aChangedSourceRecompilesOnlyItsOwnModulesTests() throws {
    try withTemporaryDirectory { folder in
      var files = [
        "Sources/A/A.swift": Data("a".utf8), "Sources/B/B.swift": Data("b".utf8),
        "Tests/ATests/T.swift": Data("t".utf8), "Tests/BTests/T.swift": Data("t".utf8),
      ]
      try PackageFolder.sync(folder, to: files)
      files["Sources/A/A.swift"] = Data("a2".utf8)

      try PackageFolder.sync(folder, to: files)

      func modified(_ path: String) throws -> Date {
        try #require(
          folder.appendingPathComponent(path).resourceValues(forKeys: [
            .contentModificationDateKey
          ]).contentModificationDate)
      }
      #expect(try modified("Tests/ATests/T.swift") == modified("Sources/A/A.swift"))
      #expect(try modified("Tests/BTests/T.swift") < modified("Sources/A/A.swift"))
    }
  }
}

/// Test-first runs with a runner that builds once and runs test modules apart.
@Suite struct JudgingTogetherTests {
  func workspace(sources: String, in folder: URL) throws -> Workspace {
    let kata = try TestFirstTests().makeKataWithAChaff(in: folder)
    let root = folder.appendingPathComponent("ws")
    var workspace = try WorkspaceStart.create(kata: kata, at: root, testFirst: true)
    workspace.state.stepIndex = 1
    try workspace.save()
    try write(
      ["Tests/CalcTests/CalcTests.swift": "test 1\ntest 2\n", "Sources/Calc/Calc.swift": sources],
      in: root)
    return try Workspace.open(at: root)
  }

  @Test func allButThePreviousReferenceBuildTogether() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(sources: "answer v2\n", in: folder)
      let runner = TogetherByFolderContents()

      let result = try TestFirstRun(workspace: workspace).run(
        runners: Runners(runner).using(.swiftpm), jobs: 2, now: Date(timeIntervalSince1970: 0))

      #expect(
        result.verdict == TestFirstVerdict(previous: .red, reference: .green, caught: ["still-v1"]))
      #expect(result.outcome.light == .green)
      #expect(runner.builds == 1)
      #expect(runner.alone.map(\.lastPathComponent) == ["previous"])
      #expect(Set(runner.modules) == ["CalcTests", "CalcReferenceTests", "CalcChaff1Tests"])
      #expect(runner.coverageRequests == ["CalcTests"])
      #expect(workspace.journal.entries().last?.verdict == result.verdict)
    }
  }

  @Test func learnersCodeThatDoesNotCompileIsAmberAndTheRestBuildAgainWithoutIt() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(sources: "nothing yet\n", in: folder)
      let runner = TogetherByFolderContents()

      let result = try TestFirstRun(workspace: workspace).run(
        runners: Runners(runner).using(.swiftpm), jobs: 2, now: Date(timeIntervalSince1970: 0))

      #expect(result.outcome.light == .amber)
      #expect(
        result.outcome.compilerError == "Sources/Calc/Calc.swift:1:1: error: cannot find 'answer'")
      #expect(result.verdict?.isValid == true)
      #expect(runner.builds == 2)
      #expect(Set(runner.modules) == ["CalcReferenceTests", "CalcChaff1Tests"])
    }
  }

  @Test func aBuildThatFailsElsewhereGivesEachImplementationAPackageOfItsOwn() throws {
    try withTemporaryDirectory { folder in
      let workspace = try workspace(sources: "answer v2\n", in: folder)
      let runner = TogetherByFolderContents(failsToLink: true)

      let result = try TestFirstRun(workspace: workspace).run(
        runners: Runners(runner).using(.swiftpm), jobs: 2, now: Date(timeIntervalSince1970: 0))

      #expect(result.verdict?.isValid == true)
      #expect(result.outcome.light == .green)
      #expect(
        Set(runner.alone.map(\.lastPathComponent))
          == ["previous", "reference", "chaff-1", "ws"], "a chaff's name stays unseen")
    }
  }
}

/// A runner for the tiny kata's implementations built together: a module whose `Calc.swift`
/// does not start with `answer` does not compile; tests with `test 2` fail on `answer v1`.
/// Packages run whole get the lights of ``LightByFolderContents``.
final class TogetherByFolderContents: TestRunning, @unchecked Sendable {
  private let lock = NSLock()
  private let whole = LightByFolderContents()
  private let failsToLink: Bool
  private var buildCount = 0
  private var ran: [String] = []
  private var covered: [String] = []

  init(failsToLink: Bool = false) {
    self.failsToLink = failsToLink
  }

  var builds: Int { lock.withLock { buildCount } }
  var modules: [String] { lock.withLock { ran } }
  var coverageRequests: [String] { lock.withLock { covered } }
  var alone: [URL] { whole.folders }

  func runTests(in folder: URL, framework: TestFramework, coverage: Bool) throws(KataError)
    -> RawTestRun
  {
    try whole.runTests(in: folder, framework: framework, coverage: coverage)
  }

  func buildTests(in folder: URL) throws(KataError) -> RawTestRun? {
    lock.withLock { buildCount += 1 }
    if failsToLink { return RawTestRun(status: 1, output: "error: link command failed") }
    let modules =
      (try? FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("Sources").path)) ?? []
    let built = modules.sorted().filter { source(of: $0, in: folder) != nil }
    let errors = built.filter { source(of: $0, in: folder)?.hasPrefix("answer") != true }.map {
      "\(folder.path)/Sources/\($0)/Calc.swift:1:1: error: cannot find 'answer'"
    }
    return RawTestRun(status: errors.isEmpty ? 0 : 1, output: errors.joined(separator: "\n"))
  }

  func runBuiltTests(in folder: URL, module: String, coverage: (sources: URL, export: URL)?)
    throws(KataError) -> RawTestRun
  {
    lock.withLock {
      ran.append(module)
      if coverage != nil { covered.append(module) }
    }
    let name = String(module.dropLast("Tests".count))
    let tests =
      (try? String(
        contentsOf: folder.appendingPathComponent("Tests/\(module)/CalcTests.swift"),
        encoding: .utf8)) ?? ""
    let light =
      tests.contains("test 2") && source(of: name, in: folder) == "answer v1\n" ? "red" : "green"
    return (try? Fixtures.run(light, status: light == "green" ? 0 : 1))
      ?? RawTestRun(status: 1, output: "")
  }

  private func source(of module: String, in folder: URL) -> String? {
    try? String(
      contentsOf: folder.appendingPathComponent("Sources/\(module)/Calc.swift"), encoding: .utf8)
  }
}
