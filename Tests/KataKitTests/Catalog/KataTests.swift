import Foundation
import TestSupport
import Testing

@testable import KataKit

@Suite struct KataTests {
  @Test func overlaysAccumulateStepByStepWithRemovals() throws {
    try withTemporaryDirectory { folder in
      let kata = try Kata(folder: try makeTinyKata(in: folder))

      #expect(kata.id == "tiny")
      #expect(kata.stepCount == 3)
      #expect(kata.files(under: "Sources", atStep: -1).isEmpty)
      #expect(
        kata.files(under: "Sources", atStep: 0)
          == [
            "Sources/Calc/Calc.swift": Data("answer v1\n".utf8),
            "Sources/Calc/Old.swift": Data("old\n".utf8),
          ])
      #expect(
        kata.files(under: "Sources", atStep: 1) == [
          "Sources/Calc/Calc.swift": Data("answer v2\n".utf8)
        ])
      #expect(
        kata.files(under: "Tests", atStep: 2) == [
          "Tests/CalcTests/CalcTests.swift": Data("test 1\ntest 2\n".utf8)
        ])
      #expect(kata.changedFiles(under: "Tests", atStep: 2).isEmpty)
      #expect(kata.instructions(ofStep: 1) == "Write double().\n")
      #expect(kata.hints(ofStep: 0) == ["First hint.", "Second hint."])
      #expect(kata.hints(ofStep: 2) == [])
    }
  }

  @Test func theRepositoryKatasAreValid() throws {
    let katas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Katas").standardizedFileURL
    let catalog = KataCatalog(folder: katas)

    #expect(Array(catalog.kataIDs.prefix(2)) == ["first-tests", "data-model"])
    for id in catalog.kataIDs {
      let kata = try catalog.kata(id)
      if let reference = kata.manifest.reference {
        #expect(
          reference == kata.manifest.module, "\(id) checks its final tests against its module")
      }
      #expect(kata.intro != nil && kata.recap != nil, "\(id) has a page before and after it")
      #expect(kata.manifest.order != nil, "\(id) has no place in the curriculum")
      for index in 0..<kata.stepCount {
        #expect(!kata.instructions(ofStep: index).isEmpty)
        #expect(!kata.hints(ofStep: index).isEmpty)
      }
    }
    #expect(try catalog.kata("data-model").stepCount == 24)
  }

  /// The first step of each kata whose tests wait for an expectation says on its page how
  /// to wait under Swift 6 (`await fulfillment(of:)` in an `async` test), so that no learner
  /// learns it from the compiler's refusal.
  @Test func theFirstStepThatWaitsSaysHowToWaitUnderSwift6() throws {
    let katas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Katas").standardizedFileURL
    let manager = FileManager.default
    var checked = 0
    for kata in try manager.contentsOfDirectory(atPath: katas.path).sorted() {
      let steps = katas.appendingPathComponent("\(kata)/steps")
      for step in ((try? manager.contentsOfDirectory(atPath: steps.path)) ?? []).sorted() {
        let tests = steps.appendingPathComponent("\(step)/Tests")
        let waits = (manager.subpaths(atPath: tests.path) ?? []).contains { path in
          guard path.hasSuffix(".swift"),
            let text = try? String(
              contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
          else { return false }
          return text.contains("wait(for:") || text.contains("fulfillment(of:")
        }
        guard waits else { continue }
        let page = try String(
          contentsOf: steps.appendingPathComponent("\(step)/README.md"), encoding: .utf8)
        #expect(page.contains("fulfillment(of:"), "\(kata) \(step)")
        checked += 1
        break
      }
    }
    #expect(checked >= 3)
  }

  @Test(arguments: [
    ("{", "kata.json: not valid JSON"),
    (#"{"title": "t"}"#, "kata.json: missing \"summary\""),
    (
      #"{"title": "t", "summary": "s", "chapter": "one", "module": "M", "testFramework": "XCTest", "steps": []}"#,
      "\"chapter\" has the wrong type"
    ),
    (
      #"{"title": "t", "summary": "s", "chapter": 1, "module": "M", "testFramework": "Quick", "steps": []}"#,
      "\"testFramework\" is not one of the values it takes"
    ),
    (
      #"{"title": "t", "summary": "s", "chapter": 1, "module": "M", "testFramework": "XCTest", "steps": []}"#,
      "it has no steps"
    ),
  ])
  func badManifestsAreRefusedNamingTheProblem(manifest: String, message: String) throws {
    try withTemporaryDirectory { folder in
      let kata = try makeTinyKata(in: folder, manifest: manifest)

      #expect { try Kata(folder: kata) } throws: {
        "\($0)".hasPrefix("kata tiny is invalid: ") && "\($0)".contains(message)
      }
    }
  }

  @Test(arguments: [
    (
      #"[{"id": "01-answer", "title": "t", "kind": "red"}]"#,
      "red step 01-answer must expect red or amber"
    ),
    (
      #"[{"id": "01-answer", "title": "t", "kind": "red", "expect": "green"}]"#,
      "must expect red or amber"
    ),
    (
      #"[{"id": "03-tidy", "title": "t", "kind": "refactor"}]"#,
      "refactor step 03-tidy must keep the tests and follow a step"
    ),
    (
      #"[{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"}, {"id": "01-answer", "title": "t", "kind": "red", "expect": "red"}]"#,
      "is used twice"
    ),
    (
      #"[{"id": "../escape", "title": "t", "kind": "red", "expect": "red"}]"#,
      "not a plain folder name"
    ),
    (
      #"[{"id": "09-missing", "title": "t", "kind": "red", "expect": "red"}]"#,
      "step 09-missing has no README.md"
    ),
    (
      #"[{"id": "03-tidy", "title": "t", "kind": "red", "expect": "red"}]"#,
      "red step 03-tidy adds no test"
    ),
    (
      #"[{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber", "judgedAgainst": "01-answer"}]"#,
      "step 01-answer is judged against '01-answer', which is no later step's id"
    ),
  ])
  func badStepsAreRefused(steps: String, message: String) throws {
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": \#(steps)}"#
      let kata = try makeTinyKata(in: folder, manifest: manifest)

      #expect { try Kata(folder: kata) } throws: { "\($0)".contains(message) }
    }
  }

  @Test func aModuleMustBeASwiftIdentifier() throws {
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "chapter": 1, "module": "My Module", "testFramework": "SwiftTesting", "steps": [{"id": "01-answer", "title": "t", "kind": "red", "expect": "red"}]}"#

      #expect(
        throws: KataError.invalidKata(
          kata: "tiny", reason: "module 'My Module' is not a Swift identifier")
      ) {
        try Kata(folder: try makeTinyKata(in: folder, manifest: manifest))
      }
    }
  }

  @Test(arguments: [
    "/etc/passwd", "Sources/../../x", "Tests/./a.swift", "Other/a.swift", "Sources", "Sources//a",
  ])
  func pathsThatLeaveTheWorkspaceAreRefused(path: String) throws {
    #expect(throws: KataError.unsafePath(path)) { try SafePath.checked(path) }
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "steps": [{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber", "remove": ["\#(path)"]}]}"#
      #expect(throws: KataError.unsafePath(path)) {
        try Kata(folder: try makeTinyKata(in: folder, manifest: manifest))
      }
    }
  }

  @Test func symbolicLinksInStepsAreRefused() throws {
    try withTemporaryDirectory { folder in
      let kata = try makeTinyKata(in: folder)
      try FileManager.default.createSymbolicLink(
        atPath: kata.appendingPathComponent("steps/02-double/Sources/Calc/Link.swift").path,
        withDestinationPath: "/etc/hostname")

      #expect(throws: KataError.unsafePath("steps/02-double/Sources/Calc/Link.swift")) {
        try Kata(folder: kata)
      }
    }
  }

  @Test func theCatalogListsKatasInCurriculumOrderThenByName() throws {
    try withTemporaryDirectory { folder in
      let katas = folder.appendingPathComponent("Katas")
      for (id, order) in [("zeta", "1"), ("alpha", "2"), ("beta", "null"), ("aardvark", "null")] {
        try write(["\(id)/kata.json": #"{"order": \#(order)}"#], in: katas)
      }
      try write(["not-a-kata/README.md": "no manifest\n"], in: katas)

      #expect(KataCatalog(folder: katas).kataIDs == ["zeta", "alpha", "aardvark", "beta"])
    }
  }

  @Test func starterFilesAreThereBeforeTheFirstStepAndUnderEveryStep() throws {
    try withTemporaryDirectory { folder in
      let url = try makeTinyKata(
        in: folder, extraFiles: ["starter/Sources/Calc/Given.swift": "given\n"])
      let kata = try Kata(folder: url)

      #expect(
        kata.files(under: "Sources", atStep: -1) == [
          "Sources/Calc/Given.swift": Data("given\n".utf8)
        ])
      #expect(kata.files(under: "Sources", atStep: 2)["Sources/Calc/Given.swift"] != nil)
      #expect(kata.files(under: "Tests", atStep: -1).isEmpty)

      let workspace = try WorkspaceStart.create(kata: kata, at: folder.appendingPathComponent("ws"))
      #expect(
        workspace.learnerFiles.files(under: "Sources")["Sources/Calc/Given.swift"]
          == Data("given\n".utf8))
    }
  }

  @Test func resourcesAreDeclaredInTheWorkspacePackageAndMustBePlainPaths() throws {
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "chapter": 1, "module": "Calc", "testFramework": "XCTest", "resources": ["Resources/menu.plist"], "steps": [{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"}]}"#
      let url = try makeTinyKata(in: folder, manifest: manifest)
      let kata = try Kata(folder: url)

      let workspace = try WorkspaceStart.create(kata: kata, at: folder.appendingPathComponent("ws"))
      let package = try String(
        contentsOf: workspace.root.appendingPathComponent("Package.swift"), encoding: .utf8)

      #expect(
        package.contains(
          #".target(name: "Calc", resources: [.process("Resources/menu.plist")]),"#))
      for bad in ["../menu.plist", "Resources/\"x\".plist", "/etc/passwd"] {
        let escaped = bad.replacingOccurrences(of: "\"", with: "\\\"")
        try write(
          ["kata.json": manifest.replacingOccurrences(of: "Resources/menu.plist", with: escaped)],
          in: url)
        #expect(throws: KataError.self, "\(bad)") { try Kata(folder: url) }
      }
    }
  }

  @Test func aKataNeedsAChapterOrAPart() throws {
    try withTemporaryDirectory { folder in
      let manifest =
        #"{"title": "t", "summary": "s", "part": "a tutorial", "module": "Calc", "testFramework": "XCTest", "steps": [{"id": "01-answer", "title": "t", "kind": "red", "expect": "amber"}]}"#
      let url = try makeTinyKata(in: folder, manifest: manifest)
      #expect(try Kata(folder: url).manifest.origin == "a tutorial")

      try write(
        ["kata.json": manifest.replacingOccurrences(of: #""part": "a tutorial", "#, with: "")],
        in: url)
      #expect(
        throws: KataError.invalidKata(
          kata: "tiny", reason: "kata.json needs a \"chapter\" or a \"part\"")
      ) {
        try Kata(folder: url)
      }
    }
  }

  @Test func theCatalogListsKatasAndRefusesUnknownNames() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let catalog = KataCatalog(folder: folder.appendingPathComponent("Katas"))

      #expect(catalog.kataIDs == ["tiny"])
      #expect(throws: KataError.unknownKata("../tiny", available: ["tiny"])) {
        try catalog.kata("../tiny")
      }
      #expect(throws: KataError.unknownKata("huge", available: ["tiny"])) {
        try catalog.kata("huge")
      }
    }
  }
}
