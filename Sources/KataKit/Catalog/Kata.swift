import Foundation

/// A kata as found on disk: its folder, manifest and steps.
///
/// A kata is a folder with `kata.json` and `steps/<id>/` per step. A step folder holds
/// `README.md` (the instructions), `hints.md` (tiers separated by lines of `---`), the files
/// the step adds or changes under `Sources/` and `Tests/`, and under `support/Tests/` the
/// test doubles and helpers it gives the learner in both modes. The files as of step k are
/// the files of `starter/` (what the learner is given, such as the model built in an
/// earlier kata) with the overlays of steps 1…k applied in order, each step's `remove` list
/// taking files away.
struct Kata: Sendable {
  /// The kata's name: its folder name.
  let id: String
  /// The kata's folder, or the folder of the bundle it was read from.
  let folder: URL
  /// The manifest.
  let manifest: KataManifest
  /// Every file of the kata's folder, by path inside it; what a bundle keeps.
  let contents: [String: Data]
  let starter: [String: Data]
  let overlays: [Overlay]

  /// What one step adds, changes and removes, which of its test files are support, and the
  /// source files of its chaffs by id.
  struct Overlay: Sendable {
    var files: [String: Data]
    var support: Set<String>
    var removals: [String]
    var chaffs: [String: [String: Data]] = [:]
  }

  /// Loads and checks the kata in `folder`, named `id` (by default the folder's name).
  init(folder: URL, id: String? = nil) throws(KataError) {
    let id = id ?? folder.lastPathComponent
    try self.init(contents: KataLoader.contents(of: folder, kata: id), id: id, folder: folder)
  }

  /// Checks and builds the kata from `contents`, the files of its folder by relative path.
  init(contents: [String: Data], id: String, folder: URL) throws(KataError) {
    self.id = id
    self.folder = folder
    self.contents = contents
    guard let data = contents["kata.json"] else {
      throw .invalidKata(
        kata: id, reason: "cannot read \(folder.appendingPathComponent("kata.json").path)")
    }
    do {
      manifest = try JSONDecoder().decode(KataManifest.self, from: data)
    } catch {
      throw .invalidKata(kata: id, reason: "kata.json: \(DecodingError.summary(of: error))")
    }
    starter = try KataLoader.tree(in: contents, under: "starter/")
    overlays = try manifest.steps.map { step throws(KataError) in
      guard SafePath.isPlainName(step.id) else {
        throw .invalidKata(kata: id, reason: "step id '\(step.id)' is not a plain folder name")
      }
      return try KataLoader.overlay(of: step, in: contents, kata: id)
    }
    try KataValidator(kata: self).validate()
  }

  /// The step at `index`.
  func step(_ index: Int) -> KataStep {
    manifest.steps[index]
  }

  /// The number of steps.
  var stepCount: Int { manifest.steps.count }

  /// The index of the step named by `text`: its number from 1, or its id, or the start of
  /// its id such as `03`; `nil` when no single step matches.
  func stepIndex(named text: String) -> Int? {
    if let number = Int(text) { return (1...stepCount).contains(number) ? number - 1 : nil }
    if let exact = manifest.steps.firstIndex(where: { $0.id == text }) { return exact }
    let matches = manifest.steps.indices.filter { manifest.steps[$0].id.hasPrefix(text + "-") }
    return matches.count == 1 ? matches[0] : nil
  }

  /// The page before the kata, `intro.md`: the concept, where it comes from, what the
  /// learner builds and where the APIs are documented.
  var intro: String? {
    contents["intro.md"].map { String(decoding: $0, as: UTF8.self) }
  }

  /// The page after the kata, `recap.md`: the moves practised, what to remember, further
  /// reading.
  var recap: String? {
    contents["recap.md"].map { String(decoding: $0, as: UTF8.self) }
  }

  /// The instructions of the step at `index`.
  func instructions(ofStep index: Int) -> String {
    text(ofStep: index, "README.md") ?? ""
  }

  /// The hints of the step at `index`, easiest first.
  func hints(ofStep index: Int) -> [String] {
    guard let text = text(ofStep: index, "hints.md") else { return [] }
    return text.components(separatedBy: "\n---\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// The files under `top` (`Sources` or `Tests`) as of the step at `index`; before the first
  /// step (`index` -1) those of the starter. The tests include the support files.
  func files(under top: String, atStep index: Int) -> [String: Data] {
    var files = starter
    for overlay in overlays.prefix(index + 1) {
      for path in overlay.removals { files.removeValue(forKey: path) }
      for (path, data) in overlay.files { files[path] = data }
    }
    return files.filter { $0.key.hasPrefix(top + "/") }
  }

  /// The test doubles, helpers and fixtures a learner has as of the step at `index` in both
  /// modes: the starter's files under `Tests/` and the support files of steps 1…`index`. A
  /// support file that a later step changes as a test is a test from then on.
  func supportFiles(atStep index: Int) -> [String: Data] {
    var files = starter.filter { $0.key.hasPrefix("Tests/") }
    for overlay in overlays.prefix(index + 1) {
      for path in overlay.removals { files.removeValue(forKey: path) }
      for (path, data) in overlay.files where path.hasPrefix("Tests/") {
        files[path] = overlay.support.contains(path) ? data : nil
      }
    }
    return files
  }

  /// The sources of each chaff of the step at `index`: the step's reference with the
  /// chaff's files in place, in the manifest's order, then the mutants generated from it.
  func chaffs(ofStep index: Int) -> [(chaff: KataChaff, sources: [String: Data])] {
    let reference = files(under: "Sources", atStep: index)
    let written = (step(index).chaffs ?? []).map { chaff in
      (chaff, reference.merging(overlays[index].chaffs[chaff.id] ?? [:]) { _, wrong in wrong })
    }
    return written + KataMutants(kata: self).mutants(ofStep: index)
  }

  /// The files the step at `index` adds or changes under `top`, support files included.
  func changedFiles(under top: String, atStep index: Int) -> [String: Data] {
    overlays[index].files.filter { $0.key.hasPrefix(top + "/") }
  }

  /// The support files the step at `index` adds or changes.
  func changedSupport(atStep index: Int) -> [String: Data] {
    overlays[index].files.filter { overlays[index].support.contains($0.key) }
  }

  /// The files the step at `index` removes.
  func removals(atStep index: Int) -> [String] {
    overlays[index].removals
  }

  /// The last red step before the step at `index`, whose behaviour tidied tests still prove.
  func lastRedStep(before index: Int) -> Int? {
    (0..<index).last { manifest.steps[$0].kind == .red }
  }

  private func text(ofStep index: Int, _ name: String) -> String? {
    contents["steps/\(manifest.steps[index].id)/\(name)"].map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
