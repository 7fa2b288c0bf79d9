import Foundation
import SwiftLexer

/// What the compiler knows when it reads a `#if` in a build here: the platform, the
/// architecture, the compiler's and the language's versions, the modules it can import and
/// the flags defined. Enough to tell which branch of a `#if` this build compiles, the one
/// whose code a mutant may change, from the branches it never sees.
///
/// A condition the tool cannot decide (`hasFeature`, a module it does not know) is unknown,
/// and every branch of its `#if` is left alone, as code that may not be compiled here.
struct CompilationConditions: Sendable {
  /// `Linux`, `macOS`…, as `os(…)` names it.
  var os: String
  /// `x86_64`, `arm64`…, as `arch(…)` names it.
  var arch: String
  /// The compiler's version, for `compiler(>=…)`.
  var compiler: [Int]
  /// The language mode's version, for `swift(>=…)`.
  var language: [Int]
  /// The flags defined: `DEBUG` in the debug builds mutants are tried in, and the package's
  /// `.define(…)`s. Any other name is false, as the compiler reads it.
  var defined: Set<String>
  /// The modules known to import here; the ones in ``elsewhere`` are known not to.
  var modules: Set<String>
  /// The language features the package turns on, for `hasFeature(…)` and `$Name`.
  var features: Set<String> = []

