import Testing

@testable import KataKit

/// Test discovery for the direct engine, as SwiftPM discovers XCTest cases on Linux.
@Suite struct XCTestDiscoveryTests {
  @Test func findsTestMethodsOfXCTestCaseSubclassesInBodiesAndExtensions() throws {
    let discovery = try XCTestDiscovery(files: [
      "B.swift": """
      import XCTest
      #if canImport(FoundationNetworking)
        import FoundationNetworking
      #endif
      @testable import Calc

      @MainActor final class ListTests: XCTestCase {
        private var sut: List!
        override func setUp() { sut = List() }
        func test_count_isZero() { XCTAssertEqual(sut.count, 0) }
        func test_load() async throws { try await sut.load() }
        func testHelper(_ value: Int) {}
        func helper() { func testNested() {} }
        @available(*, deprecated) nonisolated func test_old() throws(CalcError) {}
      }
      struct test_notAClass { func test_no() {} }
      class Helper { func test_no() {} }
      final class Spy<Value: Equatable>: Store { func test_no() {} }
      """,
      "A.swift": """
      import XCTest
      extension ListTests {
        func test_add() {}
      }
      class AnswerTests: XCTest.XCTestCase {
        func testAnswer() { let x = { () in }; x() }
      }
      class EmptyTests: XCTestCase {}
      """,
    ])

    #expect(
      discovery.classes == [
        .init(name: "AnswerTests", methods: [.init(name: "testAnswer", isAsync: false)]),
        .init(
          name: "ListTests",
          methods: [
            .init(name: "test_add", isAsync: false),
            .init(name: "test_count_isZero", isAsync: false),
            .init(name: "test_load", isAsync: true),
            .init(name: "test_old", isAsync: false),
          ]),
      ])
    #expect(discovery.testCount == 5)
  }

  @Test(arguments: [
    (
      "class A: XCTestCase {\n#if os(Linux)\nfunc test_a() {}\n#endif\n}",
      "declares code conditionally"
    ),
    ("class A: XCTestCase {}\nclass B: A { func test_b() {} }", "B inherits its tests from A"),
    ("class A: XCTestCase { private func test_a() {} }", "A.test_a is private or static"),
    ("class A: XCTestCase { static func test_a() {} }", "A.test_a is private or static"),
    ("class A: XCTestCase { func test_a() -> Int { 1 } }", "A.test_a is not a plain test method"),
    ("class A<T>: XCTestCase { func test_a() {} }", "A is generic"),
    ("private class A: XCTestCase { func test_a() {} }", "A is private"),
    ("enum E { class A: XCTestCase { func test_a() {} } }", "A is nested in another type"),
    (
      "class A: XCTestCase { func test_a() {} }\nextension A { func test_a() {} }", "declared twice"
    ),
  ])
  func refusesWhatItCannotBeSureOf(source: String, reason: String) {
    #expect {
      try XCTestDiscovery(files: ["T.swift": source])
    } throws: { error in
      "\(error)".contains(reason)
    }
  }

  @Test func theRunnerListsEveryTestAndRunsAsyncOnesThroughAsyncTest() throws {
    let discovery = try XCTestDiscovery(files: [
      "T.swift": "class A: XCTestCase { func test_b() async {} \n func test_a() {} }"
    ])

    let source = discovery.runnerSource(importing: "CalcTests")

    #expect(source.contains("@main"))
    #expect(source.contains("@testable import CalcTests\n"))
    #expect(source.contains("static nonisolated(unsafe) let __allTests__A = [\n"))
    #expect(source.contains(#"("test_a", test_a),"#))
    #expect(source.contains(#"("test_b", asyncTest(test_b)),"#))
    #expect(source.contains("testCase(A.__allTests__A),"))

    let folded = discovery.runnerSource(importing: nil)

    #expect(!folded.contains("import CalcTests"))
    #expect(folded.contains(#"("test_a", A.test_a),"#))
    #expect(folded.contains(#"("test_b", asyncTest(A.test_b)),"#))
    #expect(folded.contains("] as [(String, (A) -> () throws -> Void)]),"))
  }

  /// Only sources that name no isolation may have their runner compiled with them.
  @Test func aSourceThatNamesAnIsolationIsSeen() throws {
    let plain = "class A: XCTestCase { func test_a() {} }"

    #expect(try !XCTestDiscovery(files: ["T.swift": plain]).namesAnIsolation)
    #expect(try XCTestDiscovery(files: ["T.swift": "@MainActor " + plain]).namesAnIsolation)
    #expect(
      try XCTestDiscovery(files: ["T.swift": plain, "U.swift": "nonisolated func f() {}"])
        .namesAnIsolation)
  }
}
