import CommandLineSupport
import Foundation

/// `kata dashboard serve ROOM`: this laptop as the classroom's server, one per room, with
/// its lock, its token and what the instructor reads as it starts.
enum RoomServing {
  /// Serves the classroom in `room` over HTTP on `host` and `port`, asking for `token` (else
  /// the room's own), until the instructor stops it; the debrief shows the katas' `guides`,
  /// `nil` when the katas were not found.
  static func serve(
    _ room: URL, port served: ServePort, host: String, token given: RoomToken?,
    guides: [String: String]?, in context: CommandContext
  ) throws -> ExitCode {
    let port = served.value
    // One server per room: a second would take the same posts and the same folder.
    let lock = open(
      room.appendingPathComponent(lockFile).path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else {
      throw KataError.file(
        path: room.path,
        reason:
          "cannot write in the room (\(String(cString: strerror(errno)))); serve a folder you can write"
      )
    }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      close(lock)
      // The server that holds the lock wrote its address in it: a line of its own, cleaned.
      let address =
        (try? String(contentsOf: room.appendingPathComponent(lockFile), encoding: .utf8))
        .map { TerminalText.quoted($0.trimmingCharacters(in: .whitespacesAndNewlines), limit: 80) }
        .flatMap { $0.isEmpty ? nil : $0 }
      throw KataError.file(
        path: room.path,
        reason:
          "another 'kata dashboard serve' serves this room already; stop it first, or open its address"
          + (address.map { ", \($0)" } ?? ""))
    }
    defer { close(lock) }
    let token = try roomToken(given, room: room)
    let console = context.console
    let classroom = ClassroomServer(
      folder: room, token: token, now: context.now, guides: guides ?? [:],
      calendar: context.calendar, warn: { console.error($0, tool: "kata dashboard") })
    let server: HTTPServer
    do {
      server = try HTTPServer(host: host, port: port, screen: classroom.screen) {
        classroom.respond(to: $0)
      }
    } catch {
      throw KataError.file(
        path: "\(host):\(port)",
        reason:
          "cannot serve the classroom there: \(error); choose another port with --port, such as --port 9090"
      )
    }
    // Before the announcement, which tells the instructor Ctrl-C stops it.
    let shownRoom = context.shown(room)
    let farewell =
      "Stopped serving \(shownRoom); the room keeps every entry it took, and its token."
    Interrupt.onInterrupt { console.line(farewell) }
    let addresses = (host == "0.0.0.0" ? NetworkAddresses.ipv4() : [host]).map {
      "http://\($0):\(server.port)"
    }
    // The lock says where this server is, for a second one started on the room.
    let record = Data(((addresses.first ?? "") + "\n").utf8)
    _ = ftruncate(lock, 0)
    _ = record.withUnsafeBytes { pwrite(lock, $0.baseAddress, record.count, 0) }
    announce(room, at: addresses, token: token, katasFound: guides != nil, in: context)
    // The room read once as it starts, so what it skips (a link, a damaged line) is told
    // now, not at the first page.
    _ = classroom.dashboard()
    let thread = Thread { server.run() }
    thread.start()
    context.watchControl.listen()
    while !context.watchControl.shouldStop() { context.watchControl.pause(0.5) }
    server.stop()
    console.line(farewell)
    return .success
  }

  /// What the instructor reads as the room is served: its addresses, its token, the line a
  /// learner types, what a restart keeps (a break that lasts, a line that stands), and that
  /// the katas were not found, when they were not.
  private static func announce(
    _ room: URL, at addresses: [String], token: String, katasFound: Bool,
    in context: CommandContext
  ) {
    let console = context.console
    console.line(
      "Serving the classroom \(context.shown(room)) at \(addresses.joined(separator: ", ")) (the wall: /projector)"
    )
    console.line("Room token: \(token)")
    console.line(
      "Learners start with: kata start KATA --name NAME --classroom \(addresses.first ?? "") --room-token \(token)"
    )
    console.line("Press q or Ctrl-C to stop; started again here, it keeps the room and its token.")
    if RoomClock(in: room).pausedSince != nil {
      console.line(
        "The room is on a break, its clocks paused: \(context.invocation.typed("dashboard resume \(context.shown(room))")) ends it."
      )
    }
    if let line = RoomMessage.read(in: room) { console.line("The room's line stands: \(line)") }
    if !katasFound {
      console.error(
        "warning: the katas were not found from here, so /retro has no guide's questions: pass --katas DIR or set KATA_PATH",
        tool: "kata")
    }
  }

  /// The file in the room that keeps its token.
  static let tokenFile = ".room-token"

  /// The file a serving server holds locked, so that one server alone serves a room.
  static let lockFile = ".server.lock"

  /// The room's token: the one given, else the one kept in the room, else a new one; the
  /// one given or made is kept there, readable by its owner only, so that the room serves
  /// with it again when started without it.
  static func roomToken(_ given: RoomToken?, room: URL) throws -> String {
    let file = room.appendingPathComponent(tokenFile)
    let kept = (try? String(contentsOf: file, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if given == nil, let kept, !kept.isEmpty { return kept }
    let token = given?.text ?? newToken()
    guard token != kept else { return token }
    do {
      try AtomicFile.write(Data((token + "\n").utf8), to: file, mode: 0o600)
    } catch {
      throw KataError.file(path: error.path, reason: error.reason)
    }
    return token
  }

  /// A new token of eight letters and digits a person cannot confuse, as `ABCD-EF23`.
  private static func newToken() -> String {
    let letters = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    var generator = SystemRandomNumberGenerator()
    let token = String((0..<8).map { _ in letters.randomElement(using: &generator)! })
    return String(token.prefix(4) + "-" + token.suffix(4))
  }
}
