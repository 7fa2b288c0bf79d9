import Foundation
import Testing

@testable import SwiftLexer

/// The size of each type under `Sources/`, counted across every file that declares or
/// extends it (a type nested in another counts toward the outer one), so spreading a type over
/// `Type+Concern.swift` files cannot hide its size. Size is a signal to look, never a reason
/// to split: a type past 300 lines is reported as a warning for a reviewer to read, who splits
/// it where its responsibilities part (see CONTRIBUTING.md), or leaves it whole.
@Suite struct TypeSizeTests {
  /// The size past which a type is reported, across its files.
  static let limit = 300

  /// The lines of each top-level type declared or extended in `text`, by the type's name,
  /// from its keyword's line to its closing brace's.
  static func typeLines(in text: String) -> [String: Int] {
    let source = SwiftSource(text)
    let tokens = source.tokens
    let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    var sizes: [String: Int] = [:]
    var depth = 0
    var offset = 0
    while offset < tokens.count {
      if tokens.isMark(offset, "{") {
        depth += 1
      } else if tokens.isMark(offset, "}") {
        depth -= 1
      } else if depth == 0, let keyword = tokens.name(at: offset), keywords.contains(keyword),
        let name = tokens.name(at: offset + 1)
      {
        var open = offset + 1
        while open < tokens.count, !tokens.isMark(open, "{") { open += 1 }
        guard open < tokens.count else { break }
        let close = tokens.end(ofGroupAt: open, "{", "}") - 1
        let first = source.line(at: tokens[offset].range.lowerBound)
        sizes[name, default: 0] += source.line(at: tokens[close].range.lowerBound) - first + 1
        offset = close + 1
        continue
      }
      offset += 1
    }
    return sizes
  }

  @Test func typesPastTheLimitAreReportedForReview() throws {
    var sizes: [String: Int] = [:]
    for source in try CodeSizeTests.sources() {
      sizes.merge(Self.typeLines(in: source.text), uniquingKeysWith: +)
    }
    let large = sizes.filter { $0.value > Self.limit }.map { (place: $0.key, lines: $0.value) }

    #expect(sizes.count > 100, "the types were found")
    if !large.isEmpty {
      Issue.record(
        "types past \(Self.limit) lines, to review:\n\(CodeSizeTests.report(large))",
        severity: .warning)
    }
  }

  @Test func aTypeIsCountedAcrossItsExtensionsAndNestedTypes() {
    let text = """
      struct Room {
        struct Row {
          var name: String
        }
      }

      extension Room.Row {
        var shown: String { "{" + name }
      }
      // extension Room {
      enum Light { case red }
      """

    #expect(Self.typeLines(in: text) == ["Room": 8, "Light": 1])
  }
}
