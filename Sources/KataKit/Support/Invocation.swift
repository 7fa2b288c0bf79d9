/// How the learner runs `kata`: `kata` once it is installed, `swift run kata` from a checkout
/// of the repository. Messages that tell the learner what to type next print the command
/// this way, so it works when typed as printed.
struct Invocation: Equatable, Sendable {
  /// What comes before a command's name: `kata` or `swift run kata`.
  let prefix: String

  /// `kata` on the `PATH`, or an unpacked archive's `bin/kata`.
  static let installed = Invocation(prefix: "kata")
  /// The `kata` that SwiftPM built in a checkout's `.build` folder.
  static let checkout = Invocation(prefix: "swift run kata")

  /// An invocation whose commands start with `prefix`.
  init(prefix: String) {
    self.prefix = prefix
  }

  /// The invocation of the program the shell started as `program` (its `argv[0]`):
  /// `swift run kata` when it lives in the folder of a platform in a SwiftPM build folder
  /// (`.build/x86_64-unknown-linux-gnu/debug/kata`, as `swift run` starts it); the path as
  /// typed for another `kata` in a build folder (`.build/release/kata`); else installed. A
  /// `kata` on the `PATH` that links into a build folder is typed `kata`, and its `argv[0]`
  /// says so.
  init(program: String?) {
    let program = program ?? ""
    let folders = program.split(separator: "/").dropLast()
    guard let build = folders.firstIndex(of: ".build") else {
      self = .installed
      return
    }
    let platform =
      folders.index(after: build) < folders.endIndex
      && folders[folders.index(after: build)].contains("-")
    self = platform ? .checkout : Invocation(prefix: program)
  }

  /// `arguments` as the learner types them: `kata test`, or `swift run kata test`.
  func typed(_ arguments: String) -> String {
    "\(prefix) \(arguments)"
  }

  /// `text` with every command it quotes (`'kata next --anyway'`, `(kata step)`) typed this
  /// way, for a message written once for all, such as a `KataError`'s.
  func retyped(_ text: String) -> String {
    guard prefix != Self.installed.prefix else { return text }
    return text.replacing(#/(['(])kata /#) { match in "\(match.1)\(prefix) " }
  }
}
