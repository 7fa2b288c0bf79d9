import Foundation
import TestSupport
import Testing

/// Runs the built `todo` executable as a process on a store in a temporary folder.
@Suite struct ToDoProcessTests {
  struct Result {
    let status: Int32
    let output: String
    let errors: String
  }

  static var executable: URL {
    #if os(macOS)
      let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?
        .bundleURL.deletingLastPathComponent()
    #else
      let products: URL? = Bundle.main.bundleURL
    #endif
    return (products ?? URL(fileURLWithPath: ".build/debug")).appendingPathComponent("todo")
  }

  func todo(_ arguments: [String], store: URL, input: String = "") throws -> Result {
    try todo(["--store", store.path] + arguments, environment: [:], input: input)
  }

  /// Runs `todo` with `arguments` as they are, in an environment of `PATH`, `NO_COLOR`,
  /// `TZ` and `environment` (nothing else, so no `TODO_STORE`, `HOME` or `XDG_DATA_HOME`
  /// unless given).
  func todo(_ arguments: [String], environment: [String: String], input: String = "") throws
    -> Result
  {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "TZ": "UTC"]
      .merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  @Test func addListCheckAndShow() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")

      #expect(
        try todo(["add", "Meeting", "--date", "02/22/2016", "--location", "Office"], store: store)
          .status == 0)
      #expect(try todo(["add", "Buy milk"], store: store).output == "Added 2: Buy milk\n")
      #expect(try todo(["check", "1"], store: store).output == "Finished 1: Meeting\n")
      let list = try todo(["list"], store: store)
      #expect(list.output == "To do\n  2. Buy milk\nFinished\n  1. [x] Meeting\n")
      let show = try todo(["show", "1"], store: store)
      #expect(show.output.contains("Date:        02/22/2016"))
      #expect(show.output.contains("Location:    Office"))
    }
  }

  /// `todo list` in the user's own data folder, which is empty: it writes nothing there (not
  /// even the store, as listing changes nothing) and makes no network session, whose cookie
  /// store would leave a folder of its own behind on Linux. An `add` then writes only in the
  /// store's folder.
  @Test func listInAnEmptyDataFolderLeavesNothingBehind() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let data = folder.appendingPathComponent("data")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
      let environment = ["HOME": folder.path, "XDG_DATA_HOME": data.path]

      let list = try todo(["list"], environment: environment)

      #expect(list.status == 0, "\(list.errors)")
      #expect(list.output == "To do\n  (none)\nFinished\n  (none)\n")
      #expect(FileManager.default.subpaths(atPath: folder.path) == ["data"])
      #expect(try todo(["add", "A"], environment: environment).status == 0)
      let written = FileManager.default.subpaths(atPath: data.path) ?? []
      #expect(written.contains("tddkit/todo.plist"))
      #expect(written.allSatisfy { $0 == "tddkit" || $0.hasPrefix("tddkit/") }, "\(written)")
      #expect(
        FileManager.default.subpaths(atPath: folder.path)?.first { !$0.hasPrefix("data") } == nil)
    }
  }

  @Test func damagedStoreIsLeftByteForByteUnchanged() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let damaged = Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF, 0x00])
      try damaged.write(to: store)

      for arguments in [["add", "A"], ["check", "1"], ["clear"], ["list"]] {
        let result = try todo(arguments, store: store)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("todo: to-do store \(store.path) is damaged"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
      }
      #expect(try Data(contentsOf: store) == damaged)
    }
  }

  @Test(.enabled(if: FakeToDoServer.isAvailable, "python3 is needed for the fake to-do service"))
  func loginReadsThePasswordFromStandardInputThenSyncs() async throws {
    let server = try FakeToDoServer.start(password: "correct horse")
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      _ = try todo(["add", "Meeting"], store: store)

      let login = try todo(
        ["login", "--server", server.baseURL.absoluteString, "--user", "dom"], store: store,
        input: "correct horse\n")
      let sync = try todo(["sync", "--server", server.baseURL.absoluteString], store: store)

      #expect(login.status == 0)
      #expect(login.output == "Logged in to 127.0.0.1 as dom\n")
      #expect(sync.output == "Pulled 0, pushed 1\n")
    }
  }

  @Test func clearWithoutATerminalRefusesUnlessToldYes() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      _ = try todo(["add", "A"], store: store)
      let before = try Data(contentsOf: store)

      let refused = try todo(["clear"], store: store, input: "y\n")

      #expect(refused.status == 1)
      #expect(refused.errors.hasSuffix("cannot ask here: run 'todo clear --yes'\n"))
      #expect(try Data(contentsOf: store) == before)
      #expect(try todo(["clear", "--yes"], store: store).output == "Removed 1 item\n")
    }
  }

  @Test func usageErrorsExitWithTwo() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")

      let result = try todo(["frobnicate"], store: store)
      let done = try todo(["done", "1"], store: store)

      #expect(result.status == 2)
      #expect(result.errors.hasPrefix("todo: unknown command 'frobnicate'"))
      #expect(result.output.isEmpty)
      #expect(done.status == 2)
      #expect(done.errors.hasPrefix("todo: unknown command 'done' (did you mean 'check'?)"))
    }
  }
}
