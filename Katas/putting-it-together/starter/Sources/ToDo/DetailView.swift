/// The detail screen as its presenter needs it.
@MainActor
protocol DetailView: AnyObject {
  /// Shows `content`: labels for the texts and a map for the region.
  func display(_ content: DetailContent)
}
