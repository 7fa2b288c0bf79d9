/// Outside text made safe for a Markdown table cell, the one way every report writes one:
/// a `|` would end the cell and a line break the table.
public enum MarkdownText {
  /// `text` as one cell: `|` escaped, line breaks as spaces.
  public static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: " ")
      .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
  }
}
