import Foundation

/// One pair's progress in one kata, as the dashboard shows it: the counts of its lights, what
/// each step showed, who drives, how long it has been on its step and when it was last seen.
struct PairRow: Codable, Equatable, Sendable {
  /// One run's light.
  struct Run: Codable, Equatable, Sendable {
    /// The column it falls in.
    var column: Int
    /// red, amber or green.
    var light: Light
    /// When, as ISO 8601.
    var time: String
    /// The step's number, from 1.
    var step: Int
    /// Tests that ran and failed.
    var tests: Int
    var failures: Int
    /// In test-first mode, the verdict on the learner's tests in one line.
    var verdict: String?
    /// The run's number among the learner's runs of the kata, from 1, for its diff.
    var number: Int
    /// Whether the classroom has the code of the run, so a diff can be shown.
    var hasCode: Bool
  }

  /// A stretch of runs of one step without a green light.
  struct RedStretch: Codable, Equatable, Sendable {
    /// The step, counted from 1.
    var step: Int
    /// Minutes from its first run to the green that ended it, or to `now` if none did (to
    /// its last run for a pair gone quiet since).
    var minutes: Int
    /// Whether no green has ended it yet.
    var ongoing: Bool
  }

  var learner: String
  var kata: String?
  /// The id of the workspace the row shows, `nil` for a journal from before ids were
  /// kept; each workspace is a row of its own, so two pairs of one name never mix.
  var workspace: String?
  /// The workspace's number among the learner's workspaces of the kata, from 1: a second
  /// one (a restart, or `--from`) shows as the same pair's, apart from the first.
  var workspaceNumber = 1
  /// The step the learner is on, from 1.
  var step: Int?
  /// Steps that went green.
  var stepsDone: Int
  var red: Int
  var amber: Int
  var green: Int
  var predictionsRight: Int
  var predictionsWrong: Int
  var hints: Int
  /// Steps whose first green run came before any red or amber one.
  var greenBeforeRed: [Int]
  /// The line coverage of the last green run that measured it, in percent.
  var coverage: Double?
  /// In test-first mode: chaffs caught and chaffs met, at each step's last verdict.
  var chaffsCaught: Int
  var chaffsMet: Int
  /// The chaffs missed at each step's last verdict, as `step 16: "calls every two items
  /// equal"`.
  var chaffsMissed: [String] = []
  /// Every chaff missed by any judged run of a step, as `chaffsMissed` writes them.
  var chaffsMissedOnTheWay: [String] = []
  /// The steps the pair ran that never went green.
  var neverGreen: [Int] = []
  /// Each stretch of runs of a step without green, in order.
  var redStretches: [RedStretch] = []
  /// Steps left with `kata next --anyway` before they were done.
  var movedOnUnfinished: [Int] = []
  /// The kata's number of steps, when the journal says.
  var steps: Int?
  /// `guided` or `test-first`, when the journal says.
  var mode: LearningMode?
  /// Who drives now: the driver of the last run or change of driver.
  var driver: String?
  /// Minutes the driver has had the keyboard, since the last change of driver (or the
  /// start), by the dashboard's clock less the room's breaks.
  var minutesDriving: Int?
  /// The pair's rotation timer in minutes, when it set one.
  var rotateEvery: Int?
  /// When the current step began, as ISO 8601.
  var stepStarted: String?
  /// Minutes on the current step, by the dashboard's clock.
  var minutesOnStep: Int?
  /// Why the pair may be stuck, in words: past its time box, or red for ten minutes.
  var stuck: String?
  /// The pair's own time box in minutes, the last its entries on this step carry.
  var timebox: Int?
  /// Whether the kata is done: its last step went green.
  var finished = false
  /// Minutes each step took, from its start to the move to the next, by step number.
  var minutesPerStep: [Int: Int] = [:]
  /// When the pair was last heard from, as ISO 8601: its last entry, or the server's last
  /// post from it when later (entries kept while the room was away arrive late).
  var lastSeen: String?
  /// Minutes since ``lastSeen``, by the dashboard's clock.
  var minutesSinceSeen: Int?
  var runs: [Run]
}
