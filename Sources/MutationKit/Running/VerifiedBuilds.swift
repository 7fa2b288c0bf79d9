import CommandLineSupport
import Foundation

/// The builds of a package copy, each shown to hold the sources last written and no others.
///
/// Every source the run writes into the copy ends with a marker of its own: a string the
/// compiler keeps in the test binary. A build is taken only when its binary holds the latest
/// marker of every file whose mutants are about to be judged and no marker of a version since
/// replaced; otherwise the files are dated anew and built again. Without that proof an
/// incremental build that missed a change would judge a mutant on another mutant's build.
struct VerifiedBuilds: Sendable {
  /// The copy built.
  let copy: PackageCopy
  /// Whether builds measure coverage (`--enable-code-coverage`), which the tests' runs need
  /// to agree with, or SwiftPM builds everything again.
  var coverage: Bool
  /// The start of every marker of this run: `tddkit-build-` and a word of its own, so that
  /// markers of earlier runs in the copy's build products are never mistaken for this one's.
  let prefix = "tddkit-build-\(UUID().uuidString.prefix(8).lowercased())-"
  /// The latest text written into each file (without its marker), and that marker, by path.
  private var latest: [String: (text: String, marker: String)] = [:]
  /// The file of every marker written, current or replaced.
  private var writtenInto: [String: String] = [:]

  /// Builds made so far, for the report.
  private(set) var made = 0

  /// How often a build that did not take its sources is tried again before the run stops.
  static let attempts = 3

  init(copy: PackageCopy, coverage: Bool) {
    self.copy = copy
    self.coverage = coverage
  }

  /// Writes `text` into the copy's file at `path`, with a new marker at its end.
  mutating func write(_ text: String, to path: String) throws(MutationError) {
    let marker = prefix + String(writtenInto.count + 1)
    latest[path] = (text, marker)
    writtenInto[marker] = path
    try copy.write(text + Self.declaration(of: marker), to: path)
  }

  /// The line that puts `marker` into the binary: a private constant, which the compiler
  /// keeps in a debug build (it is longer than the 15 bytes Swift keeps inline).
  static func declaration(of marker: String) -> String {
    "\n// Written by coverage-gate mutate: which build holds this version of the file.\n"
      + "private let tddkitBuildMarker = \"\(marker)\"\n"
  }

  /// Builds the copy with its tests.
  mutating func build() -> Subprocess.Outcome {
    made += 1
    let command =
      ["swift", "build", "--build-tests"] + (coverage ? ["--enable-code-coverage"] : [])
    return (try? Subprocess.run(command, in: copy.folder, mergingErrors: true, timeout: 3600))
      ?? Subprocess.Outcome(status: 1, output: "cannot start swift", errors: "", timedOut: false)
  }

  /// Makes sure the last build holds the latest version of each of `files`, and no version
  /// of any file since replaced: if not, writes the files again, dated later, and builds
  /// again, up to ``attempts`` times. Returns false when such a build fails to compile.
  mutating func prove(holding files: Set<String>) throws(MutationError) -> Bool {
    for _ in 1..<Self.attempts {
      guard let stale = try staleFiles(among: files) else { return true }
      for path in stale.sorted() {
        if let text = latest[path]?.text { try write(text, to: path) }
      }
      guard build().succeeded else { return false }
    }
    if let stale = try staleFiles(among: files) {
      throw .staleBuild(files: stale.sorted())
    }
    return true
  }

  /// The files whose latest version the test binary lacks or whose older one it holds,
  /// `nil` when it holds just what it should.
  private func staleFiles(among files: Set<String>) throws(MutationError) -> Set<String>? {
    guard let binary = Self.testBinary(in: copy.folder) else {
      throw .noTestBinary(path: copy.folder.appendingPathComponent(".build/debug").path)
    }
    let found = Self.markers(in: binary, startingWith: prefix)
    let missing = files.filter { latest[$0].map { !found.contains($0.marker) } ?? false }
    let replaced = found.compactMap { marker in
      writtenInto[marker].flatMap { latest[$0]?.marker == marker ? nil : $0 }
    }
    let stale = Set(missing).union(replaced)
    return stale.isEmpty ? nil : stale
  }

  /// The test binary SwiftPM builds in the copy: the file itself on Linux, the executable
  /// inside the bundle on macOS.
  static func testBinary(in folder: URL) -> URL? {
    let products = folder.appendingPathComponent(".build/debug")
    let manager = FileManager.default
    guard
      let name = ((try? manager.contentsOfDirectory(atPath: products.path)) ?? [])
        .first(where: { $0.hasSuffix("PackageTests.xctest") })
    else { return nil }
    let bundle = products.appendingPathComponent(name)
    let executables = bundle.appendingPathComponent("Contents/MacOS")
    guard let inside = try? manager.contentsOfDirectory(atPath: executables.path).first else {
      return bundle
    }
    return executables.appendingPathComponent(inside)
  }

  /// Every marker in the file at `binary` that starts with `prefix`.
  static func markers(in binary: URL, startingWith prefix: String) -> Set<String> {
    guard let data = try? Data(contentsOf: binary, options: .alwaysMapped) else { return [] }
    let needle = Array(prefix.utf8)
    var found = Set<String>()
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      // memchr finds each candidate's first byte; memcmp checks the rest.
      while offset + needle.count <= bytes.count,
        let hit = memchr(base + offset, Int32(needle[0]), bytes.count - offset - needle.count + 1)
      {
        let start = UnsafeRawPointer(hit) - base
        offset = start + 1
        guard memcmp(hit, needle, needle.count) == 0 else { continue }
        var end = start + needle.count
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
          end += 1
        }
        found.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        offset = end
      }
    }
    return found
  }
}
