/// The room on the projector: one card per pair in a grid, each saying in words where the
/// pair is and how it is doing, with its newest lights, as a mob timer and cyber-dojo's
/// lights show a room. Every text wraps inside its card rather than being cut or drawn under
/// another, whatever the names' length, so a 1920×1080 wall shows every card whole; the
/// instructor's line and a break are banners the back row can read.
struct ProjectorWall {
  /// The marks a card shows: the newest runs, a burst of one minute as one mark.
  static let marks = 12

  let dashboard: Dashboard
  let view: DashboardView
  /// Whether the page is served live, its lights linked to their diffs.
  let live: Bool

  /// The wall: the banners, then the cards, the pairs that may need help (stuck, quiet)
  /// first, each group in the dashboard's order: on a small screen they are the ones seen
  /// without scrolling.
  var html: HTML {
    let names =
      view.anonymous ? AnimalNames.names(for: dashboard.rows.map(\.animalKey)) : [:]
    let ordered = dashboard.rows.enumerated().sorted { one, other in
      let (first, second) = (PairStatus(one.element).isFlagged, PairStatus(other.element).isFlagged)
      return first != second ? first : one.offset < other.offset
    }
    // The place in this order is the one the page's "by progress" sort restores.
    let cards = ordered.enumerated().map { place, pair in
      card(pair.element, index: place, name: names[pair.element.animalKey] ?? pair.element.learner)
    }
    return """
      \(banners)<div id="wall" class="wall \(Self.density(of: dashboard.rows.count))">
      \(HTML.joined(cards, separator: "\n"))
      </div>
      """
  }

  /// The instructor's line and the break, large, above the cards and pinned under the title
  /// on a wall taller than the screen: in the part a live page fetches again, so both reach
  /// the wall within seconds.
  var banners: HTML {
    var parts: [HTML] = []
    if dashboard.pausedSince != nil {
      parts.append(
        "<p class=\"banner paused\" role=\"status\">On a break: the clocks are paused</p>\n")
    }
    if let message = dashboard.message {
      parts.append("<p class=\"banner say\" role=\"status\">\(message)</p>\n")
    }
    return parts.isEmpty ? "" : "<div class=\"banners\">\(HTML.joined(parts))</div>\n"
  }

  /// The class that sizes the cards for `count` pairs: the more pairs, the smaller the type,
  /// so up to 30 pairs fit 1920×1080.
  static func density(of count: Int) -> String {
    count <= 12 ? "roomy" : count <= 20 ? "dense" : "denser"
  }

  /// One pair's card.
  func card(_ row: PairRow, index: Int, name: String) -> HTML {
    let status = PairStatus(row)
    let state =
      switch status {
      case .done: "done"
      case .quiet: "quiet"
      case .stuck: "stuck"
      case .working: "working"
      case .away: "away"
      }
    let step =
      row.step.map { step in "step " + (row.steps.map { "\(step) of \($0)" } ?? "\(step)") }
      ?? "not started"
    var whereParts: [HTML] = ["<span class=\"kata\">\(row.kataLabel ?? "no kata yet")</span>"]
    whereParts.append("<span class=\"step\">\(step)</span>")
    if let minutes = row.minutesOnStep, status == .working || status.isFlagged {
      whereParts.append("<span class=\"on\">\(minutes) min on it</span>")
    }
    let flagged: HTML = status.isFlagged ? " flagged" : ""
    return """
      <article class="pair \(state)\(flagged)" data-name="\(name + " " + (row.kata ?? ""))" data-progress="\(index)">
      <header><h2 class="name">\(Self.breakable(name))</h2><p class="status">\(status.words)</p></header>
      <p class="where">\(HTML.joined(whereParts, separator: " · "))</p>
      <p class="who">\(driver(row))<span class="seen">seen \(row.seen)</span>\(chaffs(row))</p>
      <p class="lights">\(lights(row))</p>
      </article>
      """
  }

  /// `name` with a chance to break the line after each `+` and `.`, where a long pair's
  /// name reads best when its card is too narrow for it.
  static func breakable(_ name: String) -> HTML {
    var parts: [HTML] = []
    var word = ""
    for character in name {
      word.append(character)
      if character == "+" || character == "." {
        parts.append("\(word)<wbr>")
        word = ""
      }
    }
    parts.append("\(word)")
    return HTML.joined(parts)
  }

  /// Who drives, for how long, and the countdown to the next driver; the anonymous wall
  /// leaves the names out, and a pair that finished its kata is not told to hand over.
  private func driver(_ row: PairRow) -> HTML {
    let status = PairStatus(row)
    guard row.driver != nil || row.driving != nil, status == .working || status.isFlagged else {
      return ""
    }
    var text = view.anonymous ? "driving" : "\(row.driver ?? "someone") drives"
    if let minutes = row.minutesDriving { text += " \(minutes) min" }
    var countdown = row.countdown
    if view.anonymous, let words = countdown {
      countdown = words.hasPrefix("hand over") ? "hand over" : words.components(separatedBy: ",")[0]
    }
    let due: HTML = row.rotationDue ? " due" : ""
    let timer: HTML = countdown.map { " · <span class=\"timer\(due)\">\($0)</span>" } ?? ""
    return "<span class=\"driver\">\(text)\(timer)</span> · "
  }

  /// Chaffs caught of met, and how many were missed.
  private func chaffs(_ row: PairRow) -> HTML {
    guard row.chaffsMet > 0 else { return "" }
    let missed: HTML =
      row.chaffsMissed.isEmpty
      ? "" : ", <span class=\"missed\">\(row.chaffsMissed.count) missed</span>"
    return " · <span class=\"chaffs\">chaffs \(row.chaffsCaught)/\(row.chaffsMet)\(missed)</span>"
  }

  /// The newest ``marks`` marks of the row: its runs by minute, a burst as one mark.
  private func lights(_ row: PairRow) -> HTML {
    var minutes: [[PairRow.Run]] = []
    for run in row.runs {
      if let last = minutes.last?.last, last.column == run.column {
        minutes[minutes.count - 1].append(run)
      } else {
        minutes.append([run])
      }
    }
    let marks = minutes.suffix(Self.marks).flatMap {
      LightMark.marks(of: $0, in: row, view: view, live: live)
    }
    return marks.isEmpty ? "no run yet" : HTML.joined(marks.suffix(Self.marks))
  }
}
