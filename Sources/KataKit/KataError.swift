/// Why a kata, a workspace or a command could not be used. Messages name the file or step.
enum KataError: Error, Equatable, CustomStringConvertible {
  /// The kata folder or its manifest is not what the format describes.
  case invalidKata(kata: String, reason: String)
  /// No kata has this name.
  case unknownKata(String, available: [String])
  /// A path leaves the kata or the workspace, or points outside `Sources/` and `Tests/`.
  case unsafePath(String)
  /// No folder of katas was found.
  case noKatas(String)
  /// No workspace was found.
  case noWorkspace(String)
  /// The folder for a new workspace is not empty.
  case workspaceExists(String)
  /// The workspace's state file is damaged.
  case invalidWorkspace(path: String, reason: String)
  /// The command needs a green run of the current step first.
  case notGreenYet(step: String)
  /// `kata next` needs the step done first: green, and in test-first mode valid tests.
  case stepNotDone(step: Int, missing: String, testFirst: Bool)
  /// There is no step after the last one.
  case kataComplete(String)
  /// A file could not be read or written.
  case file(path: String, reason: String)
  /// A room's journal of a learner's kata holds as much as a room keeps
  /// (``Journal/maximumSize``): an entry more would make it one the room skips.
  case journalFull(learner: String, kata: String)
  /// The classroom, named by its folder or its server's address, cannot take entries.
  case cannotReachClassroom(String, String)
  /// The room already has this name with this kata: another pair may have chosen it.
  case nameTaken(String, kata: String)
  /// The classroom server at this address takes no new name: it has as many as it takes.
  case roomFull(String)
  /// `swift` could not be started.
  case cannotRunSwift(String)
  /// A workspace joins a classroom without a name: every nameless pair would share one
  /// row. `fix` says how to give one.
  case classroomNeedsName(classroom: String, fix: String)

  /// One line naming the input and the problem.
  var description: String {
    switch self {
    case .invalidKata(let kata, let reason):
      "kata \(kata) is invalid: \(reason)"
    case .unknownKata(let name, let available):
      "no kata named '\(name)' (available: \(available.joined(separator: ", ")))"
    case .unsafePath(let path):
      "path '\(path)' is not allowed: paths must stay inside Sources/ or Tests/ of the kata"
    case .noKatas(let reason):
      "no katas found: \(reason)"
    case .noWorkspace(let reason):
      "no kata workspace found: \(reason)"
    case .workspaceExists(let path):
      "\(path) exists and is not empty; choose another --dir, or use 'kata reset' in it"
    case .invalidWorkspace(let path, let reason):
      "workspace state \(path) is damaged: \(reason)"
    case .notGreenYet(let step):
      "step \(step) has not gone green yet: run 'kata test' until it does (or use --force)"
    case .stepNotDone(let step, let missing, let testFirst):
      testFirst
        ? "step \(step) is not done: \(missing); finish it, or move on with 'kata next --anyway'"
        : "step \(step) is not done: \(missing); run 'kata test' until it is green"
    case .kataComplete(let kata):
      "kata \(kata) is done: that was its last step, and there is no next one; 'kata status' shows your whole run, and 'kata' alone the katas to try next"
    case .file(let path, let reason):
      "cannot use \(path): \(reason)"
    case .journalFull(let learner, let kata):
      "the room's journal of \(learner)'s \(kata) is full (\(Journal.maximumSize >> 20) MiB): start a new workspace"
    case .cannotReachClassroom(let classroom, let reason):
      "cannot use the classroom \(classroom): \(reason)"
    case .nameTaken(let name, let kata):
      "\(name) is already in the room with \(kata): if another pair chose it, choose a name of your own (--name); if it is you (a second workspace, or --from), add --force"
    case .roomFull(let classroom):
      "the classroom \(classroom) is full: it takes no new name; ask the instructor, or join with a name it has"
    case .cannotRunSwift(let reason):
      "cannot run swift: \(reason)"
    case .classroomNeedsName(let classroom, let fix):
      "cannot join the classroom \(classroom) without a name: \(fix)"
    }
  }
}
