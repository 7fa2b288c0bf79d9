import CommandLineSupport

/// `kata dashboard --format`: the page, or the same data for a program or a pull request.
enum DashboardFormat: String, CaseIterable, OptionValue {
  /// One self-contained page.
  case html
  /// The data, for a program.
  case json
  /// The data as Markdown tables.
  case markdown
}
