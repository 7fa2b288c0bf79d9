@testable import ToDo

/// A screen that records every appearance it is asked to show.
@MainActor
final class RecordingScreenView: ScreenView {
  private(set) var appearances: [ScreenAppearance<String>] = []

  func apply(_ appearance: ScreenAppearance<String>) {
    appearances.append(appearance)
  }
}
