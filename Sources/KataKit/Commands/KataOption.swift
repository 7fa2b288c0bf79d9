import CommandLineSupport

/// The options several `kata` commands take, declared once so that each reads the same
/// value under the same name and help.
enum KataOption {
  /// `--katas DIR`, which every command takes: where the katas are.
  static let katas = OptionDeclaration.option(
    "--katas", "DIR",
    help: "the katas (default: $KATA_PATH, the nearest Katas/ folder, or the installed ones)")

  /// `--dir DIR`: the workspace a command works on, or where `start` creates it.
  static let dir = OptionDeclaration.option(
    "--dir", "DIR",
    help: "the workspace (default: the one around the current folder, else the last started)")

  /// `--engine direct|swiftpm`: which engine builds and runs the tests.
  static let engine = OptionDeclaration.option(
    "--engine", "direct|swiftpm",
    help: "build with swiftc directly (the default, on Linux) or always with SwiftPM")

  /// `--classroom DIR|http://HOST:PORT`: the classroom the journal goes to.
  static let classroom = OptionDeclaration.option(
    "--classroom", "DIR|http://HOST:PORT",
    help: "a shared classroom folder, or the address of 'kata dashboard --serve' "
      + "(default: $KATA_CLASSROOM)")

  /// `--room-token TOKEN`: what the classroom server asks of each workspace.
  static let roomToken = OptionDeclaration.option(
    "--room-token", "TOKEN", help: "the classroom server's room token (default: $KATA_ROOM_TOKEN)")
}

extension KataOption {
  /// `KATA`, which `about` and `start` take: a kata's name as `kata` lists them.
  static let kata = OperandDeclaration(
    "KATA", missingName: "the name of a KATA, as 'kata' lists them")
}
