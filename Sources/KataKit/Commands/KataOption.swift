import CommandLineSupport

/// The options several `kata` commands take, declared once so that each reads the same
/// value under the same name and help.
enum KataOption {
  /// `--katas DIR`, which every command takes: where the katas are.
  static let katas = Option<FilePath?>(
    "--katas", "DIR", help: "the katas",
    defaultText: "$KATA_PATH, the nearest Katas/ folder, or the installed ones")

  /// `--dir DIR`: the workspace a command works on, or where `start` creates it.
  static let dir = Option<FilePath?>(
    "--dir", "DIR", help: "the workspace",
    defaultText: "the one around the current folder, else the last started")

  /// `--engine direct|swiftpm`: which engine builds and runs the tests.
  static let engine = Option<BuildEngine?>(
    "--engine", help: "build with swiftc directly or always with SwiftPM",
    defaultText: "direct, on Linux")

  /// `--classroom DIR|http://HOST:PORT`: the classroom the journal goes to.
  static let classroom = Option<String?>(
    "--classroom", "DIR|http://HOST:PORT",
    help: "a shared classroom folder, or the address of 'kata dashboard serve'",
    defaultText: "$KATA_CLASSROOM", completion: .files)

  /// `--room-token TOKEN`: what the classroom server asks of each workspace.
  static let roomToken = Option<RoomToken?>(
    "--room-token", "TOKEN", help: "the classroom server's room token",
    defaultText: "$KATA_ROOM_TOKEN")
}

extension KataOption {
  /// `KATA`, which `about` and `start` take: a kata's name as `kata` lists them.
  static let kata = OperandDeclaration(
    "KATA", missingName: "the name of a KATA, as 'kata' lists them")
}
