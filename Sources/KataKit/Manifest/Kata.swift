import Foundation

/// A kata as found on disk: its folder, manifest and steps.
///
/// A kata is a folder with `kata.json` and `steps/<id>/` per step. A step folder holds
/// `README.md` (the instructions), `hints.md` (tiers separated by lines of `---`), and the
/// files the step adds or changes under `Sources/` and `Tests/`. The files as of step k are
/// the files of `starter/` (what the learner is given, such as the model built in an
/// earlier kata) with the overlays of steps 1…k applied in order, each step's `remove` list
/// taking files away.
public struct Kata: Sendable {
  /// The kata's name: its folder name.
  public let id: String
  /// The kata's folder.
  public let folder: URL
  /// The manifest.
  public let manifest: KataManifest
  private let starter: [String: Data]
  private let overlays: [Overlay]

  /// What one step adds, changes and removes, and the source files of its chaffs by id.
  struct Overlay: Sendable {
    var files: [String: Data]
    var removals: [String]
    var chaffs: [String: [String: Data]] = [:]
  }

  /// Loads and checks the kata in `folder`, named `id` (by default the folder's name).
  public init(folder: URL, id: String? = nil) throws(KataError) {
    let id = id ?? folder.lastPathComponent
    self.id = id
    self.folder = folder
    let manifestURL = folder.appendingPathComponent("kata.json")
    let data: Data
    do {
      data = try Data(contentsOf: manifestURL)
    } catch {
      throw .invalidKata(kata: id, reason: "cannot read \(manifestURL.path)")
    }
    do {
      manifest = try JSONDecoder().decode(KataManifest.self, from: data)
    } catch {
      throw .invalidKata(kata: id, reason: "kata.json: \(Self.describe(error))")
    }
    starter = try Self.tree(in: folder.appendingPathComponent("starter"))
    overlays = try manifest.steps.map { step throws(KataError) in
      guard SafePath.isPlainName(step.id) else {
        throw .invalidKata(kata: id, reason: "step id '\(step.id)' is not a plain folder name")
      }
      return try Self.overlay(
        of: step, in: folder.appendingPathComponent("steps/\(step.id)"), kata: id)
    }
    try validate()
  }

  /// The step at `index`.
  public func step(_ index: Int) -> KataStep {
    manifest.steps[index]
  }

  /// The number of steps.
  public var stepCount: Int { manifest.steps.count }

  /// The instructions of the step at `index`.
  public func instructions(ofStep index: Int) -> String {
    (try? String(contentsOf: stepFolder(index).appendingPathComponent("README.md"), encoding: .utf8))
      ?? ""
  }

  /// The hints of the step at `index`, easiest first.
  public func hints(ofStep index: Int) -> [String] {
    guard
      let text = try? String(
        contentsOf: stepFolder(index).appendingPathComponent("hints.md"), encoding: .utf8)
    else { return [] }
    return text.components(separatedBy: "\n---\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// The files under `top` (`Sources` or `Tests`) as of the step at `index`; before the first
  /// step (`index` -1) those of the starter.
  public func files(under top: String, atStep index: Int) -> [String: Data] {
    var files = starter
    for overlay in overlays.prefix(index + 1) {
      for path in overlay.removals { files.removeValue(forKey: path) }
      for (path, data) in overlay.files { files[path] = data }
    }
    return files.filter { $0.key.hasPrefix(top + "/") }
  }

  /// The sources of each chaff of the step at `index`: the step's reference with the
  /// chaff's files in place, in the manifest's order.
  public func chaffs(ofStep index: Int) -> [(chaff: KataChaff, sources: [String: Data])] {
    let reference = files(under: "Sources", atStep: index)
    return (step(index).chaffs ?? []).map { chaff in
      (chaff, reference.merging(overlays[index].chaffs[chaff.id] ?? [:]) { _, wrong in wrong })
    }
  }

  /// The files the step at `index` adds or changes under `top`.
  public func changedFiles(under top: String, atStep index: Int) -> [String: Data] {
    overlays[index].files.filter { $0.key.hasPrefix(top + "/") }
  }

  /// The files the step at `index` removes.
  func removals(atStep index: Int) -> [String] {
    overlays[index].removals
  }

  private func stepFolder(_ index: Int) -> URL {
    folder.appendingPathComponent("steps/\(manifest.steps[index].id)")
  }

  private func validate() throws(KataError) {
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
      let changesTests =
        !changedFiles(under: "Tests", atStep: index).isEmpty
        || removals(atStep: index).contains { $0.hasPrefix("Tests/") }
      switch step.kind {
      case .red:
        guard step.expect == .red || step.expect == .amber else {
          throw .invalidKata(kata: id, reason: "red step \(step.id) must expect red or amber")
        }
        guard changesTests else {
          throw .invalidKata(kata: id, reason: "red step \(step.id) adds no test")
        }
      case .refactor:
        guard step.expect == nil, !changesTests, index > 0, (step.chaffs ?? []).isEmpty else {
          throw .invalidKata(
            kata: id, reason: "refactor step \(step.id) must keep the tests and follow a step")
        }
      }
    }
  }

  private static func overlay(of step: KataStep, in folder: URL, kata: String) throws(KataError)
    -> Overlay
  {
    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path)
    else {
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
      let files = try tree(in: folder.appendingPathComponent("chaffs/\(chaff.id)"))
      guard !files.isEmpty, files.keys.allSatisfy({ $0.hasPrefix("Sources/") }) else {
        throw .invalidKata(
          kata: kata, reason: "chaff \(chaff.id) of step \(step.id) needs files under Sources/ only"
        )
      }
      chaffs[chaff.id] = files
    }
    return Overlay(files: try tree(in: folder), removals: removals, chaffs: chaffs)
  }

  /// The files under `folder`'s `Sources/` and `Tests/`, by path; none when it is missing.
  /// Hidden files are left out; symbolic links and unsafe paths are refused.
  private static func tree(in folder: URL) throws(KataError) -> [String: Data] {
    var files: [String: Data] = [:]
    for top in ["Sources", "Tests"] {
      let root = folder.appendingPathComponent(top)
      guard let paths = FileManager.default.subpaths(atPath: root.path) else { continue }
      for relative in paths.sorted() {
        let url = root.appendingPathComponent(relative)
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        if values?.isSymbolicLink == true {
          throw .unsafePath("\(top)/\(relative)")
        }
        guard values?.isRegularFile == true, !relative.split(separator: "/").last!.hasPrefix(".")
        else { continue }
        let path = try SafePath.checked("\(top)/\(relative)")
        guard let data = try? Data(contentsOf: url) else {
          throw .file(path: url.path, reason: "cannot read it")
        }
        files[path] = data
      }
    }
    return files
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }

  private static func describe(_ error: any Error) -> String {
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
