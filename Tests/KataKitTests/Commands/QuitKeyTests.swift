import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Every command that waits for `q` starts listening for it itself, whatever words and
/// options came before or after its name: the executable reads no argument of its own.
@Suite struct QuitKeyTests {
  /// The `WatchControl` of a command that stops at once, and how often it listened.
  func control() -> (WatchControl, Counter) {
    let listened = Counter()
    let control = WatchControl(
      interval: 0, pause: { _ in }, shouldStop: { true },
      listen: { _ = listened.increment() })
    return (control, listened)
  }

  @Test func watchListensWhereverItsOptionsStand() throws {
    try withTemporaryDirectory { folder in
      try makeTinyKata(in: folder)
      let katas = folder.appendingPathComponent("Katas").path
      _ = KataToolTests().run(["start", "tiny"], in: folder)

      for arguments in [["watch"], ["--katas", katas, "watch"], ["watch", "--katas", katas]] {
        let (watch, listened) = control()
        let result = KataToolTests().run(
          arguments, in: folder, runner: ScriptedRunner([try Runs.red]), watch: watch)

        #expect(result.status == .success, "\(arguments): \(result.errors)")
        #expect(listened.value == 1, "\(arguments)")
      }
    }
  }

  @Test func servingTheRoomListensHoweverThePortIsWritten() throws {
    try withTemporaryDirectory { folder in
      for serve in [
        ["serve", "room-1", "--port", "0"], ["serve", "room-2", "--port=0"],
        ["room-3", "--serve=0"],
      ] {
        let (watch, listened) = control()
        let result = KataToolTests().run(
          ["dashboard"] + serve + ["--host", "127.0.0.1", "--room-token", "ROOM-1357"],
          in: folder, watch: watch)

        #expect(result.status == .success, "\(serve): \(result.errors)")
        #expect(listened.value == 1, "\(serve)")
      }
    }
  }

  @Test func aPageWrittenAgainOnEveryChangeListens() throws {
    try withTemporaryDirectory { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("room"), withIntermediateDirectories: true)
      let (watch, listened) = control()

      let result = KataToolTests().run(["dashboard", "room", "--watch"], in: folder, watch: watch)

      #expect(result.status == .success, "\(result.errors)")
      #expect(listened.value == 1)
    }
  }
}
