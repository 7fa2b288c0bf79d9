import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing one connection of an ``HTTPServer``: heads within their size and
/// time, bodies within the request's time, answers given up when the client does not read
/// them.
struct HTTPConnection {
  /// The connection's socket.
  let socket: Int32
  /// How long the connection may wait for a request's first byte.
  let idleSeconds: Int
  /// How long a request may take to arrive whole, and an answer to be read.
  let requestSeconds: Int

  /// The head of the next request (through its blank line) and where its body starts in
  /// `buffer`; `nil` when the connection closed, went idle, sent too long a head or took
  /// too long over it. `deadline` is set when the request's first byte is there.
  func readHead(buffer: inout Data, deadline: inout Date?) -> (Data, Int)? {
    let blank = Data("\r\n\r\n".utf8)
    while true {
      if deadline == nil, !buffer.isEmpty {
        deadline = Date() + Double(requestSeconds)
      }
      let end = buffer.range(of: blank)
      if let end, end.lowerBound <= HTTPServer.maximumHead {
        return (Data(buffer[buffer.startIndex..<end.lowerBound]), end.upperBound)
      }
      guard end == nil, buffer.count <= HTTPServer.maximumHead else {
        reply(.error(431, "the request's head is over 16 KiB"), keepAlive: false)
        return nil
      }
      guard let more = receive(deadline: &deadline) else {
        timedOut(deadline)
        return nil
      }
      buffer.append(more)
    }
  }

  /// What arrived: waiting at most the idle time for a request's first byte,
  /// and no later than `deadline` once it came; `nil` at the connection's end, on an error
  /// or when the time is up.
  func receive(deadline: inout Date?) -> Data? {
    let left = deadline.map { $0.timeIntervalSinceNow } ?? Double(idleSeconds)
    guard left > 0 else { return nil }
    // A zero timeout would mean none at all.
    let seconds = max(left, 0.001)
    var timeout = timeval()
    timeout.tv_sec = .init(seconds)
    timeout.tv_usec = .init(seconds.truncatingRemainder(dividingBy: 1) * 1e6)
    setsockopt(
      socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    return Self.receive(socket)
  }

  /// Tells a client whose request ran past its `deadline` so, and nothing to one that was
  /// idle between requests or went away.
  func timedOut(_ deadline: Date?) {
    guard let deadline, deadline.timeIntervalSinceNow <= 0 else { return }
    reply(
      .error(408, "the request took over \(requestSeconds) s to arrive"), keepAlive: false)
  }

  /// Answers with `response` and ends the connection.
  func refuse(_ response: HTTPResponse) {
    reply(response, keepAlive: false)
  }

  /// Answers with `response`; whether the client took all of it.
  @discardableResult
  func reply(_ response: HTTPResponse, keepAlive: Bool) -> Bool {
    // The head and the body apart: a body shared by many answers is sent, never copied.
    Self.deliver(response.head(keepAlive: keepAlive), to: socket)
      && Self.deliver(response.body, to: socket)
  }

  /// Closes `connection` once the peer has read the last answer: closing a socket with
  /// unread bytes in it resets the connection, and the client may lose the answer (a refusal
  /// of a request it is still sending). Reads and drops at most 1 MiB, for at most a second.
  static func closeGently(_ connection: Int32) {
    shutdown(connection, Int32(SHUT_WR))
    var timeout = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var dropped = 0
    while dropped < 1 << 20, let more = receive(connection) { dropped += more.count }
    close(connection)
  }

  /// What arrived on `connection`; `nil` at its end, on an error or after the idle time.
  static func receive(_ connection: Int32) -> Data? {
    var bytes = [UInt8](repeating: 0, count: 64 * 1024)
    let count = recv(connection, &bytes, bytes.count, 0)
    guard count > 0 else { return nil }
    return Data(bytes[0..<count])
  }

  /// Writes all of `data`, or as much as the peer takes before it goes away or stops
  /// reading; whether all of it went.
  @discardableResult
  static func deliver(_ data: Data, to connection: Int32) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    return data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, flags)
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }
}
