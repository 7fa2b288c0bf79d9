import Foundation
import TestSupport
import Testing
import ToDo

@testable import CommandLineSupport
@testable import ToDoCommands

/// `todo login` and `todo sync` against services that try to take the token, fill the
/// memory, hold the store or write to the terminal, replayed on 127.0.0.1.
@Suite(.enabled(if: FakeToDoServer.isAvailable, "python3 is needed for the fake services"))
struct ToDoHostileServiceTests {
  /// Runs `todo` in this process. The sync's own time limit is set far away (a loaded test
  /// process may leave a task waiting for a thread), except where a test sets it.
  @MainActor func run(
    _ arguments: [String], store: URL, password: String? = nil, seconds: Double = 20,
    syncSeconds: Double = 3600
  ) async -> (status: ExitCode, output: String, errors: String) {
    let recording = ConsoleRecording()
    var session = GuardedHTTPSession()
    session.seconds = seconds
    let tool = ToDoTool(
      environment: [:], currentDirectory: store.deletingLastPathComponent(),
      console: recording.console(), timeZone: TimeZone(identifier: "UTC")!,
      makeSession: { session }, readPassword: { password }, syncSeconds: syncSeconds)
    let status = await tool.run(["--store", store.path] + arguments)
    return (status, recording.output, recording.errors)
  }

  /// Keeps the token `t` for the service at `url` beside `store`, as a login there would.
  func keepToken(for url: URL, beside store: URL) throws {
    let file = FileTokenStore(url: store.deletingPathExtension().appendingPathExtension("tokens"))
    try ServerTokenStore(store: file, server: url).setSecret(
      "t", forAccount: APIClient.tokenAccount)
  }