  /// The build of a package here: debug, on this platform and compiler, in Swift 6 mode.
  static var here: CompilationConditions {
    #if os(Linux)
      let os = "Linux"
      let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "Glibc", "Dispatch", "XCTest", "Testing",
        "Synchronization", "Observation", "RegexBuilder", "Distributed", "CoreFoundation",
      ]
    #else
      let os = "macOS"
      let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "Darwin", "Dispatch", "XCTest", "Testing",
        "Synchronization", "Observation", "RegexBuilder", "Distributed", "CoreFoundation",
        "AppKit", "Cocoa", "SwiftUI", "Combine", "os", "OSLog", "ObjectiveC", "Security",
        "Network", "CryptoKit", "CoreGraphics", "MachO",
      ]
    #endif
    #if arch(arm64)
      let arch = "arm64"
    #else
      let arch = "x86_64"
    #endif
    return CompilationConditions(
      os: os, arch: arch, compiler: compilerVersion, language: [6], defined: ["DEBUG"],
      modules: modules)
  }

  /// The version of the compiler that built this tool, the one that builds the mutants.
  private static var compilerVersion: [Int] {
    #if compiler(>=6.4)
      [6, 4]
    #elseif compiler(>=6.3)
      [6, 3]
    #elseif compiler(>=6.2)
      [6, 2]
    #else
      [6, 1]
    #endif
  }

  /// The modules of the other platforms, which never import here.
  var elsewhere: Set<String> {
    let apple: Set<String> = [
      "UIKit", "AppKit", "Cocoa", "Darwin", "SwiftUI", "Combine", "os", "OSLog", "ObjectiveC",
      "Security", "Network", "CryptoKit", "CoreGraphics", "MachO", "WatchKit", "CoreData",
    ]
    let others: Set<String> = [
      "Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "WASILibc", "FoundationNetworking",
      "FoundationXML", "UIKit",
    ]
    return (os == "Linux" ? apple : others).subtracting(modules)
  }

  /// These conditions with the package's own flags (`.define("NAME")` in `manifest`, the
  /// text of its `Package.swift`, unless its `.when(…)` names other platforms or the release
  /// build), its default traits (`.default(enabledTraits: ["A"])`, and the traits each of
  /// those enables in turn), which a build of the package defines as flags, features
  /// (`.enableUpcomingFeature("Name")`, `.enableExperimentalFeature`) and modules
  /// (`targets`) added.
  func adding(manifest: String, targets: [String]) -> CompilationConditions {
    var conditions = self
    let define = #/\.define\(\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*(?:,\s*\.when\(([^()]*)\))?\s*\)/#
    for match in manifest.matches(of: define) {
      let when = match.2.map(String.init) ?? ""
      let platform = os == "Linux" ? ".linux" : ".macOS"
      if when.contains("platforms:"), !when.contains(platform) { continue }
      if when.contains(".release") { continue }
      conditions.defined.insert(String(match.1))
    }
    conditions.defined.formUnion(Self.defaultTraits(in: manifest))
    let feature = #/\.enable(?:Upcoming|Experimental)Feature\(\s*"([A-Za-z0-9_]+)"/#
    for match in manifest.matches(of: feature) {
      conditions.features.insert(String(match.1))
    }
    conditions.modules.formUnion(targets)
    return conditions
  }

  /// The traits a build of the package in `manifest` enables by default: those of its
  /// `.default(enabledTraits: […])`, and every trait one of them enables, as SwiftPM does.
  static func defaultTraits(in manifest: String) -> Set<String> {
    let names = { (list: Substring) in
      Set(list.matches(of: #/"([A-Za-z_][A-Za-z0-9_]*)"/#).map { String($0.1) })
    }
    let defaults = manifest.matches(of: #/\.default\(\s*enabledTraits:\s*\[([^\]]*)\]/#)
      .reduce(into: Set<String>()) { $0.formUnion(names($1.1)) }
    var enables: [String: Set<String>] = [:]
    let trait =
      #/\.trait\(\s*name:\s*"([A-Za-z_][A-Za-z0-9_]*)"[^()]*?enabledTraits:\s*\[([^\]]*)\]/#
    for match in manifest.matches(of: trait) {
      enables[String(match.1), default: []].formUnion(names(match.2))
    }
    var enabled = defaults
    var waiting = Array(defaults)
    while let next = waiting.popLast() {
      for more in enables[next, default: []] where enabled.insert(more).inserted {
        waiting.append(more)
      }
    }
    return enabled
  }
}

extension CompilationConditions {
  /// The value of the condition of tokens `range` (after `#if` or `#elseif`), or `nil` when
  /// it cannot be decided here.
  func value(of tokens: [SwiftSource.Token], in range: Range<Int>) -> Bool? {
    var reader = ConditionReader(tokens: tokens, position: range.lowerBound, end: range.upperBound)
    let value = reader.disjunction(self)
    return reader.position == range.upperBound ? value : nil
  }

  /// The value of the test `name(argument)`, such as `os(Linux)`; `nil` when unknown.
  func value(ofTest name: String, _ argument: String, version: (String, [Int])?) -> Bool? {
    switch name {
    case "os": return argument == os
    case "arch": return argument == arch
    case "canImport":
      if modules.contains(argument) { return true }
      return elsewhere.contains(argument) ? false : nil
    case "swift", "compiler":
      guard let (comparison, wanted) = version else { return nil }
      let have = name == "swift" ? language : compiler
      let order = Self.compare(have, wanted)
      return comparison == ">=" ? order >= 0 : comparison == "<" ? order < 0 : nil
    case "targetEnvironment": return false
    case "hasFeature": return features.contains(argument) ? true : nil
    case "_endian": return argument == "little"
    case "_pointerBitWidth": return argument == "_64"
    case "_runtime": return argument == (os == "Linux" ? "_Native" : "_ObjC")
    default: return nil
    }
  }

  /// The order of two versions: negative, zero or positive, missing parts read as 0.
  static func compare(_ left: [Int], _ right: [Int]) -> Int {
    for index in 0..<max(left.count, right.count) {
      let (one, other) = (
        index < left.count ? left[index] : 0, index < right.count ? right[index] : 0
      )
      if one != other { return one < other ? -1 : 1 }
    }
    return 0
  }
}

/// Reads a `#if` condition from its tokens: `||`, `&&`, `!`, parentheses, names and tests
/// such as `os(Linux)` or `swift(>=5.9)`. Unknown anywhere makes the whole unknown, unless
/// the other side of `&&` is false or of `||` true, as the compiler would decide either way.
private struct ConditionReader {
  let tokens: [SwiftSource.Token]
  var position: Int
  let end: Int

  mutating func disjunction(_ conditions: CompilationConditions) -> Bool? {
    var value = conjunction(conditions)
    while marks("|", "|") {
      position += 2
      let other = conjunction(conditions)
      value = value == true || other == true ? true : (value == nil || other == nil ? nil : false)
    }
    return value
  }

  mutating func conjunction(_ conditions: CompilationConditions) -> Bool? {
    var value = unary(conditions)
    while marks("&", "&") {
      position += 2
      let other = unary(conditions)
      value =
        value == false || other == false ? false : (value == nil || other == nil ? nil : true)
    }
    return value
  }

  mutating func unary(_ conditions: CompilationConditions) -> Bool? {
    if marks("!") {
      position += 1
      return unary(conditions).map { !$0 }
    }
    if marks("(") {
      position += 1
      let value = disjunction(conditions)
      guard marks(")") else { return nil }
      position += 1
      return value
    }
    guard position < end, let name = tokens.name(at: position) else {
      position = end
      return nil
    }
    position += 1
    guard marks("(") else {
      if name == "true" || name == "false" { return name == "true" }
      if name.hasPrefix("$") {
        return conditions.features.contains(String(name.dropFirst())) ? true : nil
      }
      return conditions.defined.contains(name)
    }
    let close = min(tokens.end(ofGroupAt: position, "(", ")"), end)
    let inside = tokens[(position + 1)..<max(position + 1, close - 1)]
    position = close
    let words = inside.filter { $0.kind == .name || $0.kind == .number }.map(\.text)
    let comparison = inside.prefix { $0.kind == .punctuation }.map(\.text).joined()
    let version = inside.last.flatMap { token in
      token.kind == .number
        ? (comparison, token.text.split(separator: ".").compactMap { Int($0) }) : nil
    }
    return conditions.value(ofTest: name, words.first ?? "", version: version)
  }

  /// Whether the marks `texts` come next, each straight after the other.
  func marks(_ texts: String...) -> Bool {
    guard position + texts.count <= end else { return false }
    for (offset, text) in texts.enumerated() {
      guard tokens.isMark(position + offset, text) else { return false }
      if offset > 0,
        tokens[position + offset - 1].range.upperBound
          != tokens[position + offset].range.lowerBound
      {
        return false
      }
    }
    return true
  }
}
