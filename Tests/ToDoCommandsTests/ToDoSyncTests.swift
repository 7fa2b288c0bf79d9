import Foundation
import TestSupport
import Testing
import ToDo

@testable import CommandLineSupport
@testable import ToDoCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `todo login` and `todo sync` against the fake to-do service on 127.0.0.1.
@Suite(.enabled(if: FakeToDoServer.isAvailable, "python3 is needed for the fake to-do service"))
struct ToDoSyncTests {
  @MainActor func run(_ arguments: [String], store: URL, password: String? = nil) async -> (
    ExitCode, String, String
  ) {
    let recording = ConsoleRecording()
    let tool = ToDoTool(
      environment: [:], currentDirectory: store.deletingLastPathComponent(),
      console: recording.console(), timeZone: TimeZone(identifier: "UTC")!,
      makeSession: { GuardedHTTPSession() }, readPassword: { password }, syncSeconds: 3600)
    let status = await tool.run(["--store", store.path] + arguments)
    return (status, recording.output, recording.errors)
  }

  @Test func loginStoresATokenOnlyItsOwnerCanRead() async throws {
    let server = try FakeToDoServer.start(password: "pw")
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")

      let (status, output, _) = await run(
        ["login", "--server", server.baseURL.absoluteString, "--user", "dom"], store: store,
        password: "pw")

      #expect(status == .success)
      #expect(output == "Logged in to 127.0.0.1 as dom\n")
      let tokens = folder.appendingPathComponent("todo.tokens")
      let attributes = try FileManager.default.attributesOfItem(atPath: tokens.path)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
  }

  @Test func loginWithAWrongPasswordFailsWithoutTheToken() async throws {
    let server = try FakeToDoServer.start(password: "pw")
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")

      let (status, _, errors) = await run(
        ["login", "--server", server.baseURL.absoluteString, "--user", "dom"], store: store,
        password: "nope")

      #expect(status == .failure)
      #expect(errors.hasPrefix("todo: the to-do service refused the credentials"))
      #expect(!errors.contains("nope"))
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("todo.tokens").path))
    }
  }

  @Test func syncPushesLocalItemsAndPullsRemoteOnes() async throws {
    let server = try FakeToDoServer.start()
    let url = server.baseURL.absoluteString
    try await withAsyncTemporaryDirectory { folder in
      let laptop = folder.appendingPathComponent("laptop/todo.plist")
      let phone = folder.appendingPathComponent("phone/todo.plist")
      _ = await run(
        ["add", "Meeting", "--date", "02/22/2016", "--location", "Office"], store: laptop)
      _ = await run(["add", "Buy milk"], store: laptop)
      _ = await run(["login", "--server", url, "--user", "dom"], store: laptop, password: "pw")
      _ = await run(["login", "--server", url, "--user", "dom"], store: phone, password: "pw")

      let first = await run(["sync", "--server", url], store: laptop)
      let second = await run(["sync", "--server", url], store: phone)
      let again = await run(["sync", "--server", url], store: laptop)

      #expect(first.1 == "Pulled 0, pushed 2\n")
      #expect(second.1 == "Pulled 2, pushed 0\n")
      #expect(again.1 == "Pulled 0, pushed 0\n")
      let list = await run(["list"], store: phone)
      #expect(
        list.1 == "To do\n  1. Meeting   Office  02/22/2016\n  2. Buy milk\nFinished\n  (none)\n")
    }
  }

  @Test func syncBeforeLoginSaysSo() async throws {
    let server = try FakeToDoServer.start()
    try await withAsyncTemporaryDirectory { folder in
      let (status, _, errors) = await run(
        ["sync", "--server", server.baseURL.absoluteString],
        store: folder.appendingPathComponent("t.plist"))

      #expect(status == .failure)
      #expect(errors == "todo: not logged in: run 'todo login' first\n")
    }
  }
}

@Suite struct ToDoLoginArgumentTests {
  @MainActor func run(_ arguments: [String], password: String? = "pw") async throws -> (
    ExitCode, String
  ) {
    try await withAsyncTemporaryDirectory { folder in
      let recording = ConsoleRecording()
      let tool = ToDoTool(
        environment: ["TODO_STORE": folder.appendingPathComponent("todo.plist").path],
        currentDirectory: folder, console: recording.console(),
        timeZone: TimeZone(identifier: "UTC")!,
        makeSession: { GuardedHTTPSession() }, readPassword: { password }, syncSeconds: 3600)
      return (await tool.run(arguments), recording.errors)
    }
  }

  @Test func refusesPlainHTTPOutsideLoopback() async throws {
    let (status, errors) = try await run([
      "login", "--server", "http://todo.example.com", "--user", "d",
    ])

    #expect(status == .failure)
    #expect(errors.contains("must use https"))
  }

  @Test func neverEchoesCredentialsInTheServerURL() async throws {
    let (status, errors) = try await run(["sync", "--server", "ftp://dom:hunter2@example.com"])
    let (status2, errors2) = try await run(["sync", "--server", "https://dom:hunter2@example.com"])

    #expect(status == .usage)
    #expect(errors.contains("invalid --server 'ftp://***@example.com'"))
    #expect(status2 == .failure)
    #expect(errors2.contains("must not contain a user name or password"))
    #expect(!(errors + errors2).contains("hunter2"))
  }

  @Test func needsAPasswordOnStandardInput() async throws {
    let (status, errors) = try await run(
      ["login", "--server", "https://todo.example.com", "--user", "d"], password: nil)

    #expect(status == .failure)
    #expect(errors == "todo: no password on standard input\n")
  }

  @Test func needsServerAndUser() async throws {
    #expect(try await run(["login", "--user", "d"]).1.hasPrefix("todo: missing --server URL"))
    #expect(
      try await run(["login", "--server", "https://x.org"]).1.hasPrefix("todo: missing --user NAME")
    )
    #expect(try await run(["sync", "--server", "nonsense"]).1.hasPrefix("todo: invalid --server"))
  }
}
