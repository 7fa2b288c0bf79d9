import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The instructor's line to the room (``RoomMessage``), as a workspace hears it: from the
/// room's folder, or from the classroom server's answer to the run it just posted. A room
/// that is away says nothing, costs no wait a run would not have had, and never fails a run.
extension ClassroomFeed {
  /// What the room says now, as far as the workspace can tell.
  enum RoomSaying: Equatable, Sendable {
    /// The room did not answer: what the workspace showed stays as it was.
    case unheard
    /// The room answered: its line, `nil` when it has none.
    case heard(String?)
  }

  /// The seconds `kata status` waits for a server that was not asked yet.
  static let sayingTimeout: Double = 2

  /// What the room says now: a folder's line, or a server's from its answer to the entries
  /// this feed posted; a server not asked yet (`kata status` posts nothing) is asked at
  /// `/room`, waiting at most ``sayingTimeout`` seconds. A server that did not take the
  /// entries is not asked again, so a room that is away slows no run.
  func roomSaying() -> RoomSaying {
    switch destination {
    case .folder(let folder):
      guard FileManager.default.isFolder(atPath: folder.path) else { return .unheard }
      return .heard(RoomMessage.read(in: folder))
    case .mistyped:
      return .unheard
    case .server(let base):
      if let known = saying.current { return known }
      var request = URLRequest(
        url: base.appendingPathComponent("room"), timeoutInterval: Self.sayingTimeout)
      if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
      let (status, answer) = ClassroomRequest.send(request)
      let heard: RoomSaying =
        status == 200 ? .heard(RoomMessage.line(inAnswer: answer)) : .unheard
      saying.withLock { $0 = heard }
      return heard
    }
  }
}
