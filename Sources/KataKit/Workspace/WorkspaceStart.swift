import CommandLineSupport
import Foundation

/// The start of a workspace: a new package laid out for a kata at a step, with its state and
/// the journal's first entry, apart from the workspace that then runs in it.
enum WorkspaceStart {
  /// Starts `kata` in `root`, which must be missing or empty, at the step at `stepIndex`:
  /// the package, the module's placeholder, the reference of the steps before as the
  /// learner's code (the starter's files at the first step), the support files, the tests so
  /// far (in test-first mode those of the steps before, as if the learner had written them,
  /// with the doubles later tests build on), the kata in one bundle file and the state, with
  /// the step's time box in minutes, if any.
  static func create(
    kata: Kata, at root: URL, testFirst: Bool = false, stepIndex: Int = 0,
    learner: String? = nil, classroom: String? = nil, roomToken: String? = nil,
    timeboxMinutes: Int? = nil, now: Date = Date()
  ) throws(KataError) -> Workspace {
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    guard contents.isEmpty else { throw .workspaceExists(root.path) }
    try makeWritable(root)
    try PackageFolder.write(
      kata.bundle,
      to: root.appendingPathComponent("\(Workspace.metadataFolder)/\(Workspace.bundleName)"))
    var state = WorkspaceState(kata: kata.id, stepIndex: stepIndex, testFirst: testFirst)
    state.startIndex = stepIndex > 0 ? stepIndex : nil
    state.learner = learner
    state.classroom = classroom
    state.workspaceID = UUID().uuidString.lowercased()
    // The start entry carries the time box, so the room's wall knows it from the first minute.
    state.timeboxMinutes = timeboxMinutes
    if let roomToken { try RoomToken.keep(roomToken, in: root) }
    let workspace = Workspace(root: root, kata: kata, state: state)
    let module = kata.manifest.module
    var files =
      testFirst
      ? kata.files(under: "Tests", atStep: stepIndex - 1).merging(
        kata.supportFiles(atStep: stepIndex)
      ) { _, support in support }
      : kata.files(under: "Tests", atStep: stepIndex)
    files.merge(kata.files(under: "Sources", atStep: stepIndex - 1)) { tests, _ in tests }
    files["Package.swift"] = Data(kata.manifest.packageManifest(package: kata.id).utf8)
    if files[PackageTemplate.placeholderPath(module: module)] == nil {
      files[PackageTemplate.placeholderPath(module: module)] = Data(
        PackageTemplate.placeholder.utf8)
    }
    try workspace.learnerFiles.write(files, backupLabel: "start", now: now)
    if testFirst {
      // The folder the learner's first test goes in, which SwiftPM needs to find the target.
      let tests = root.appendingPathComponent("Tests/\(module)Tests")
      do {
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
      } catch {
        throw .file(path: tests.path, reason: error.localizedDescription)
      }
    }
    try workspace.save()
    try workspace.log(
      JournalEntry(
        time: Workspace.isoTime(now), event: .start, step: kata.step(stepIndex).id,
        stepNumber: stepIndex + 1))
    return workspace
  }

  /// Makes the folder `root` if it is missing, and refuses one that cannot be written,
  /// naming it, before any file in it is: the learner chose the folder, not `.kata/`.
  private static func makeWritable(_ root: URL) throws(KataError) {
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw .file(
        path: root.path, reason: "the workspace folder cannot be made here; choose another")
    }
    guard access(root.path, W_OK) == 0 else {
      throw .file(
        path: root.path,
        reason:
          "the workspace folder cannot be written (\(String(cString: strerror(errno)))); choose another"
      )
    }
  }
}
