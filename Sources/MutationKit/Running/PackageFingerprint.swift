import CommandLineSupport
import Foundation

/// What a package's mutants' outcomes depend on, as hashes: `Package.swift`, each source
/// file, the files of each test class and every test file. Read once, from the package
/// itself (never the copy), for `--incremental`.
struct PackageFingerprint: Sendable {
  /// The package root.
  let root: URL
  /// The hash of `Package.swift`.
  let package: String
  /// The hash of every Swift file under `Tests`, paths included.
  let tests: String
  /// The test files, by path, with their text.
  private let testFiles: [(path: String, text: String)]
  /// The hashes worked out so far, by source path and by test unit: a run of a thousand
  /// kept outcomes asks for each a thousand times.
  private let known = Locked((sources: [String: String](), units: [String: String?]()))

  /// The fingerprint of the package at `root`.
  init(root: URL) {
    self.root = root
    let files = PackageCopy.files(under: root)
      .filter { $0.hasPrefix("Tests/") && $0.hasSuffix(".swift") }.sorted()
    testFiles = files.map { path in
      (path, (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "")
    }
    package = Self.hash(
      (try? Data(contentsOf: root.appendingPathComponent("Package.swift"))) ?? Data())
    tests = Self.hash(Data(testFiles.map { "\($0.path)\n\($0.text)" }.joined().utf8))
  }

  /// The hash of the source file at `path` (relative to the root).
  func source(_ path: String) -> String {
    if let hash = known.withLock({ $0.sources[path] }) { return hash }
    let hash = Self.hash((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data())
    known.withLock { $0.sources[path] = hash }
    return hash
  }

  /// The hash of the files of the test unit `name` (an XCTest class `Module.Class` and a
  /// Swift Testing suite's test `Module.Suite/test()`, where their type is declared or
  /// extended; a free Swift Testing test `Module.test()`, where its function is; `Swift
  /// Testing`, every file that imports it); `nil` when no file holds it.
  func unit(_ name: String) -> String? {
    if let hash = known.withLock({ $0.units[name] }) { return hash }
    let holds = Self.holder(of: name)
    let holding = testFiles.filter { holds($0.text) }
    let hash =
      holding.isEmpty
      ? nil : Self.hash(Data(holding.map { "\($0.path)\n\($0.text)" }.joined().utf8))
    known.withLock { $0.units[name] = hash }
    return hash
  }

  /// Whether a test file's text holds the test unit `name`.
  private static func holder(of name: String) -> (String) -> Bool {
    if name == "Swift Testing" { return { $0.contains("import Testing") } }
    let owner = String(name.split(separator: "/").first ?? "")
    let last = String(owner.split(separator: ".").last ?? "")
    if !name.contains("/"), last.hasSuffix(")") {
      let function = "func \(last.prefix { $0 != "(" })("
      return { $0.contains(function) }
    }
    let type = NSRegularExpression.escapedPattern(for: last)
    guard let pattern = try? Regex("\\b(class|struct|enum|actor|extension)\\s+\(type)\\b") else {
      return { _ in false }
    }
    return { $0.contains(pattern) }
  }

  /// A 64-bit FNV-1a hash of `data`, in hexadecimal: enough to tell a changed file.
  static func hash(_ data: Data) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(value, radix: 16)
  }
}
