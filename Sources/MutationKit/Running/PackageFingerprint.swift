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
    Self.hash((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data())
  }

  /// The hash of the files of the test unit `name` (`Module.Class`, declared or extended
  /// there; `Swift Testing`, every file that imports it); `nil` when no file holds it.
  func unit(_ name: String) -> String? {
    let holding: [(path: String, text: String)]
    if name == "Swift Testing" {
      holding = testFiles.filter { $0.text.contains("import Testing") }
    } else {
      let type = String(name.split(separator: ".").last ?? "")
      guard let pattern = try? Regex("\\b(class|extension)\\s+\(type)\\b") else { return nil }
      holding = testFiles.filter { $0.text.contains(pattern) }
    }
    guard !holding.isEmpty else { return nil }
    return Self.hash(Data(holding.map { "\($0.path)\n\($0.text)" }.joined().utf8))
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
