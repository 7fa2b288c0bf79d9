import Foundation

/// Loading a kata: its folder read, its steps overlaid one on another, and checked.
extension Kata {
  /// Checks that a step judged against another (`judgedAgainst`) is red and names a later
  /// step by its id.
  private func validateJudgedAgainst(of step: KataStep, at index: Int) throws(KataError) {
    guard let later = step.judgedAgainst else { return }
    guard step.kind == .red, let found = stepIndex(named: later), found > index,
      manifest.steps[found].id == later
    else {
      throw .invalidKata(
        kata: id,
        reason: "step \(step.id) is judged against '\(later)', which is no later step's id")
    }
  }

  func validate() throws(KataError) {
    guard !manifest.steps.isEmpty else { throw .invalidKata(kata: id, reason: "it has no steps") }
    guard manifest.chapter != nil || manifest.part != nil else {
      throw .invalidKata(kata: id, reason: "kata.json needs a \"chapter\" or a \"part\"")
    }
    guard Self.isIdentifier(manifest.module) else {
      throw .invalidKata(kata: id, reason: "module '\(manifest.module)' is not a Swift identifier")
    }
    for resource in manifest.resources ?? [] {
      let components = resource.split(separator: "/", omittingEmptySubsequences: false)
      guard components.allSatisfy({ SafePath.isPlainName(String($0)) }) else {
        throw .invalidKata(kata: id, reason: "resource '\(resource)' is not a plain relative path")
      }
    }
    var seen = Set<String>()
    for (index, step) in manifest.steps.enumerated() {
      guard seen.insert(step.id).inserted else {
        throw .invalidKata(kata: id, reason: "step id '\(step.id)' is used twice")
      }
      try validateJudgedAgainst(of: step, at: index)
      let overlay = overlays[index]
      let changesTests =
        overlay.files.keys.contains { $0.hasPrefix("Tests/") && !overlay.support.contains($0) }
        || overlay.removals.contains { $0.hasPrefix("Tests/") }
      switch step.kind {
      case .red:
        guard step.expect == .red || step.expect == .amber else {
          throw .invalidKata(kata: id, reason: "red step \(step.id) must expect red or amber")
        }
        guard changesTests else {
          throw .invalidKata(kata: id, reason: "red step \(step.id) adds no test")
        }
      case .refactor:
        guard step.expect == nil, !changesTests, overlay.support.isEmpty, index > 0,
          (step.chaffs ?? []).isEmpty
        else {
          throw .invalidKata(
            kata: id, reason: "refactor step \(step.id) must keep the tests and follow a step")
        }
      case .tidy:
        let changesSources =
          overlay.files.keys.contains { $0.hasPrefix("Sources/") }
          || overlay.removals.contains { $0.hasPrefix("Sources/") }
        guard step.expect == nil, changesTests, !changesSources, index > 0,
          lastRedStep(before: index) != nil
        else {
          throw .invalidKata(
            kata: id,
            reason:
              "tidy step \(step.id) must change the tests, keep the sources and follow a red step")
        }
      }
    }
  }

  static func overlay(of step: KataStep, in contents: [String: Data], kata: String)
    throws(KataError) -> Overlay
  {
    let folder = "steps/\(step.id)/"
    guard contents[folder + "README.md"] != nil else {
      throw .invalidKata(kata: kata, reason: "step \(step.id) has no README.md")
    }
    let removals = try (step.remove ?? []).map { path throws(KataError) in
      try SafePath.checked(path)
    }
    var chaffs: [String: [String: Data]] = [:]
    for chaff in step.chaffs ?? [] {
      guard SafePath.isPlainName(chaff.id), chaffs[chaff.id] == nil else {
        throw .invalidKata(
          kata: kata, reason: "step \(step.id) has a chaff named '\(chaff.id)' twice or unsafely")
      }
      let files = try tree(in: contents, under: folder + "chaffs/\(chaff.id)/")
      guard !files.isEmpty, files.keys.allSatisfy({ $0.hasPrefix("Sources/") }) else {
        throw .invalidKata(
          kata: kata, reason: "chaff \(chaff.id) of step \(step.id) needs files under Sources/ only"
        )
      }
      chaffs[chaff.id] = files
    }
    var files = try tree(in: contents, under: folder)
    let support = try tree(in: contents, under: folder + "support/")
    for path in support.keys {
      guard path.hasPrefix("Tests/") else {
        throw .invalidKata(
          kata: kata, reason: "support file \(path) of step \(step.id) must be under Tests/")
      }
      guard files[path] == nil else {
        throw .invalidKata(
          kata: kata, reason: "step \(step.id) has \(path) both as a test and as support")
      }
    }
    files.merge(support) { test, _ in test }
    return Overlay(
      files: files, support: Set(support.keys), removals: removals, chaffs: chaffs)
  }

  /// The files of `contents` under `prefix`'s `Sources/` and `Tests/`, by path without the
  /// prefix. Hidden files are left out; unsafe paths are refused.
  static func tree(in contents: [String: Data], under prefix: String) throws(KataError)
    -> [String: Data]
  {
    var files: [String: Data] = [:]
    for (path, data) in contents where path.hasPrefix(prefix) {
      let relative = String(path.dropFirst(prefix.count))
      guard relative.hasPrefix("Sources/") || relative.hasPrefix("Tests/") else { continue }
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
        continue
      }
      files[try SafePath.checked(relative)] = data
    }
    return files
  }

  /// Every regular file under `folder`, by relative path. Symbolic links are refused.
  static func contents(of folder: URL, kata: String) throws(KataError) -> [String: Data] {
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
      throw .invalidKata(
        kata: kata, reason: "cannot read \(folder.appendingPathComponent("kata.json").path)")
    }
    var files: [String: Data] = [:]
    for relative in paths.sorted() {
      let url = folder.appendingPathComponent(relative)
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      if values?.isSymbolicLink == true {
        throw .unsafePath(relative)
      }
      guard values?.isRegularFile == true else { continue }
      guard let data = try? Data(contentsOf: url) else {
        throw .file(path: url.path, reason: "cannot read it")
      }
      files[relative] = data
    }
    return files
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }

  static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context):
      "missing \"\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON"
        : "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" is not allowed: \(context.debugDescription)"
    default: "not valid JSON"
    }
  }
}