  /// The requests `server` recorded that carried an `Authorization` header.
  func authorized(in record: URL) throws -> [String] {
    let text = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.contains("\"Authorization\"") }.map(String.init)
  }

  @Test func aRedirectToAnotherServerIsRefusedAndTheTokenStaysHome() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let record = folder.appendingPathComponent("elsewhere.jsonl")
      let elsewhere = try FakeToDoServer.startHostile(["--record", record.path])
      let store = folder.appendingPathComponent("todo.plist")
      let redirecting = try FakeToDoServer.startHostile([
        "--redirect-to", elsewhere.baseURL.absoluteString,
      ])
      try keepToken(for: redirecting.baseURL, beside: store)

      let sync = await run(
        ["sync", "--server", redirecting.baseURL.absoluteString], store: store)

      #expect(sync.status == .failure)
      #expect(sync.errors.contains("redirected the request to http://127.0.0.1:"), "\(sync.errors)")
      #expect(sync.errors.split(separator: "\n").count == 1)
      #expect(try authorized(in: record).isEmpty)
    }
  }

  @Test func aTokenGoesOnlyToTheServerItWasIssuedBy() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let record = folder.appendingPathComponent("other.jsonl")
      let service = try FakeToDoServer.startHostile([])
      let other = try FakeToDoServer.startHostile(["--record", record.path])
      let store = folder.appendingPathComponent("todo.plist")
      _ = await run(
        ["login", "--server", service.baseURL.absoluteString, "--user", "dom"], store: store,
        password: "pw")

      let sync = await run(["sync", "--server", other.baseURL.absoluteString], store: store)
      let home = await run(["sync", "--server", service.baseURL.absoluteString], store: store)

      #expect(sync.status == .failure && sync.errors.contains("log"), "\(sync.errors)")
      #expect(try authorized(in: record).isEmpty)
      #expect(home.status == .success, "\(home.errors)")
    }
  }

  /// An answer over the 4 MiB `todo` takes is refused in one line, whether it says its
  /// length (refused before its body is read) or not (cut off once it passes the limit).
  @Test(arguments: [[], ["--unsized"]])
  func anAnswerTooLargeIsRefusedInOneLine(_ sizing: [String]) async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let service = try FakeToDoServer.startHostile(["--huge", String(64 << 20)] + sizing)

      let login = await run(
        ["login", "--server", service.baseURL.absoluteString, "--user", "dom"], store: store,
        password: "pw")

      #expect(login.status == .failure)
      #expect(login.errors.contains("the answer is over 4 MiB; refused"), "\(login.errors)")
    }
  }

  /// An answer of a gigabyte that says no length: `todo sync` drops it as it comes once it
  /// passes the 4 MiB it takes, so its memory stays near what it needs, never near the
  /// answer's (800 MB and more before).
  @Test func anAnswerWithNoLengthCostsNoMoreMemoryThanTheLimit() async throws {
    let todo = try BuiltTool.url("todo").path
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist").path
      let service = try FakeToDoServer.startHostile(["--huge", String(1 << 30), "--unsized"])
      try keepToken(for: service.baseURL, beside: URL(fileURLWithPath: store))
      // The peak memory of the todo process, as the kernel counted it, in KiB.
      let measure = """
        import resource, subprocess, sys
        run = subprocess.run(sys.argv[1:], capture_output=True, text=True)
        sys.stderr.write(run.stderr)
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """

      let sync = try Subprocess.run(
        [
          "python3", "-c", measure, todo, "--store", store, "sync", "--server",
          service.baseURL.absoluteString,
        ])

      let peak = Int(sync.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .max
      #expect(sync.errors.contains("the answer is over 4 MiB; refused"), "\(sync.errors)")
      #expect(peak < 200 << 10, "peak memory \(peak >> 10) MiB")
    }
  }

  /// A service sending a byte a second: the sync gives up within its time, and a `todo add`
  /// beside it says it waits, then adds once the lock is free. Both are `todo` processes, as
  /// at two terminals; how long the store stays locked is read from the lock itself, so a
  /// busy test process does not count.
  @Test func aSlowServiceReleasesTheStoreInTimeAndAnAddSaysItWaits() async throws {
    let todo = try BuiltTool.url("todo").path
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist").path
      let slow = try FakeToDoServer.startHostile(["--drip", "30"])
      try keepToken(for: slow.baseURL, beside: URL(fileURLWithPath: store))
      let environment = ProcessInfo.processInfo.environment.merging(["TODO_TIMEOUT": "4"]) {
        $1
      }
      let sync = [todo, "--store", store, "sync", "--server", slow.baseURL.absoluteString]
      let add = [todo, "--store", store, "add", "Write a failing test"]

      let (synced, added, locked) = await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          let syncing = Locked<Subprocess.Outcome?>(nil)
          let adding = Locked<Subprocess.Outcome?>(nil)
          let syncThread = Thread {
            let outcome = try? Subprocess.run(sync, environment: environment, timeout: 60)
            syncing.withLock { $0 = outcome }
          }
          syncThread.start()
          let since = Self.waitUntilLocked(store + ".lock")
          let addThread = Thread {
            let outcome = try? Subprocess.run(add, timeout: 60)
            adding.withLock { $0 = outcome }
          }
          addThread.start()
          let seconds = Self.secondsUntilUnlocked(store + ".lock", since: since)
          while !syncThread.isFinished || !addThread.isFinished {
            Thread.sleep(forTimeInterval: 0.05)
          }
          continuation.resume(returning: (syncing.current, adding.current, seconds))
        }
      }

      #expect(synced?.status == 1)
      #expect(
        synced?.errors.contains("no whole answer within 4 s") == true, "\(synced?.errors ?? "")")
      // The service would drip for 30 s: the store was free long before.
      #expect(locked < 25, "the store was locked \(locked) s")
      #expect(added?.succeeded == true, "\(added?.errors ?? "")")
      #expect(
        added?.errors.contains("waiting for another todo command to finish with the store") == true)
    }
  }

  /// A sync past its time pushes nothing more, keeps what it pulled and says so.
  @Test func aSyncPastItsTimeStopsPushingAndSaysSo() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let service = try FakeToDoServer.startHostile([
        "--answer", #"[{"title": "From the service"}]"#,
      ])
      try keepToken(for: service.baseURL, beside: store)
      _ = await run(["add", "Push me"], store: store)

      let sync = await run(
        ["sync", "--server", service.baseURL.absoluteString], store: store, syncSeconds: 0)
      let list = await run(["list"], store: store)

      #expect(sync.status == .failure)
      #expect(
        sync.errors
          == "todo: sync stopped after 0 s, the service answering too slowly: pulled 1, pushed 0 of 1; run it again later\n"
      )
      #expect(list.output.contains("From the service"))
    }
  }

  /// Whether another process holds the lock in `path`.
  static func isLocked(_ path: String) -> Bool {
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return true }
    flock(descriptor, LOCK_UN)
    return false
  }

  /// Returns, once another process holds the lock in `path` (or after 20 s), when it did.
  static func waitUntilLocked(_ path: String) -> Date {
    var tries = 0
    while !isLocked(path), tries < 400 {
      tries += 1
      Thread.sleep(forTimeInterval: 0.05)
    }
    return Date()
  }

  /// The seconds from `since` until no process holds the lock in `path` (60 at most).
  static func secondsUntilUnlocked(_ path: String, since: Date) -> Double {
    while isLocked(path), Date().timeIntervalSince(since) < 60 {
      Thread.sleep(forTimeInterval: 0.02)
    }
    return Date().timeIntervalSince(since)
  }

  /// Titles holding terminal escapes, from the command line or from a service, are kept and
  /// shown without their control characters.
  @Test func controlCharactersInTitlesAreNeitherStoredNorPrinted() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let items = #"[{"title": "Pay \u001b]52;c;cm0gLXJmIH4=\u0007rent\u001b[2K"}]"#
      let service = try FakeToDoServer.startHostile(["--answer", items])
      let url = service.baseURL.absoluteString
      _ = await run(["login", "--server", url, "--user", "dom"], store: store, password: "pw")

      let added = await run(["add", "Call \u{1B}[2Kmum\u{202E}"], store: store)
      let synced = await run(["sync", "--server", url], store: store)
      let list = await run(["list"], store: store)

      #expect(added.status == .success, "\(added.errors)")
      #expect(synced.status == .success, "\(synced.errors)")
      let plist = try String(contentsOf: store, encoding: .utf8)
      for text in [added.output, list.output, plist] {
        #expect(
          !text.unicodeScalars.contains {
            $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t"
          })
      }
      #expect(list.output.contains("Call [2Kmum"))
      #expect(list.output.contains("Pay ]52;c;cm0gLXJmIH4=rent[2K"))
    }
  }

  /// A service's title longer than `todo add` takes is refused in one line, and the store
  /// keeps what it had: the service's texts are bounded as the user's are.
  @Test func aServiceTitleLongerThanAddTakesIsRefusedAndTheStoreKept() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let items = #"[{"title": "\#(String(repeating: "x", count: 3_000))"}]"#
      let service = try FakeToDoServer.startHostile(["--answer", items])
      let url = service.baseURL.absoluteString
      _ = await run(["login", "--server", url, "--user", "dom"], store: store, password: "pw")
      _ = await run(["add", "Keep me"], store: store)

      let synced = await run(["sync", "--server", url], store: store)
      let list = await run(["list"], store: store)

      #expect(synced.status == .failure)
      #expect(
        synced.errors
          == "todo: the service sent an item whose title is 3000 characters long, where at most 1000 are taken; nothing was pulled\n"
      )
      #expect(list.output.contains("Keep me") && !list.output.contains("xxx"))
    }
  }
}
