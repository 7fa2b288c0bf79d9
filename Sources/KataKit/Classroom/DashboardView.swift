/// How the dashboard's page is laid out: for the instructor's desk, or for the wall.
struct DashboardView: Equatable, Sendable {
  /// The page's layout.
  enum Layout: String, Sendable {
    /// Every column, in a size for a screen at arm's length.
    case desk
    /// Large type for a projector: a card per pair with the step, the time on it, the
    /// driver, the newest lights and whether a pair may be stuck, in words.
    case projector
  }

  var layout: Layout = .desk
  /// Whether animal names stand in for the learners', so that a red light never shames a
  /// person in front of the room.
  var anonymous = false

  /// The view a page asks for: `/projector` (or `view=projector`), and `anonymous=1`.
  init(request: HTTPRequest) {
    layout =
      request.path == "/projector" || request.query["view"] == "projector" ? .projector : .desk
    anonymous = request.query["anonymous"] == "1"
  }

  /// A view with `layout`, anonymous or not.
  init(layout: Layout = .desk, anonymous: Bool = false) {
    self.layout = layout
    self.anonymous = anonymous
  }

  /// The query that asks a server for this view, such as `?anonymous=1`.
  var query: String {
    anonymous ? "?anonymous=1" : ""
  }
}
