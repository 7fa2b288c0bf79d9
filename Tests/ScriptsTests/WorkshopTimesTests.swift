import Foundation
import TestSupport
import Testing

/// The times an instructor plans a day by say the same in both places: each kata's guide
/// ("Total about 2 h 50 min guided … test-first about 4 h 15") and the table of
/// `Katas/WORKSHOPS.md`.
@Suite struct WorkshopTimesTests {
  static let katas = RepositoryCopy.source.appendingPathComponent("Katas")

  /// The minutes `text` says, as "55 minutes", "80", "2 h 50 min", "3 h" or "4 h 15".
  static func minutes(_ text: Substring) -> Int? {
    if let match = text.firstMatch(of: #/(\d+) h(?: (\d+))?/#) {
      return Int(match.1)! * 60 + (match.2.flatMap { Int($0) } ?? 0)
    }
    return text.firstMatch(of: #/(\d+)/#).flatMap { Int($0.1) }
  }

  /// The guided and test-first minutes of each kata in WORKSHOPS.md's table.
  static func table() throws -> [String: (guided: Int?, testFirst: Int?)] {
    let text = try String(
      contentsOf: katas.appendingPathComponent("WORKSHOPS.md"), encoding: .utf8)
    var rows: [String: (Int?, Int?)] = [:]
    for line in text.split(separator: "\n") {
      guard let row = line.firstMatch(of: #/^\| \d+ \| `([a-z-]+)` \| ([^|]+) \| ([^|]+) \|/#)
      else { continue }
      rows[String(row.1)] = (minutes(row.2), minutes(row.3))
    }
    return rows
  }

  @Test func everyGuidesTotalIsTheWorkshopTables() throws {
    let table = try Self.table()
    #expect(table.count == 13)
    for (kata, times) in table {
      let guide = try String(
        contentsOf: Self.katas.appendingPathComponent("\(kata)/guide.md"), encoding: .utf8)
      let guided = guide.firstMatch(
        of:
          #/[Aa]bout (\d+(?: h(?: \d+)?)?)(?: min(?:utes)?)? guided|Guided takes about (\d+(?: h(?: \d+)?)?)/#
      )
      let testFirst = try #require(
        guide.firstMatch(
          of:
            #/[Aa]bout (\d+(?: h(?: \d+)?)?)(?: min)? test-first|[Tt]est-first[^.]*? about (\d+(?: h(?: \d+)?)?)/#
        ),
        "\(kata): no test-first time")
      if let guided {
        #expect(Self.minutes(guided.1 ?? guided.2 ?? "") == times.guided, "\(kata): guided")
      }
      #expect(
        Self.minutes(testFirst.1 ?? testFirst.2 ?? "") == times.testFirst, "\(kata): test-first")
    }
  }
}
