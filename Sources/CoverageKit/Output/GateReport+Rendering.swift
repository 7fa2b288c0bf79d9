import CommandLineSupport

extension GateReport {
  /// How a text report is laid out.
  public struct RenderOptions: Sendable {
    /// The styling of the table; plain for files.
    public var style = TextStyle(isEnabled: false)
    /// Whether the table lists each file's missing lines.
    public var showsMissing = false
    /// Whether fully covered files are left out of the table and Markdown.
    public var skipsCovered = false
    /// The Cobertura timestamp, in seconds since 1970.
    public var timestamp = 0
    /// The order of the file rows in the table and Markdown.
    public var order = FileOrder.name
    /// At most this many file rows in the table and Markdown; all when `nil`.
    public var top: Int?

    /// Creates options with the defaults: plain, no missing lines, every file.
    public init() {}
  }

  /// The report as text in `format`; HTML is a set of pages, see ``htmlPages(source:)``.
  public func rendered(as format: ReportFormat, options: RenderOptions = RenderOptions()) -> String
  {
    switch format {
    case .table:
      TableRenderer(
        style: options.style, showsMissing: options.showsMissing,
        skipsCovered: options.skipsCovered, order: options.order, top: options.top
      ).render(self)
    case .json: JSONRenderer().render(self)
    case .markdown:
      MarkdownRenderer(skipsCovered: options.skipsCovered, order: options.order, top: options.top)
        .render(self)
    case .comment:
      MarkdownRenderer(
        skipsCovered: options.skipsCovered, order: options.order, top: options.top,
        characterLimit: PullRequestComment.characterLimit - PullRequestComment.marker.count - 100
      ).render(self)
    case .github: GitHubRenderer().render(self)
    case .lcov: LcovRenderer().render(self)
    case .cobertura: CoberturaRenderer(timestamp: options.timestamp).render(self)
    case .html: htmlPages { _ in nil }["index.html"] ?? ""
    case .outputs:
      [Metric.lines, .functions, .regions].map {
        "\($0.rawValue)=\(String(format: "%.2f", totals[$0].percent))\n"
      }.joined() + "passed=\(passed)\n"
    }
  }

  /// The pages of the HTML report by path in its folder; `source` reads a file's text by its
  /// path relative to the root.
  public func htmlPages(source: @escaping (String) -> String?) -> [String: String] {
    HTMLRenderer(source: source).render(self)
  }
}
