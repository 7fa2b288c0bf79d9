import CommandLineSupport
import Foundation

/// A learner's workspace: a standalone SwiftPM package with the kata's module, the tests of
/// the steps reached so far, and the `.kata` folder with the state, the journal, the backups
/// and a copy of the kata itself.
///
/// Nothing here ever overwrites or deletes a file of the learner's without first copying it to
/// `.kata/backups/<time>-<reason>/`, and every file is written atomically.
struct Workspace: Sendable {
  /// The workspace's folder.
  let root: URL
  /// The kata, as copied in when the workspace was started.
  let kata: Kata
  /// Which step, which hints.
  var state: WorkspaceState
  /// Where entries are also copied for the instructor's dashboard, if anywhere.
  var classroom: ClassroomFeed?

  /// The folder of TDDKit's own files inside a workspace.
  static let metadataFolder = ".kata"

  /// The journal of the workspace's runs.
  var journal: Journal {
    Journal(url: root.appendingPathComponent("\(Self.metadataFolder)/journal.jsonl"))
  }

  /// The current step, counted from 0.
  var stepIndex: Int { state.stepIndex }

  /// The current step.
  var step: KataStep { kata.step(state.stepIndex) }

  private var stateURL: URL { root.appendingPathComponent("\(Self.metadataFolder)/state.json") }

  /// The file in `.kata/` that keeps the kata, so that its steps and chaffs are not
  /// browsable by name.
  static let bundleName = "kata.bundle"

  /// Opens the workspace in `root`.
  static func open(at root: URL) throws(KataError) -> Workspace {
    let stateURL = root.appendingPathComponent("\(metadataFolder)/state.json")
    guard let data = try? Data(contentsOf: stateURL) else {
      throw .noWorkspace("\(root.path) has no \(metadataFolder)/state.json")
    }
    guard let state = try? JSONDecoder().decode(WorkspaceState.self, from: data) else {
      throw .invalidWorkspace(path: stateURL.path, reason: "not a workspace state")
    }
    let bundle = root.appendingPathComponent("\(metadataFolder)/\(bundleName)")
    let kata =
      FileManager.default.fileExists(atPath: bundle.path)
      ? try Kata(bundle: bundle)
      : try Kata(folder: root.appendingPathComponent("\(metadataFolder)/kata"), id: state.kata)
    guard (0..<kata.stepCount).contains(state.stepIndex) else {
      throw .invalidWorkspace(
        path: stateURL.path, reason: "step \(state.stepIndex + 1) does not exist")
    }
    return Workspace(root: root, kata: kata, state: state)
  }

  /// The states of the workspaces at `folder`, in the folders right under it and under its
  /// `kata-workspace/`, where `kata start` makes them; a folder without a readable state is
  /// skipped.
  static func states(near folder: URL) -> [WorkspaceState] {
    let children = { (parent: URL) in
      ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        .map(parent.appendingPathComponent)
    }
    let places =
      [folder] + children(folder)
      + children(folder.appendingPathComponent(WorkspaceLocator.defaultParent))
    return places.compactMap {
      let url = $0.appendingPathComponent("\(metadataFolder)/state.json")
      return (try? Data(contentsOf: url)).flatMap {
        try? JSONDecoder().decode(WorkspaceState.self, from: $0)
      }
    }
  }

  /// The workspace in `root` with `kata` and `state`, with its classroom feed.
  init(root: URL, kata: Kata, state: WorkspaceState) {
    self.root = root
    self.kata = kata
    self.state = state
    classroom = Self.feed(root: root, state: state)
  }

  /// The classroom feed of the workspace in `root` with `state`, with the room token kept in
  /// `.kata/room-token`; `nil` without a classroom. `kata start` and `kata set` decide both,
  /// so a run never reads them from the environment.
  static func feed(root: URL, state: WorkspaceState) -> ClassroomFeed? {
    guard let place = state.classroom else { return nil }
    let metadata = root.appendingPathComponent(metadataFolder)
    return ClassroomFeed(
      destination: ClassroomDestination(place, relativeTo: root),
      token: RoomToken.read(in: root),
      learner: state.learner ?? "anonymous", kata: state.kata,
      outbox: metadata.appendingPathComponent("outbox.jsonl"),
      snapshots: metadata.appendingPathComponent("snapshots"))
  }

  /// The learner's files, which change only with a backup of what they held.
  var learnerFiles: LearnerFiles {
    LearnerFiles(root: root, module: kata.manifest.module)
  }

  /// Writes the state.
  func save() throws(KataError) {
    try save(state)
  }

  /// Writes `state` as the workspace's state, such as the state as kept with one change,
  /// leaving this run's own settings (`kata test --timebox`) out of the file.
  func save(_ state: WorkspaceState) throws(KataError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(state) else {
      throw .file(path: stateURL.path, reason: "cannot encode the state")
    }
    try PackageFolder.write(data, to: stateURL)
  }

  /// The state as the file keeps it now, which a long `kata watch` may have changed since the
  /// workspace was opened; `nil` when it cannot be read.
  var keptState: WorkspaceState? {
    (try? Data(contentsOf: stateURL)).flatMap {
      try? JSONDecoder().decode(WorkspaceState.self, from: $0)
    }
  }
}
