import CommandLineSupport
import Foundation
import Testing

@testable import SwiftLexer

/// The lexer read against the compiler over real packages: in each Swift file under
/// `LEXER_CORPUS` (a folder of packages, any depth), every integer literal and every regex
/// literal the compiler's parser finds, the lexer finds too: none is read as the text of a
/// string, nor a regex's contents as code. The compiler's dump leaves out the code of a
/// top-level `#if`, and the lexer keeps a string's interpolation as part of the string, so
/// the check is one way: what the compiler finds. `Scripts/lexer-vs-compiler.sh` runs it.
@Suite struct CompilerAgreementTests {
  /// The corpus, when one is given.
  static let corpus = ProcessInfo.processInfo.environment["LEXER_CORPUS"]

  /// What one file holds, as the compiler or the lexer reads it.
  struct Literals: Equatable {
    /// The integer literals' values, without `_` and in lower case, by how many times each.
    var integers: [String: Int] = [:]
    /// How many regex literals.
    var regexes = 0
  }

  /// The literals `swiftc -dump-parse` finds in `file` in Swift 6 mode; `nil` when it
  /// cannot read the file.
  static func compilerLiterals(of file: String) -> Literals? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-frontend", "-dump-parse", "-swift-version", "6", "-dump-ast-format", "json",
      file,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let tree = try? JSONSerialization.jsonObject(with: data)
    else { return nil }
    var literals = Literals()
    collect(tree, into: &literals)
    return literals
  }

  /// Adds the literals of the parse tree `node` to `literals`, each once: an initializer
  /// shows as written (`original_init`) and again as processed, which is skipped. The code
  /// of a string's interpolation is part of the string to the lexer, so it is left out.
  static func collect(_ node: Any, into literals: inout Literals) {
    if let object = node as? [String: Any] {
      switch object["_kind"] as? String {
      case "interpolated_string_literal_expr":
        return
      case "integer_literal_expr":
        if let value = object["value"] as? String {
          literals.integers[normalized(value), default: 0] += 1
        }
      case "regex_literal_expr":
        literals.regexes += 1
      default:
        break
      }
      for (key, value) in object where key != "processed_init" {
        collect(value, into: &literals)
      }
    } else if let array = node as? [Any] {
      for element in array { collect(element, into: &literals) }
    }
  }

  /// The literals the lexer finds in `text`.
  static func lexerLiterals(of text: String) -> Literals {
    var literals = Literals()
    for token in SwiftSource(text).tokens {
      switch token.kind {
      case .number
      where token.text.wholeMatch(of: #/0x[0-9a-fA-F_]+|0b[01_]+|0o[0-7_]+|[0-9][0-9_]*/#) != nil:
        literals.integers[normalized(token.text), default: 0] += 1
      case .regex:
        literals.regexes += 1
      default:
        break
      }
    }
    return literals
  }

  /// An integer's text as both sides are compared: no sign, no `_`, lower case.
  static func normalized(_ value: String) -> String {
    value.drop { $0 == "-" }.filter { $0 != "_" }.lowercased()
  }

  /// Where `lexer` falls short of `compiler`: each integer the compiler has more often,
  /// and the regex counts when the compiler has more; empty when the lexer misses none.
  static func disagreements(lexer: Literals, compiler: Literals) -> [String] {
    var found = compiler.integers.compactMap { value, count in
      (lexer.integers[value] ?? 0) < count
        ? "integer \(value): compiler \(count), lexer \(lexer.integers[value] ?? 0)" : nil
    }.sorted()
    if lexer.regexes < compiler.regexes {
      found.append("regex literals: compiler \(compiler.regexes), lexer \(lexer.regexes)")
    }
    return found
  }

  @Test func aDisagreementIsNamed() {
    let lexer = Literals(integers: ["1": 1], regexes: 1)
    let compiler = Literals(integers: ["1": 2, "9": 1], regexes: 0)

    #expect(
      Self.disagreements(lexer: lexer, compiler: compiler) == [
        "integer 1: compiler 2, lexer 1", "integer 9: compiler 1, lexer 0",
      ])
    #expect(
      Self.disagreements(lexer: Literals(), compiler: Literals(regexes: 1)) == [
        "regex literals: compiler 1, lexer 0"
      ])
    #expect(
      Self.lexerLiterals(of: "let r = /[0-9]+/; let n = 1_000 + 0x1F; x.0")
        == Literals(integers: ["1000": 1, "0x1f": 1, "0": 1], regexes: 1))
  }

  @Test(.enabled(if: corpus != nil, "set LEXER_CORPUS to a folder of Swift packages to read"))
  func theLexerFindsTheLiteralsTheCompilerFinds() throws {
    let root = try #require(Self.corpus)
    let files = (FileManager.default.subpaths(atPath: root) ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.sorted()
      .map { "\(root)/\($0)" }
    let results = Locked<(read: Int, unreadable: Int, disagreeing: [String])>((0, 0, []))
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      guard let text = try? String(contentsOfFile: file, encoding: .utf8),
        let compiler = Self.compilerLiterals(of: file)
      else {
        results.withLock { $0.unreadable += 1 }
        return
      }
      let found = Self.disagreements(lexer: Self.lexerLiterals(of: text), compiler: compiler)
      results.withLock {
        $0.read += 1
        if !found.isEmpty { $0.disagreeing.append("\(file): \(found.joined(separator: "; "))") }
      }
    }
    let summary = results.current
    print(
      "Read \(summary.read) files as the compiler and the lexer do (\(summary.unreadable) the compiler could not parse); \(summary.disagreeing.count) disagree"
    )
    #expect(summary.read >= 2_000, "a corpus of 2,000 files or more")
    #expect(
      summary.disagreeing.sorted() == [],
      "\(summary.disagreeing.sorted().prefix(30).joined(separator: "\n"))")
  }
}
