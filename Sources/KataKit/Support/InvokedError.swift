/// An error as the learner reads it: every command it quotes typed the way they run `kata`,
/// so `swift run kata next --anyway` from a checkout works when typed as printed.
enum InvokedError: Error, CustomStringConvertible {
  /// A `KataError` met by a command run through `invocation`.
  case kata(KataError, Invocation)

  /// The error's one line, its commands retyped.
  var description: String {
    switch self {
    case .kata(let error, let invocation): invocation.retyped(error.description)
    }
  }
}
