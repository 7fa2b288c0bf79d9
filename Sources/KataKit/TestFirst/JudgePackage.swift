import Foundation

/// One package that builds a learner's tests against several implementations of the kata's
/// module at once, each as a module of its own with its own copy of the tests.
///
/// A test build pays SwiftPM's planning, test discovery, test runner and link once per
/// package; one package for all implementations pays them once. The learner's code keeps
/// the module's name, so its messages read as in the learner's own package; every other
/// implementation builds as `<module><Name>`, and its copy of the tests imports that name.
struct JudgePackage: Sendable {
  /// An implementation, and the module it builds as.
  struct Member: Sendable {
    /// Its key in the outcome cache, such as `reference` or `chaff-adds-at-the-front`.
    var key: String
    /// The module it builds as.
    var module: String
    /// Its files under `Sources/<kata module>`.
    var sources: [String: Data]
    /// Whether its module is compiled to count the lines that run, for a coverage report.
    var instrumented = false
  }

  /// The settings of an instrumented module's target: only that module pays for counting.
  static let instrumentation =
    #", swiftSettings: [.unsafeFlags(["-profile-generate", "-profile-coverage-mapping"])], linkerSettings: [.unsafeFlags(["-profile-generate"])]"#

  /// The package's name, which also names its test binary.
  static let name = "kata-judge"

  let manifest: KataManifest
  let members: [Member]
  let tests: [String: Data]

  /// The package, or `nil` when some file lies outside the kata's module and its tests, which
  /// only a package of their own builds as the learner sees it.
  init?(manifest: KataManifest, members: [Member], tests: [String: Data]) {
    let module = manifest.module
    let inModule = { (path: String, top: String) in path.hasPrefix("\(top)/") }
    guard tests.keys.allSatisfy({ inModule($0, "Tests/\(module)Tests") }),
      members.allSatisfy({ $0.sources.keys.allSatisfy { inModule($0, "Sources/\(module)") } })
    else { return nil }
    self.manifest = manifest
    self.members = members
    self.tests = tests
  }

  /// The name of `member`'s test module.
  static func testModule(of member: Member) -> String {
    "\(member.module)Tests"
  }

  /// Every file of the package: `Package.swift`, then each member's sources and tests.
  var files: [String: Data] {
    let module = manifest.module
    let targets = members.map { member in
      PackageTemplate.targets(
        module: member.module, resources: manifest.resources ?? [],
        settings: member.instrumented ? Self.instrumentation : "")
    }
    var files = [
      "Package.swift": Data(
        """
        // swift-tools-version: 6.0
        // Written by `kata test` in test-first mode: your tests against several
        // implementations of \(module), built together. Rewritten on every run.

        import PackageDescription

        let package = Package(
          name: "\(Self.name)",
          \(PackageTemplate.platforms)
          targets: [
            \(targets.joined(separator: ",\n    ")),
          ]
        )

        """.utf8)
    ]
    for member in members {
      var sources = member.sources
      let placeholder = PackageTemplate.placeholderPath(module: module)
      if sources[placeholder] == nil {
        sources[placeholder] = Data(PackageTemplate.placeholder.utf8)
      }
      for (path, data) in sources {
        files["Sources/\(member.module)/" + path.dropFirst("Sources/\(module)/".count)] = data
      }
      for (path, data) in tests {
        let text = String(decoding: data, as: UTF8.self)
        files[
          "Tests/\(Self.testModule(of: member))/" + path.dropFirst("Tests/\(module)Tests/".count)] =
          member.module == module
          ? data : Data(Self.importing(member.module, insteadOf: module, in: text).utf8)
      }
    }
    return files
  }

  /// `text` with every import of `module` importing `replacement` instead.
  static func importing(_ replacement: String, insteadOf module: String, in text: String) -> String
  {
    let pattern =
      #"(?m)^(\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?)"#
      + NSRegularExpression.escapedPattern(for: module) + #"\b"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text),
      withTemplate: "$1" + NSRegularExpression.escapedTemplate(for: replacement))
  }

  /// The compiler errors of a failed build of the package in `folder`, by the key of the
  /// member whose files they are in; `nil` when the output has no error or some error lies
  /// elsewhere, such as in a link step.
  func errorsByMember(in output: String, folder: URL) -> [String: [String]]? {
    let roots = Set([folder.standardizedFileURL.path, folder.resolvingSymlinksInPath().path])
    var errors: [String: [String]] = [:]
    for line in output.split(separator: "\n").map(String.init)
    where line.range(of: #"^/.+:\d+:\d+: error: "#, options: .regularExpression) != nil {
      let owner = members.first { member in
        roots.contains { root in
          line.hasPrefix("\(root)/Sources/\(member.module)/")
            || line.hasPrefix("\(root)/Tests/\(Self.testModule(of: member))/")
        }
      }
      guard let owner else { return nil }
      errors[owner.key, default: []].append(line)
    }
    return errors.isEmpty ? nil : errors
  }

  /// `text` from a run of `member` with the kata's module name in place of the member's, in
  /// paths and in type names.
  func restoringNames(in text: String, of member: Member) -> String {
    let module = manifest.module
    guard member.module != module else { return text }
    let paths = text.replacingOccurrences(
      of: "/Tests/\(Self.testModule(of: member))/", with: "/Tests/\(module)Tests/"
    ).replacingOccurrences(of: "/Sources/\(member.module)/", with: "/Sources/\(module)/")
    return paths.replacingOccurrences(
      of: #"\b\#(member.module)(Tests)?\b"#, with: "\(module)$1", options: .regularExpression)
  }
}
