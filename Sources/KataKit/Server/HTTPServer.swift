import CommandLineSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on POSIX sockets, for the classroom: Foundation has none, and
/// the package takes no dependencies.
///
/// Each connection gets a thread of its own (a room has some forty laptops and a projector)
/// and may send one request after another (keep-alive), until it closes, stays idle for
/// `idleSeconds`, or asks to close. A request head over 16 KiB, a body over `maximumBody`
/// bytes or a chunked body is refused with one line; nothing a client sends can make the
/// server read without bound.
final class HTTPServer: Sendable {
  /// Why the server could not start.
  struct StartError: Error, CustomStringConvertible {
    var description: String
  }

  /// The port it listens on: the one asked for, or the one the system chose for 0.
  let port: UInt16
  private let socket: Int32
  private let handler: @Sendable (HTTPRequest) -> HTTPResponse
  private let maximumBody: Int
  private let idleSeconds: Int
  private let stopped = Locked(false)
  private let connections = Locked(0)

  /// The longest request line and headers.
  static let maximumHead = 16 * 1024
  /// The most connections served at once; more are told to come back.
  static let maximumConnections = 256

  /// Listens on `host` (an IPv4 address: `0.0.0.0` for every interface, `127.0.0.1` for this
  /// machine alone) and `port`, answering every request with `handler`.
  init(
    host: String, port: UInt16, maximumBody: Int = 4 << 20, idleSeconds: Int = 15,
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(StartError) {
    #if canImport(Glibc)
      let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw StartError(description: Self.lastError("socket")) }
    var yes: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
      close(descriptor)
      throw StartError(description: "\(host) is not an IPv4 address")
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let reason = Self.lastError("port \(port)")
      close(descriptor)
      throw StartError(description: reason)
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    self.port = UInt16(bigEndian: actual.sin_port)
    socket = descriptor
    self.handler = handler
    self.maximumBody = maximumBody
    self.idleSeconds = idleSeconds
  }

  deinit {
    close(socket)
  }

  /// Accepts connections until ``stop()``, serving each on a thread of its own; checks for
  /// the stop five times a second.
  func run() {
    while !stopped.current {
      var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 200) > 0 else { continue }
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { continue }
      let admitted = connections.withLock { count in
        guard count < Self.maximumConnections else { return false }
        count += 1
        return true
      }
      guard admitted else {
        Self.deliver(
          HTTPResponse.error(503, "the classroom is busy; try again").encoded(keepAlive: false),
          to: connection)
        close(connection)
        continue
      }
      let thread = Thread { [self] in
        serve(connection)
        Self.closeGently(connection)
        connections.withLock { $0 -= 1 }
      }
      thread.start()
    }
  }

  /// Makes ``run()`` return within a fifth of a second.
  func stop() {
    stopped.withLock { $0 = true }
  }

  /// Serves the requests of one connection, one after another.
  private func serve(_ connection: Int32) {
    var timeout = timeval(tv_sec: idleSeconds, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var buffer = Data()
    while !stopped.current {
      guard let (head, afterHead) = readHead(connection, buffer: &buffer) else { return }
      guard var request = HTTPRequest(head: head) else {
        return reply(.error(400, "not an HTTP/1.1 request"), on: connection, keepAlive: false)
      }
      if request.headers["transfer-encoding"] != nil {
        return reply(
          .error(411, "send the body with a Content-Length"), on: connection, keepAlive: false)
      }
      let length = Int(request.headers["content-length"] ?? "0") ?? -1
      guard length >= 0 else {
        return reply(
          .error(400, "Content-Length is not a number"), on: connection, keepAlive: false)
      }
      guard length <= maximumBody else {
        return reply(
          .error(413, "the body is \(length) bytes; at most \(maximumBody) are taken"),
          on: connection, keepAlive: false)
      }
      if request.headers["expect"]?.lowercased() == "100-continue" {
        Self.deliver(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection)
      }
      buffer = Data(buffer[afterHead...])
      while buffer.count < length {
        guard let more = Self.receive(connection) else { return }
        buffer.append(more)
      }
      request.body = Data(buffer.prefix(length))
      buffer = Data(buffer.dropFirst(length))
      let keepAlive = request.headers["connection"]?.lowercased() != "close"
      reply(handler(request), on: connection, keepAlive: keepAlive)
      if !keepAlive { return }
    }
  }

  /// The head of the next request (through its blank line) and where its body starts in
  /// `buffer`; `nil` when the connection closed, went idle or sent too long a head.
  private func readHead(_ connection: Int32, buffer: inout Data) -> (Data, Int)? {
    let blank = Data("\r\n\r\n".utf8)
    while true {
      let end = buffer.range(of: blank)
      if let end, end.lowerBound <= Self.maximumHead {
        return (Data(buffer[buffer.startIndex..<end.lowerBound]), end.upperBound)
      }
      guard end == nil, buffer.count <= Self.maximumHead else {
        reply(.error(431, "the request's head is over 16 KiB"), on: connection, keepAlive: false)
        return nil
      }
      guard let more = Self.receive(connection) else { return nil }
      buffer.append(more)
    }
  }

  private func reply(_ response: HTTPResponse, on connection: Int32, keepAlive: Bool) {
    Self.deliver(response.encoded(keepAlive: keepAlive), to: connection)
  }

  /// Closes `connection` once the peer has read the last answer: closing a socket with
  /// unread bytes in it resets the connection, and the client may lose the answer (a refusal
  /// of a request it is still sending). Reads and drops at most 1 MiB, for at most a second.
  private static func closeGently(_ connection: Int32) {
    shutdown(connection, Int32(SHUT_WR))
    var timeout = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var dropped = 0
    while dropped < 1 << 20, let more = receive(connection) { dropped += more.count }
    close(connection)
  }

  /// What arrived on `connection`; `nil` at its end, on an error or after the idle time.
  private static func receive(_ connection: Int32) -> Data? {
    var bytes = [UInt8](repeating: 0, count: 64 * 1024)
    let count = recv(connection, &bytes, bytes.count, 0)
    guard count > 0 else { return nil }
    return Data(bytes[0..<count])
  }

  /// Writes all of `data`, or as much as the peer takes before it goes away.
  private static func deliver(_ data: Data, to connection: Int32) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, flags)
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }

  private static func lastError(_ what: String) -> String {
    "\(what): \(String(cString: strerror(errno)))"
  }
}
