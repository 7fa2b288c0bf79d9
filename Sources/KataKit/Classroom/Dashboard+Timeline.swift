import CommandLineSupport

extension Dashboard {
  /// The timeline cells of `row`, one per column: each minute's lights, or one mark for a
  /// burst; a `live` page links each to its diff.
  func timelineHTML(_ row: PairRow, view: DashboardView, live: Bool) -> HTML {
    var byColumn: [[PairRow.Run]] = Array(repeating: [], count: columns.count)
    for run in row.runs where columns.indices.contains(run.column) {
      byColumn[run.column].append(run)
    }
    return HTML.joined(
      byColumn.map { runs -> HTML in
        "<td class=\"t\">\(HTML.joined(LightMark.marks(of: runs, in: row, view: view, live: live)))</td>"
      })
  }
}
