extension OptionDeclaration {
  /// The visible option name nearest to `typed`, when it is a slip of one or two letters.
  static func nearest(to typed: String, among options: [OptionDeclaration]) -> String? {
    let names = Set(options.filter { !$0.isHidden }.map(\.name))
    return names.map { ($0, distance($0, typed)) }.filter { $0.1 <= 2 }
      .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
  }

  /// The number of letters to insert, delete or change to make `a` into `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let (a, b) = (Array(a), Array(b))
    guard !a.isEmpty else { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var diagonal = row[0]
      row[0] = i
      for j in 0..<b.count {
        let above = row[j + 1]
        row[j + 1] = min(above + 1, row[j] + 1, diagonal + (a[i - 1] == b[j] ? 0 : 1))
        diagonal = above
      }
    }
    return row[b.count]
  }
}
