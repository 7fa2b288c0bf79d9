import Foundation
import Testing

@testable import CommandLineSupport
@testable import KataKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The classroom's HTTP/1.1 server on loopback, with what real clients send: curl, URLSession
/// (the learners' workspaces) and raw bytes for what no polite client sends.
@Suite struct HTTPServerTests {
  /// Runs `body` with a server on a free loopback port whose handler echoes the request.
  @discardableResult
  func withServer<T>(
    maximumBody: Int = 1024, _ body: (HTTPServer) throws -> T
  ) throws -> T {
    let server = try HTTPServer(host: "127.0.0.1", port: 0, maximumBody: maximumBody) {
      request in
      .text(
        "\(request.method) \(request.path) q=\(request.query.sorted { $0.key < $1.key }) "
          + "body=\(request.body.count) token=\(request.bearerToken ?? "-")")
    }
    let thread = Thread { server.run() }
    thread.start()
    defer { server.stop() }
    return try body(server)
  }

  /// Sends `bytes` on a new connection and reads until the server closes it or 5 s pass.
  func exchange(_ bytes: String, port: UInt16) throws -> String {
    #if canImport(Glibc)
      let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let connection = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    try #require(connection >= 0)
    defer { close(connection) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    let data = Array(bytes.utf8)
    var offset = 0
    while offset < data.count {
      let sent = data[offset...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, 0)
      }
      guard sent > 0 else { break }
      offset += sent
    }
    var answer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<1000 {
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { break }
      answer += chunk[0..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }

  @Test func curlGetsAndPostsWithItsOwnHeaders() throws {
    try withServer { server in
      let base = "http://127.0.0.1:\(server.port)"
      let get = try Subprocess.run(
        ["curl", "-sS", "-i", "\(base)/a%20page?learner=ada&kata=first-tests"], timeout: 20)
      let post = try Subprocess.run(
        [
          "curl", "-sS", "-H", "Authorization: Bearer ROOM-1234", "-H", "Expect: 100-continue",
          "--data-binary", String(repeating: "x", count: 1000), "\(base)/entries",
        ], timeout: 20)

      #expect(get.output.hasPrefix("HTTP/1.1 200 OK\r\n"))
      #expect(get.output.contains("Content-Type: text/plain; charset=utf-8\r\n"))
      #expect(
        get.output.hasSuffix(
          "GET /a page q=[(key: \"kata\", value: \"first-tests\"), (key: \"learner\", value: \"ada\")] body=0 token=-"
        ))
      #expect(post.output == "POST /entries q=[] body=1000 token=ROOM-1234")
    }
  }

  @Test func urlSessionGetsTheAnswerAsTheWorkspacesDo() async throws {
    let server = try HTTPServer(host: "127.0.0.1", port: 0) { .text("\($0.body.count)") }
    let thread = Thread { server.run() }
    thread.start()
    defer { server.stop() }
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)/entries")!)
    request.httpMethod = "POST"
    request.httpBody = Data(repeating: 65, count: 70_000)

    let (data, response) = try await URLSession.shared.data(for: request)

    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "70000")
  }

  @Test func oneConnectionCarriesOneRequestAfterAnother() throws {
    try withServer { server in
      let answer = try exchange(
        "GET /one HTTP/1.1\r\nHost: x\r\n\r\n"
          + "POST /two HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
          + "GET /three HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        port: server.port)

      #expect(answer.components(separatedBy: "HTTP/1.1 200 OK").count - 1 == 3)
      #expect(answer.contains("GET /one") && answer.contains("POST /two q=[] body=3"))
      #expect(
        answer.contains("Connection: keep-alive")
          && answer.hasSuffix("GET /three q=[] body=0 token=-"))
    }
  }

  @Test(arguments: [
    ("GARBAGE\r\n\r\n", "HTTP/1.1 400 Bad Request", "not an HTTP/1.1 request"),
    (
      "POST / HTTP/1.1\r\nContent-Length: lots\r\n\r\n", "HTTP/1.1 400 Bad Request",
      "Content-Length is not a number"
    ),
    (
      "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
      "HTTP/1.1 411 Length Required", "send the body with a Content-Length"
    ),
    (
      "POST / HTTP/1.1\r\nContent-Length: +5\r\n\r\nhello", "HTTP/1.1 400 Bad Request",
      "Content-Length is not a number"
    ),
    (
      "POST / HTTP/1.1\r\nHost: room\r\n\r\n", "HTTP/1.1 411 Length Required",
      "send the body with a Content-Length"
    ),
    (
      "POST / HTTP/1.1\r\nContent-Length: 5000000\r\n\r\n", "HTTP/1.1 413 Content Too Large",
      "the body is 5000000 bytes; at most 1024 are taken"
    ),
    (
      "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "y", count: 20_000) + "\r\n\r\n",
      "HTTP/1.1 431 Request Header Fields Too Large", "the request's head is over 16 KiB"
    ),
  ])
  func whatItWillNotReadIsRefusedInOneLine(request: String, status: String, message: String)
    throws
  {
    try withServer { server in
      let answer = try exchange(request, port: server.port)

      #expect(answer.hasPrefix(status + "\r\n"))
      #expect(answer.hasSuffix("\r\n\r\n" + message + "\n"))
      #expect(answer.contains("Connection: close"))
    }
  }

  @Test func aPortInUseOrABadHostIsSaidInOneLine() throws {
    try withServer { server in
      #expect(throws: HTTPServer.StartError.self) {
        try HTTPServer(host: "127.0.0.1", port: server.port) { _ in .text("") }
      }
    }
    let bad = #expect(throws: HTTPServer.StartError.self) {
      try HTTPServer(host: "example.org", port: 0) { _ in .text("") }
    }
    #expect(bad?.description == "example.org is not an IPv4 address")
  }

  @Test func theAddressesToTellLearnersAreThisMachinesEndingWithLoopback() {
    let addresses = NetworkAddresses.ipv4()

    #expect(addresses.last == "127.0.0.1")
    #expect(addresses.filter { $0 == "127.0.0.1" }.count == 1)
    #expect(
      addresses.allSatisfy { address in
        let parts = address.split(separator: ".")
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
      })
  }
}
