import Foundation
import TestSupport
import Testing
import ToDo

@testable import CommandLineSupport
@testable import ToDoCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `todo sync` against generated hostile answers of the service (``HostileInputs``,
/// seeded): items whose titles, descriptions, places and times hold control characters,
/// direction marks, numbers past their bounds, and bodies damaged or of another kind.
/// Whatever the service answers, `todo` ends with a status it means and a one-line error,
/// prints nothing a terminal would obey, and its store still lists afterwards.
@Suite struct ServiceAnswerGeneratorTests {
  /// A service that answers every list with `body`, with `status`, and takes every post.
  struct HostileService: HTTPSession {
    var body: Data
    var status: Int

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
      let url = request.url ?? URL(fileURLWithPath: "/")
      let isList = request.httpMethod ?? "GET" == "GET"
      let response = HTTPURLResponse(
        url: url, statusCode: isList ? status : 200, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/json"])!
      return (isList ? body : Data("{}".utf8), response)
    }
  }

  static func isUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" }
  }

  /// A list of items as a hostile service sends it.
  static func answer(_ inputs: inout HostileInputs) -> Data {
    let items = (0..<inputs.below(4)).map { _ in
      inputs.object(from: [
        "title": HostileInputs.quoted(inputs.text()),
        "itemDescription": HostileInputs.quoted(inputs.text()),
        "timestamp": inputs.number(),
        "location": inputs.object(from: [
          "name": HostileInputs.quoted(inputs.text()), "latitude": inputs.number(),
          "longitude": inputs.number(),
        ]),
      ])
    }
    let list = Data(("[" + items.joined(separator: ",") + "]").utf8)
    return inputs.below(5) == 0 ? inputs.damaged(list) : list
  }

  @Test @MainActor func hostileAnswersNeverReachTheTerminalOrBreakTheStore() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let server = URL(string: "http://127.0.0.1:9")!
      try ServerTokenStore(
        store: FileTokenStore(url: folder.appendingPathComponent("todo.tokens")), server: server
      ).setSecret("t", forAccount: APIClient.tokenAccount)
      var inputs = HostileInputs(seed: 4820)
      var problems: [String] = []
      for number in 0..<(HostileInputs.cases / 4) {
        let service = HostileService(
          body: Self.answer(&inputs), status: inputs.pick([200, 200, 200, 401, 500, 302]))
        let recording = ConsoleRecording()
        let tool = ToDoTool(
          environment: [:], currentDirectory: folder, console: recording.console(),
          timeZone: TimeZone(identifier: "UTC")!, makeSession: { service },
          readPassword: { nil }, syncSeconds: 3600)
        let sync = await tool.run([
          "--store", store.path, "sync", "--server", server.absoluteString,
        ])
        let list = await tool.run(["--store", store.path, "list"])

        if ![.success, .failure].contains(sync) { problems.append("case \(number): sync \(sync)") }
        if list != .success { problems.append("case \(number): list \(list): \(recording.errors)") }
        if recording.errors.split(separator: "\n").count > 1 {
          problems.append("case \(number): \(recording.errors)")
        }
        if Self.isUnsafe(recording.output + recording.errors) {
          problems.append("case \(number): a control character printed")
        }
      }
      #expect(problems == [])
    }
  }
}
