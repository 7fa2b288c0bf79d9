import Foundation
import Testing

@testable import SwiftLexer

/// The length of each function, initializer, subscript and computed property body under
/// `Sources/`: one past 60 lines, more than a screen, is reported as a warning for a reviewer,
/// a signal to look and never a reason to split (a type's size across its files is
/// `TypeSizeTests`'s). Bodies are measured on the tokens of `SwiftLexer`, so braces in
/// strings, comments and interpolations do not count.
@Suite struct CodeSizeTests {
  /// The length past which a body is reported, from its keyword's line to its closing brace's.
  static let bodyLimit = 60

  /// A body: where its keyword is, what it declares and how many lines it spans.
  struct Body: Equatable {
    var line: Int
    var name: String
    var lines: Int
  }

  /// Every `.swift` file under `Sources/`, by its path from the repository root.
  static func sources() throws -> [(path: String, text: String)] {
    let root = RepositoryCopy.source
    let sources = root.appendingPathComponent("Sources")
    return try (FileManager.default.subpaths(atPath: sources.path) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted().map { path in
        let text = try String(
          contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        return ("Sources/\(path)", text)
      }
  }

  /// Every function, initializer, subscript and computed property (its getter, or its
  /// accessors) with a body in `text`, nested ones included.
  static func bodies(in text: String) -> [Body] {
    let source = SwiftSource(text)
    let tokens = source.tokens
    return tokens.indices.compactMap { offset -> Body? in
      guard let keyword = tokens.name(at: offset),
        ["func", "init", "subscript", "var"].contains(keyword), !tokens.isMark(offset - 1, "."),
        let open = bodyStart(after: offset, in: tokens)
      else { return nil }
      let close = tokens.end(ofGroupAt: open, "{", "}") - 1
      let first = source.line(at: tokens[offset].range.lowerBound)
      let last = source.line(at: tokens[close].range.lowerBound)
      return Body(line: first, name: name(at: offset, in: tokens), lines: last - first + 1)
    }
  }

  /// The offset of the `{` that opens the body of the declaration whose keyword is at
  /// `offset`, or `nil` for a requirement or a stored property: the signature ends at a
  /// declaration keyword, at the `}` of the protocol or at a stored value's `=` first. Parentheses and square brackets are skipped whole, for
  /// default values and closure types.
  static func bodyStart(after offset: Int, in tokens: [SwiftSource.Token]) -> Int? {
    let declarations: Set<String> = [
      "func", "init", "subscript", "var", "let", "case", "static", "class", "struct", "enum",
      "protocol", "extension", "actor", "typealias", "associatedtype", "mutating",
      "nonmutating", "public", "private", "fileprivate", "internal", "open", "override",
      "deinit", "nonisolated",
    ]
    let isProperty = tokens[offset].text == "var"
    var offset = offset + 1
    while offset < tokens.count {
      if tokens.isMark(offset, "(") {
        offset = tokens.end(ofGroupAt: offset, "(", ")")
      } else if tokens.isMark(offset, "[") {
        offset = tokens.end(ofGroupAt: offset, "[", "]")
      } else if tokens.isMark(offset, "{") {
        return isAccessorRequirement(at: offset, in: tokens) ? nil : offset
      } else if tokens.isMark(offset, "}") || (isProperty && tokens.isMark(offset, "="))
        || tokens.name(at: offset).map(declarations.contains) == true
      {
        return nil
      } else {
        offset += 1
      }
    }
    return nil
  }

  /// Whether the braces at `offset` hold only a requirement's accessors: `{ get set }`.
  static func isAccessorRequirement(at offset: Int, in tokens: [SwiftSource.Token]) -> Bool {
    let inside = tokens[(offset + 1)..<(tokens.end(ofGroupAt: offset, "{", "}") - 1)]
    return !inside.isEmpty
      && inside.allSatisfy { ["get", "set", "async", "throws"].contains($0.text) }
  }

  /// What the keyword at `offset` declares: `init`, `subscript`, or the function's name, an
  /// operator's marks joined.
  static func name(at offset: Int, in tokens: [SwiftSource.Token]) -> String {
    if tokens[offset].text == "var" { return tokens.name(at: offset + 1) ?? "var" }
    guard tokens[offset].text == "func" else { return tokens[offset].text }
    if let name = tokens.name(at: offset + 1) { return name }
    var marks = ""
    var next = offset + 1
    while next < tokens.count, tokens[next].kind == .punctuation,
      !["(", "<"].contains(tokens[next].text)
    {
      marks += tokens[next].text
      next += 1
    }
    return marks
  }

  /// `offenders` as lines of `place N lines`, longest first: a body's place is
  /// `path:line name`, a file's its path.
  static func report(_ offenders: [(place: String, lines: Int)]) -> String {
    offenders.sorted { ($1.lines, $0.place) < ($0.lines, $1.place) }
      .map { "\($0.place) \($0.lines) lines" }.joined(separator: "\n")
  }

  @Test func bodiesPastTheLimitAreReportedForReview() throws {
    let bodies = try Self.sources().flatMap { source in
      Self.bodies(in: source.text).map { (path: source.path, body: $0) }
    }
    let long = bodies.filter { $0.body.lines > Self.bodyLimit }.map {
      (place: "\($0.path):\($0.body.line) \($0.body.name)", lines: $0.body.lines)
    }

    #expect(bodies.count > 1000, "the bodies were found")
    if !long.isEmpty {
      Issue.record(
        "bodies past \(Self.bodyLimit) lines, to review:\n\(Self.report(long))",
        severity: .warning)
    }
  }

  @Test func bodiesAreMeasuredOnTokensAndRequirementsHaveNone() {
    let text = """
      protocol Shape {
        func area() -> Double
        subscript(index: Int) -> Int { get set }
        init(size: Int)
      }
      struct Square: Shape {
        init(size: Int) { self.size = size }
        func area(
          scale: Double = { 1 }()
        ) -> Double {
          let brace = "}{ \\("}") }"
          // }
          return Double(size) * scale
        }
        subscript(index: Int) -> Int {
          get { index }
          set {}
        }
        static func == (a: Self, b: Self) -> Bool { a.size == b.size }
        var copy: Self { .init(size: size) }
        var size = 0
      }
      """

    #expect(
      Self.bodies(in: text) == [
        Body(line: 7, name: "init", lines: 1), Body(line: 8, name: "area", lines: 7),
        Body(line: 15, name: "subscript", lines: 4), Body(line: 19, name: "==", lines: 1),
        Body(line: 20, name: "copy", lines: 1),
      ])
  }
}
