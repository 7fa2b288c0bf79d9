import CommandLineSupport
import Foundation

/// `kata dashboard serve DIR`: this laptop as the classroom's server, for a room with no
/// shared folder.
struct DashboardServeCommand: KataCommand {
  /// `--port PORT`: where it listens.
  static let port = Option<ServePort>(
    "--port", "PORT", help: "the TCP port to serve on (0 for any free one)", defaultValue: 8080)
  /// `--host ADDRESS`: the address it listens on.
  static let host = Option<String?>(
    "--host", "ADDRESS", help: "where to listen", defaultText: "every interface")
  /// `--room-token TOKEN`: the token the server asks of every workspace.
  static let token = Option<RoomToken?>(
    "--room-token", "TOKEN", help: "the room token, kept in DIR/.room-token for the next start",
    defaultText: "the one kept there, else new")

  /// `dashboard serve DIR`, formerly `dashboard DIR --serve PORT`.
  static let declaration = CommandDeclaration(
    name: "serve", abstract: "serve the classroom over HTTP from this laptop",
    discussion: """
      Makes this laptop the classroom for a room with no shared folder: the learners'
      workspaces post their journal entries and code over HTTP (with the room token, which
      it prints: --room-token chooses it, else DIR/.room-token keeps one), and they are
      appended to DIR as a shared folder would get them. DIR is made if it is not there
      yet. It serves the pages at http://ADDRESS:PORT/ and /projector (add ?anonymous=1),
      which update themselves, and a click on a light shows that run's code against the
      run before. --host 127.0.0.1 keeps it to this machine, as every interface is served
      otherwise. Press q or Ctrl-C to stop; started again, it keeps the room and its token.
      """,
    options: [port, host, token],
    operands: [DashboardCommand.room]
  ).formerly(flag: "--serve", valueTo: "--port")

  /// `DIR`: the room, as typed.
  let room: String
  /// `--port PORT`: where it listens.
  let port: ServePort
  /// `--host ADDRESS`: the address it listens on; every interface when `nil`.
  let host: String?
  /// `--room-token TOKEN`: the token asked of every workspace, when given.
  let token: RoomToken?
  /// `--katas DIR`: where the katas are, for the debrief's guides.
  let katas: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    room = parsed.operands[0]
    port = try parsed.value(Self.port)
    host = try parsed.value(Self.host)
    token = try parsed.value(Self.token)
    katas = try parsed.value(KataOption.katas)
  }

  /// Serves the room until the instructor stops it; a folder it made for a server that
  /// could not start (a port in use) is taken away again.
  func run(in context: CommandContext) throws -> ExitCode {
    let folder = context.url(room)
    // Serving a room is how a workshop begins: the folder is made if it is not there yet.
    let made = !FileManager.default.fileExists(atPath: folder.path)
    if made {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      } catch {
        throw KataError.file(
          path: folder.path, reason: FileErrors.reason(for: error, at: folder.path))
      }
    }
    _ = try DashboardCommand.classroom(room, in: context)
    do {
      return try RoomServing.serve(
        folder, port: port, host: host ?? "0.0.0.0", token: token,
        guides: (try? context.catalog(katas)).map { RoomDebrief.guides(in: $0) }, in: context)
    } catch {
      if made { Self.removeIfUnused(folder) }
      throw error
    }
  }

  /// Removes `room`, a folder this command made, when it holds nothing but its token and
  /// its lock.
  private static func removeIfUnused(_ room: URL) {
    let held = (try? FileManager.default.contentsOfDirectory(atPath: room.path)) ?? []
    guard Set(held).isSubset(of: [RoomServing.tokenFile, RoomServing.lockFile]) else { return }
    try? FileManager.default.removeItem(at: room)
  }
}
