import SwiftLexer
import Testing

@testable import MutationKit

/// Which mutants a Swift file has: each operator where it applies, and nothing in strings,
/// comments, generics, attributes, `#if` blocks or operators of the user's own.
@Suite struct MutantFinderTests {
  func labels(_ source: String, _ operators: Set<MutationOperator> = Set(MutationOperator.allCases))
    -> [String]
  {
    MutantFinder(operators: operators).mutants(in: source, file: "F.swift").map {
      "\($0.line): \($0.original) → \($0.replacement)"
    }
  }

  @Test func everyOperatorWhereItApplies() {
    let source = """
      func check(_ a: Int, _ b: Int, _ on: Bool) -> Bool {
        if a < b && !on { log(a) }
        let sum = a + b * 2
        return sum >= 10 || on == true
      }
      """

    #expect(
      labels(source) == [
        "2: < → <=", "2: && → ||", "2: ! → (removed)", "3: + → -", "3: * → /", "3: 2 → 3",
        "3: 2 → 1", "4: return sum >= 10 || on == true → return false", "4: >= → >",
        "4: 10 → 11", "4: 10 → 9", "4: || → &&", "4: == → !=", "4: true → false",
      ])
  }

  @Test func callsOnTheirOwnLineAreRemovedAndNothingElse() {
    let source = """
      func save() throws {
        items.append(item)
        try store.save(items)
        delegate?.didSave(self)
        let count = items.count(of: 1)
        self.init(value)
        print(
          "multi-line")
        queue.async { work() }
      }
      """

    #expect(
      labels(source, [.removedCall]) == [
        "2: items.append(item) → (removed)", "3: try store.save(items) → (removed)",
        "4: delegate?.didSave(self) → (removed)",
      ])
  }

  @Test func aReturnedValueBecomesTheEmptyValueOfItsType() {
    let source = """
      struct Cart {
        var total: Int { return items.count }
        var name: String {
          get { return title }
        }
        func first() -> Item? { return items.first }
        func all() -> [Item] { return items.map { item in return item } }
        func table() -> [String: Int] where Item: Hashable { return index }
        func make() -> Cart { return Cart() }
        func ready() -> Bool {
          if items.isEmpty { return false }
          return true
        }
      }
      """

    #expect(
      labels(source, [.defaultReturn]) == [
        "2: return items.count → return 0", "4: return title → return \"\"",
        "6: return items.first → return nil",
        "7: return items.map { item in return item } → return []",
        "8: return index → return [:]",
      ])
  }

  @Test func nothingInStringsCommentsOrAttributes() {
    let source = """
      // if a < b { return true }
      /* a == b, x + 1 */
      let text = "a < b && \\(c + 1) == 2"
      let raw = #"x != y"#
      @available(macOS 13, *)
      func f() {}
      """

    #expect(labels(source).isEmpty)
  }

  /// The branch of each `#if` that a build here compiles is code, mutated as any other; the
  /// branches it never compiles, and every branch of a `#if` it cannot decide, are not, and
  /// their lines are counted.
  @Test func onlyTheBranchCompiledHereIsMutated() {
    #if os(Linux)
      let (here, there) = ("Linux", "macOS")
    #else
      let (here, there) = ("macOS", "Linux")
    #endif
    let source = """
      #if os(\(there))
      let a = 1
      #elseif os(\(here)) && !SOME_FLAG
      let b = 2
        #if canImport(UIKit)
        let c = 3
        #else
        let d = 4
        #endif
      #else
      let e = 5
      #endif
      #if hasFeature(Whatever)
      let f = 6
      #endif
      #if DEBUG || NEVER
      let g = 7
      #endif
      #if swift(>=5.9) && compiler(<99)
      let h = 8
      #endif
      let i = 9
      """

    #expect(
      labels(source, [.integerConstant]).map { $0.components(separatedBy: " ").last! } == [
        "3", "1", "5", "3", "8", "6", "9", "7", "10", "8",
      ])
    let scan = MutantFinder().scan(source, file: "F.swift")
    #expect(scan.inactiveLines == 4, "a, c, e and f")
  }

  /// A regex literal is text, as a string is: its counts and ranges are no integers, its
  /// `+` and `-` no operators. A `/` that divides is still mutated.
  @Test func nothingInsideARegexLiteral() {
    let source = """
      func parse(_ s: String) -> Bool {
        let pair = #/(ab){2}/#
        return s.wholeMatch(of: /[a-z]+-[0-9]+/) != nil && s.count / 2 > 1
      }
      """

    #expect(
      labels(source, [.integerConstant, .arithmetic]) == [
        "3: / → *", "3: 2 → 3", "3: 2 → 1", "3: 1 → 2", "3: 1 → 0",
      ])
  }

  /// A package's manifest decides flags and features: a `.define` for another platform or
  /// for release builds only is not defined here, a feature turned on is known.
  @Test func thePackagesFlagsAndFeaturesDecideItsConditions() {
    #if os(Linux)
      let other = ".macOS, .iOS"
    #else
      let other = ".linux"
    #endif
    let manifest = """
      swiftSettings: [
        .define("ELSEWHERE", .when(platforms: [\(other)])),
        .define("EVERYWHERE"),
        .define("CHECKED", .when(configuration: .debug)),
        .define("FAST", .when(configuration: .release)),
        .enableExperimentalFeature("Lifetimes"),
      ]
      """
    let conditions = CompilationConditions.here.adding(manifest: manifest, targets: ["Shop"])

    #expect(conditions.defined == ["DEBUG", "EVERYWHERE", "CHECKED"])
    let source = SwiftSource("$Lifetimes && hasFeature(Lifetimes) && canImport(Shop)")
    #expect(conditions.value(of: source.tokens, in: 0..<source.tokens.count) == true)
    let unknown = SwiftSource("$Other || canImport(SomeoneElses)")
    #expect(conditions.value(of: unknown.tokens, in: 0..<unknown.tokens.count) == nil)
  }

  /// A package's default traits are flags of its build, and so are the traits they enable;
  /// a trait no default enables is not.
  @Test func thePackagesDefaultTraitsAreDefined() {
    let manifest = """
      traits: [
        .default(enabledTraits: ["Logging", "Metrics"]),
        .trait(name: "Logging", description: "logs", enabledTraits: ["Formatting"]),
        .trait(name: "Metrics"),
        .trait(name: "Formatting"),
        .trait(name: "Tracing", enabledTraits: ["Exporting"]),
      ],
      """
    let conditions = CompilationConditions.here.adding(manifest: manifest, targets: [])

    #expect(conditions.defined == ["DEBUG", "Logging", "Metrics", "Formatting"])
    let source = SwiftSource("Formatting && !Tracing")
    #expect(conditions.value(of: source.tokens, in: 0..<source.tokens.count) == true)
  }

  /// A removed `lock()` or `unlock()` only a race could show: no unit test can catch it for
  /// sure, so it is no mutant, where other calls on their own line are.
  @Test func aLockOrUnlockIsNeverRemoved() {
    let source = """
      func save(_ value: Int) {
        lock.lock()
        self.lock.unlock()
        store.write(value)
      }
      """

    #expect(labels(source, [.removedCall]) == ["4: store.write(value) → (removed)"])
  }

  @Test func genericsRequirementsAndOtherOperatorsAreLeftAlone() {
    let source = """
      func pick<T: Comparable>(_ a: Array<T>, _ b: Dictionary<String, Int>) -> T where T == Int {
        let range = 0..<count
        let all = 1...count
        let moved = a <~> b
        let shifted = a << 1
        let negative = -value
        let tight = a-b
        let unwrapped = maybe!
        let pair = tuple.0
        return a ?? b
      }
      """

    #expect(
      labels(source, [.relationalBoundary, .negatedEquality, .arithmetic, .removedNot])
        .isEmpty)
    #expect(
      labels(source, [.integerConstant]) == [
        "2: 0 → 1", "3: 1 → 2", "3: 1 → 0", "5: 1 → 2", "5: 1 → 0",
      ])
  }

  @Test func aMutantIsAnEditOfTheFileAndNamesItsPlace() throws {
    let source = "let a = 1\nlet free = total >= 40\n"
    let mutant = try #require(
      MutantFinder(operators: [.relationalBoundary]).mutants(
        in: source, file: "Sources/Shop/Price.swift"
      )
      .first)

    #expect(mutant.applied(to: source) == "let a = 1\nlet free = total > 40\n")
    #expect(mutant.label == "Sources/Shop/Price.swift:2:18: >= → >")
    #expect(mutant.column == 18)
  }
}
