import Foundation

/// Proves a kata sound: every red step's tests fail (or do not compile, as the manifest
/// says) against the previous step's reference, every step's reference is green, refactor
/// steps stay green, and the final tests pass against the real library in `Sources/`.
///
/// One package per kata is kept under the work folder and rewritten file by file, only
/// where a file changes, so each run builds incrementally.
public struct KataVerifier {
  /// One check of a step.
  public struct Check: Equatable, Sendable {
    /// The step, or "final" for the check against the library.
    public var label: String
    /// What was checked, such as "tests on the previous reference".
    public var what: String
    /// The light expected.
    public var expected: Light
    /// The outcome seen.
    public var outcome: TestOutcome

    /// Whether the light was the expected one.
    public var passed: Bool { outcome.light == expected }
  }

  private let runner: any TestRunning
  private let workFolder: URL
  private let librariesFolder: URL?

  /// Creates a verifier.
  ///
  /// - Parameters:
  ///   - runner: runs the tests.
  ///   - workFolder: where the package of each kata is kept between runs.
  ///   - librariesFolder: the repository's `Sources/`, for the final check; none skips it.
  public init(runner: any TestRunning, workFolder: URL, librariesFolder: URL?) {
    self.runner = runner
    self.workFolder = workFolder
    self.librariesFolder = librariesFolder
  }

  /// Verifies `kata`, calling `progress` after each check; stops at the first failed check.
  ///
  /// - Returns: every check made.
  public func verify(_ kata: Kata, progress: (Check) -> Void) throws(KataError) -> [Check] {
    let folder = workFolder.appendingPathComponent(kata.id)
    let module = kata.manifest.module
    var checks: [Check] = []
    func run(
      _ label: String, _ what: String, expecting light: Light, sources: [String: Data],
      tests: [String: Data]
    )
      throws(KataError) -> Bool
    {
      var files = sources.merging(tests) { first, _ in first }
      files[PackageTemplate.placeholderPath(module: module)] = Data(
        PackageTemplate.placeholder.utf8)
      files["Package.swift"] = Data(PackageTemplate.manifest(package: kata.id, module: module).utf8)
      try Self.sync(folder, to: files)
      let outcome = OutcomeClassifier(folder: folder).classify(
        try runner.runTests(in: folder, framework: kata.manifest.testFramework))
      let check = Check(label: label, what: what, expected: light, outcome: outcome)
      checks.append(check)
      progress(check)
      return check.passed
    }
    for index in 0..<kata.stepCount {
      let step = kata.step(index)
      let label = "\(index + 1)/\(kata.stepCount) \(step.id)"
      let tests = kata.files(under: "Tests", atStep: index)
      if step.kind == .red, let expected = step.expect {
        guard
          try run(
            label, "tests on the previous reference", expecting: expected,
            sources: kata.files(under: "Sources", atStep: index - 1), tests: tests)
        else { return checks }
      }
      guard
        try run(
          label, "tests on this step's reference", expecting: .green,
          sources: kata.files(under: "Sources", atStep: index), tests: tests)
      else { return checks }
    }
    if let reference = kata.manifest.reference, let librariesFolder {
      let library = try Self.files(
        in: librariesFolder.appendingPathComponent(reference), as: "Sources/\(module)")
      _ = try run(
        "final", "final tests on Sources/\(reference)", expecting: .green, sources: library,
        tests: kata.files(under: "Tests", atStep: kata.stepCount - 1))
    }
    return checks
  }

  /// The files under `folder`, keyed by `prefix` plus their path inside it.
  private static func files(in folder: URL, as prefix: String) throws(KataError) -> [String: Data] {
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
      throw .file(path: folder.path, reason: "no such library")
    }
    var files: [String: Data] = [:]
    for relative in paths {
      let url = folder.appendingPathComponent(relative)
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = try? Data(contentsOf: url)
      else { continue }
      files["\(prefix)/\(relative)"] = data
    }
    return files
  }

  /// Makes `folder`'s `Package.swift`, `Sources` and `Tests` exactly `files`, touching only
  /// the files that change so the build stays incremental.
  static func sync(_ folder: URL, to files: [String: Data]) throws(KataError) {
    for top in ["Sources", "Tests"] {
      let base = folder.appendingPathComponent(top)
      for relative in FileManager.default.subpaths(atPath: base.path) ?? [] {
        let url = base.appendingPathComponent(relative)
        let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        if isFile, files["\(top)/\(relative)"] == nil {
          try? FileManager.default.removeItem(at: url)
        }
      }
    }
    for (path, data) in files {
      let url = folder.appendingPathComponent(path)
      if (try? Data(contentsOf: url)) != data {
        try Workspace.write(data, to: url)
      }
    }
  }
}
