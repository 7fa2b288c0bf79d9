@testable import Alarm

/// A fake: a code store that really keeps what it is given, in memory instead of the
/// keychain.
final class InMemoryCodeStore: CodeStore {
  private var code: String

  init(code: String) {
    self.code = code
  }

  func loadCode() -> String {
    code
  }

  func saveCode(_ code: String) {
    self.code = code
  }
}
