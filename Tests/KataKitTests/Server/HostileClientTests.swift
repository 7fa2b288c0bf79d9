import Foundation
import Testing

@testable import KataKit

/// The classroom's server against clients that try to hold it, replayed on loopback: slow
/// heads and bodies, answers never read, unauthenticated bodies, a head that two readers
/// would read differently. Each test names the attack it replays.
// Each test's own waits are bounded; the suite's limit only catches a hang, and is wide
// enough for a coverage build on two loaded cores, where the whole suite runs at once.
@Suite(.timeLimit(.minutes(10))) struct HostileClientTests {
  /// Runs `body` with a server on a free loopback port that screens posts for a token and
  /// answers every request with its body's size (`/big` with 64 KiB).
  func withServer<T>(
    requestSeconds: Int = 1, connectionsPerAddress: Int = 8, maximumConnections: Int = 256,
    ownReserve: Int = 32, _ body: (HTTPServer) throws -> T
  ) throws -> T {
    let screen: @Sendable (HTTPRequest) -> HTTPResponse? = {
      $0.method == "POST" && $0.bearerToken != "T" ? .error(401, "no token") : nil
    }
    let server = try HTTPServer(
      host: "127.0.0.1", port: 0, requestSeconds: requestSeconds,
      connectionsPerAddress: connectionsPerAddress, maximumConnections: maximumConnections,
      ownReserve: ownReserve, screen: screen
    ) { request in
      request.path == "/big"
        ? .text(String(repeating: "x", count: 64 * 1024)) : .text("body=\(request.body.count)")
    }
    let thread = Thread { server.run() }
    thread.start()
    defer { server.stop() }
    return try body(server)
  }

  /// Slowloris: connections that send a byte now and then no longer keep the instructor
  /// out. One address holds at most its share of connections, the rest are told at once,
  /// and the instructor's page still answers while they are open.
  @Test func slowConnectionsFromOneAddressLeaveThePageAnswering() throws {
    try withServer(requestSeconds: 5) { server in
      var slow: [RawConnection] = []
      for _ in 0..<40 {
        guard let connection = RawConnection(port: server.port, from: "127.0.0.2") else { break }
        connection.transmit("G")
        slow.append(connection)
      }
      let started = Date()
      let page = try #require(RawConnection(port: server.port))
      page.transmit("GET / HTTP/1.1\r\nHost: room\r\nConnection: close\r\n\r\n")

      let answer = page.answer()

      #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer)")
      #expect(Date().timeIntervalSince(started) < 5, "at once, even on a loaded machine")
      #expect(slow.count == 40)
      let refused = slow.suffix(8).map { $0.answer(within: 1) }
      #expect(refused.allSatisfy { $0.contains("503") && $0.contains("too many connections") })
    }
  }

  /// The sibling from many addresses, at a twentieth of the room's size: half-sent requests
  /// from each of 127.0.0.2–9 fill the places the learners may take (as 32 from each fill
  /// the room's 224), yet the instructor's page on the server's own 127.0.0.1 still answers
  /// from the places kept for it, and the learners' last connections are told to come back.
  @Test func halfSentRequestsFromManyAddressesLeaveTheInstructorsPageAnswering() throws {
    try withServer(
      requestSeconds: 10, connectionsPerAddress: 2, maximumConnections: 16, ownReserve: 4
    ) { server in
      var held: [RawConnection] = []
      for host in 2...9 {
        for _ in 0..<2 {
          guard let connection = RawConnection(port: server.port, from: "127.0.0.\(host)") else {
            continue
          }
          connection.transmit("GET / HTTP/1.1\r\n")
          held.append(connection)
        }
      }
      let refused = held.suffix(4).map { $0.answer(within: 1) }

      let answers = (0..<3).map { _ -> String in
        guard let page = RawConnection(port: server.port) else { return "refused" }
        page.transmit("GET / HTTP/1.1\r\nHost: room\r\nConnection: close\r\n\r\n")
        return page.answer()
      }

      #expect(held.count == 16)
      #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK") }, "\(answers)")
      #expect(refused.allSatisfy { $0.contains("503") && $0.contains("the classroom is busy") })
    }
  }

  /// A request sent a byte at a time is cut off when its time is up, with 408.
  @Test func aRequestThatTakesTooLongToArriveIsCutOff() throws {
    try withServer(requestSeconds: 1) { server in
      let connection = try #require(RawConnection(port: server.port))
      let started = Date()
      for byte in "GET / HTTP/1.1\r\nHost:".map(String.init) {
        guard connection.transmit(byte) else { break }
        Thread.sleep(forTimeInterval: 0.1)
      }

      let answer = connection.answer(within: 3)

      #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout"), "\(answer)")
      #expect(Date().timeIntervalSince(started) < 6, "1 s of request time, not the 15 s idle")
    }
  }

  /// A body dripped in after a quick head is cut off the same way.
  @Test func aBodyThatTakesTooLongToArriveIsCutOff() throws {
    try withServer(requestSeconds: 1) { server in
      let connection = try #require(RawConnection(port: server.port))
      connection.transmit(
        "POST /entries HTTP/1.1\r\nHost: room\r\nAuthorization: Bearer T\r\nContent-Length: 100\r\n\r\n"
      )
      for _ in 0..<15 {
        guard connection.transmit("x") else { break }
        Thread.sleep(forTimeInterval: 0.1)
      }

      #expect(connection.answer(within: 3).hasPrefix("HTTP/1.1 408"))
    }
  }

  /// A post without the token is refused on its head: the server answers 401 before the
  /// client has sent its body, so 200 such posts of 4 MiB cost no memory.
  @Test func aPostWithoutTheTokenIsRefusedBeforeItsBodyIsRead() throws {
    try withServer { server in
      let connection = try #require(RawConnection(port: server.port))
      connection.transmit("POST /entries HTTP/1.1\r\nHost: room\r\nContent-Length: 4194304\r\n\r\n")

      let answer = connection.answer(within: 2)

      #expect(answer.hasPrefix("HTTP/1.1 401 Unauthorized"), "\(answer)")
      #expect(answer.hasSuffix("no token\n"))
    }
  }

  /// Pipelined requests whose answers are never read: the server gives up on the connection
  /// once its answers have waited the request's time, and so frees its place.
  @Test func answersNeverReadDoNotHoldAPlaceForEver() throws {
    try withServer(requestSeconds: 1, connectionsPerAddress: 1) { server in
      let greedy = try #require(RawConnection(port: server.port, from: "127.0.0.3"))
      for _ in 0..<2000 where greedy.transmit("GET /big HTTP/1.1\r\nHost: room\r\n\r\n") {}

      var admitted = false
      for _ in 0..<40 where !admitted {
        Thread.sleep(forTimeInterval: 0.25)
        let next = RawConnection(port: server.port, from: "127.0.0.3")
        next?.transmit("GET / HTTP/1.1\r\nHost: room\r\nConnection: close\r\n\r\n")
        admitted = next?.answer(within: 1).hasPrefix("HTTP/1.1 200") == true
      }

      #expect(admitted, "a second connection from the address is served within 10 s")
    }
  }

  /// Request smuggling: a head with Content-Length twice, or beside Transfer-Encoding, is
  /// refused rather than read one way here and another way by a proxy.
  @Test(arguments: [
    (
      "Content-Length: 3\r\nContent-Length: 5", "Content-Length is given twice"
    ),
    (
      "Content-Length: 3\r\nTransfer-Encoding: chunked",
      "Content-Length and Transfer-Encoding are both given"
    ),
    ("Content-Length: 5\r\nAuthorization: Bearer U", "Authorization is given twice"),
  ])
  func aHeadThatTwoReadersWouldReadDifferentlyIsRefused(headers: String, message: String) throws {
    try withServer { server in
      let connection = try #require(RawConnection(port: server.port))
      connection.transmit(
        "POST /entries HTTP/1.1\r\nHost: room\r\nAuthorization: Bearer T\r\n\(headers)\r\n\r\nabcde"
      )

      let answer = connection.answer(within: 2)

      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(answer)")
      #expect(answer.hasSuffix(message + "\n"))
    }
  }
}
