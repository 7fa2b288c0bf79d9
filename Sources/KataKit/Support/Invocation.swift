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

  /// The invocation of the program the shell started as `program` (its `argv[0]`): from a
  /// checkout when it lives in a SwiftPM build folder (`…/.build/…/kata`, as `swift run`
  /// starts it), else installed. A `kata` on the `PATH` that links into a build folder is
  /// typed `kata`, and its `argv[0]` says so.
  init(program: String?) {
    let folders = (program ?? "").split(separator: "/").dropLast()
    self = folders.contains(".build") ? .checkout : .installed
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
