import Foundation
import SwiftLexer
import Testing

@testable import KataKit

/// Every chaff of every red step of every kata, as a learner's verdict would name it missed:
/// no line of the reference, which the learner never saw, and, for a generated mutant, only
/// names of the step's API, operators and literals in its code spans.
@Suite struct MutantWordsSweepTests {
  /// Whether `span`, a code span of a mutant's words, shows nothing hidden: a name (dotted)
  /// of `api`, an operator, or a literal.
  static func isShowable(_ span: String, api: Set<String>) -> Bool {
    if span.allSatisfy({ !($0.isLetter || $0.isNumber || $0 == "_") }) { return true }
    let number = span.replacingOccurrences(of: "_", with: "")
    if ["true", "false", "nil", "\"\"", "[]", "[:]"].contains(span) || Double(number) != nil {
      return true
    }
    return span.split(separator: ".").allSatisfy {
      api.contains(String($0)) || $0.allSatisfy { !($0.isLetter || $0.isNumber) }
    }
  }

  @Test func noMissedChaffShowsHiddenSource() throws {
    var shown: [String] = []
    var summaries = 0
    for kata in try APISoFarKatasTests.katas() {
      for index in 0..<kata.stepCount where kata.step(index).kind == .red {
        let reference = kata.files(under: "Sources", atStep: index)
          .filter { $0.key.hasSuffix(".swift") }
          .mapValues { String(decoding: $0, as: UTF8.self) }
        let lines = Set(
          reference.values.flatMap { $0.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 8 })
        let api = Set(reference.values.flatMap { SwiftSource($0).declarations.map(\.name) })
        for chaff in kata.chaffs(ofStep: index).map(\.chaff) {
          summaries += 1
          let place = "\(kata.id) step \(index + 1) \(chaff.id)"
          if let line = lines.first(where: chaff.summary.contains) {
            shown.append("\(place): shows `\(line)`")
          }
          guard chaff.id.hasPrefix("mutant-") else { continue }
          let spans = chaff.summary.split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
          for span in spans where !Self.isShowable(span, api: api) {
            shown.append("\(place): shows `\(span)`")
          }
        }
      }
    }

    #expect(summaries > 100, "the katas' chaffs were read")
    #expect(shown == [])
  }
}
