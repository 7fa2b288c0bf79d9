import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// Entries kept while the room was away reach it between runs too, over loopback: the
/// instructor's server stops, a pair's run waits in its workspace, the server comes back on
/// the same port, and `kata watch` sends what waited without another run.
extension ClassroomCommandsTests {
  /// A server for the room in `folder` on loopback `port` (0 for any free one), serving
  /// until stopped; `stopped` is set once it no longer listens.
  func serve(
    _ folder: URL, port: UInt16 = 0, stopped: Locked<Bool> = Locked(false)
  ) throws -> HTTPServer {
    let classroom = ClassroomServer(folder: folder, token: "ROOM-1357", now: { Self.start })
    let server = try HTTPServer(host: "127.0.0.1", port: port) { classroom.respond(to: $0) }
    Thread {
      server.run()
      stopped.withLock { $0 = true }
    }.start()
    return server
  }

  /// Waits, at most five seconds, for `condition`.
  func waitFor(_ condition: () -> Bool) {
    for _ in 0..<500 where !condition() { Thread.sleep(forTimeInterval: 0.01) }
  }

  @Test func watchSendsWhatWaitedOnceTheRoomIsBackWithoutAnotherRun() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)
      let stopped = Locked(false)
      let first = try serve(room, stopped: stopped)
      let port = first.port
      let address = "http://127.0.0.1:\(port)"
      let kept = Journal(url: room.appendingPathComponent("ada/tiny.jsonl"))
      let outbox = Journal(
        url: folder.appendingPathComponent("kata-workspace/tiny/.kata/outbox.jsonl"))
      _ = run(
        ["start", "tiny", "--name", "ada", "--classroom", address], in: folder,
        environment: ["KATA_ROOM_TOKEN": "ROOM-1357"])
      first.stop()
      waitFor { stopped.current }

      let again = Locked<HTTPServer?>(nil)
      let polls = Locked(0)
      let runner = ScriptedRunner([try Runs.red])
      let watched = run(
        ["watch"], in: folder, minutes: 1, runner: runner,
        shouldStop: {
          let count = polls.withLock {
            $0 += 1
            return $0
          }
          // The room is back at the third poll; the watch stops once it has the run.
          if count == 3 { again.withLock { $0 = try? serve(room, port: port) } }
          return kept.entries().contains { $0.event == .run } || count > 50
        }, sendEvery: 0)
      defer { again.current?.stop() }

      #expect(again.current != nil, "the room is served again on port \(port)")
      #expect(
        watched.errors.contains("warning: the classroom \(address) did not take this run"),
        "\(watched.errors)")
      #expect(runner.folders.count == 1, "one run, at the start of the watch")
      #expect(kept.entries().map(\.event) == [.start, .run])
      #expect(outbox.entries().isEmpty)
      #expect(
        watched.output.hasSuffix("The classroom \(address) took the entry that waited for it.\n"))
      #expect((3...6).contains(polls.current), "sent at the first poll with the room back")
    }
  }

  @Test func watchTriesTheRoomEverySendEverySecondsOfPolls() {
    let control = { (interval: Double, every: Double) in
      WatchControl(interval: interval, pause: { _ in }, shouldStop: { true }, sendEvery: every)
        .pollsPerSend
    }

    #expect(control(0.5, 30) == 60)
    #expect(control(0.7, 30) == 43)
    #expect(control(60, 30) == 1)
    #expect(control(0, 0) == 1 && control(0.5, 0) == 1)
    #expect(control(0, 30) == 1_000_000 && control(1e-300, 30) == 1_000_000)
  }
}
