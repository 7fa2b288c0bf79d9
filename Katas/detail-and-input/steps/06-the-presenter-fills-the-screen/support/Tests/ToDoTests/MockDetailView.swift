@testable import ToDo

/// A detail view that records what it was asked to display.
@MainActor
final class MockDetailView: DetailView {
  private(set) var displayed: [DetailContent] = []

  func display(_ content: DetailContent) {
    displayed.append(content)
  }
}
