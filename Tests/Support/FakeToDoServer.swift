import Foundation

/// The to-do service of `fake_todo_server.py`, or the slice of GitHub's API in
/// `fake_github_api.py`, started on 127.0.0.1 for one test.
///
/// It runs `python3` on the script shipped as this target's resource and waits up to ten
/// seconds for it to say where it listens.
public final class FakeToDoServer: @unchecked Sendable {
  /// Why the server could not be started; tests skip with this reason.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// Where the server listens, such as `http://127.0.0.1:49152`.
  public let baseURL: URL
  private let process: Process

  private init(baseURL: URL, process: Process) {
    self.baseURL = baseURL
    self.process = process
  }

  deinit {
    stop()
  }

  /// Whether `python3` can run here, which the server needs.
  public static let isAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "pass"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Starts a server; `password`, when given, is the only password it accepts.
  public static func start(password: String? = nil) throws -> FakeToDoServer {
    try start(script: "fake_todo_server", password.map { ["--password", $0] } ?? [])
  }

  /// Starts `fake_github_api.py`, the part of GitHub's REST API that pull-request comments
  /// use, accepting only `token`, which belongs to `login` (without one, it is a workflow's
  /// `GITHUB_TOKEN`, which writes as `github-actions[bot]`); with `forbidsWrites`, it
  /// refuses to post or edit (403).
  public static func startGitHubAPI(
    token: String, login: String? = nil, forbidsWrites: Bool = false
  ) throws -> FakeToDoServer {
    try start(
      script: "fake_github_api",
      ["--token", token] + (login.map { ["--login", $0] } ?? [])
        + (forbidsWrites ? ["--forbid-writes"] : []))
  }

  /// Starts `hostile_server.py`, which records every request it gets and then misbehaves
  /// as `arguments` ask: `--redirect-to URL`, `--huge BYTES`, `--drip SECONDS`.
  public static func startHostile(_ arguments: [String]) throws -> FakeToDoServer {
    try start(script: "hostile_server", arguments)
  }

  /// Starts the Python service `script` (a resource of this target) on a free port.
  private static func start(script name: String, _ arguments: [String]) throws -> FakeToDoServer {
    guard let script = Bundle.module.url(forResource: name, withExtension: "py") else {
      throw Unavailable(description: "\(name).py is missing from the test bundle")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--port", "0"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Unavailable(description: "cannot run python3: \(error.localizedDescription)")
    }
    let firstLine = FirstLine(of: output.fileHandleForReading)
    guard let line = firstLine.wait(seconds: 10), let address = line.split(separator: " ").last,
      let url = URL(string: String(address))
    else {
      kill(process.processIdentifier, SIGKILL)
      throw Unavailable(description: "\(name).py did not start within 10 seconds")
    }
    return FakeToDoServer(baseURL: url, process: process)
  }

  /// Stops the server. It is killed outright: a test runner may block the gentler SIGTERM
  /// in the processes it starts.
  public func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Reads the first line of a pipe on a background thread.
  private final class FirstLine: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var line: String?

    init(of handle: FileHandle) {
      DispatchQueue.global().async {
        var bytes = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          bytes.append(chunk)
          if let newline = bytes.firstIndex(of: 0x0A) {
            self.line = String(decoding: bytes[..<newline], as: UTF8.self)
            break
          }
        }
        self.done.signal()
      }
    }

    func wait(seconds: Double) -> String? {
      done.wait(timeout: .now() + seconds) == .success ? line : nil
    }
  }
}
