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
///
/// Nor can a client hold the server: a request must arrive whole within `requestSeconds`
/// of its first byte (a client sending a byte a second is cut off), an answer the client
/// does not read is dropped after `requestSeconds`, one address (other than the server's
/// own 127.0.0.1) may hold at most `connectionsPerAddress` connections, and `screen` may
/// refuse a request on its head alone (a post without the room's token) before its body is
/// read.
final class HTTPServer: Sendable {
  /// Why the server could not start.
  struct StartError: Error, CustomStringConvertible {
    var description: String
  }

  /// The port it listens on: the one asked for, or the one the system chose for 0.
  let port: UInt16
  private let socket: Int32
  private let handler: @Sendable (HTTPRequest) -> HTTPResponse
  private let screen: @Sendable (HTTPRequest) -> HTTPResponse?
  /// The largest body a server takes by default, 4 MiB: a post of a workspace's entries and
  /// code, which a feed cuts into posts of at most this size.
  static let bodyLimit = 4 << 20
  private let maximumBody: Int
  let idleSeconds: Int
  let requestSeconds: Int
  private let connectionsPerAddress: Int
  private let stopped = Locked(false)
  /// Whether the listening socket is open: ``run()`` closes it as it returns, so that a
  /// stopped server's port refuses connections and can be served again at once.
  private let listening = Locked(true)
  /// The connections open, in all and by client address.
  private let connections = Locked((all: 0, own: 0, byAddress: [UInt32: Int]()))

  /// 127.0.0.1 as `accept` gives it.
  static let loopback = UInt32(0x7F00_0001).bigEndian

  /// The longest request line and headers.
  static let maximumHead = 16 * 1024
  /// The most connections served at once; more are told to come back (256 by default).
  private let maximumConnections: Int
  /// The connections kept for the server's own machine (the instructor's pages): the others,
  /// the learners' laptops, may hold at most ``maximumConnections`` less these, so however
  /// many addresses a room's network holds, the instructor's page still answers (32 by
  /// default).
  private let ownReserve: Int

  /// Listens on `host` (an IPv4 address: `0.0.0.0` for every interface, `127.0.0.1` for this
  /// machine alone) and `port`, answering every request with `handler`.
  init(
    host: String, port: UInt16, maximumBody: Int = HTTPServer.bodyLimit, idleSeconds: Int = 15,
    requestSeconds: Int = 10, connectionsPerAddress: Int = 32, maximumConnections: Int = 256,
    ownReserve: Int = 32,
    screen: @escaping @Sendable (HTTPRequest) -> HTTPResponse? = { _ in nil },
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
    self.screen = screen
    self.maximumBody = maximumBody
    self.idleSeconds = idleSeconds
    self.requestSeconds = requestSeconds
    self.connectionsPerAddress = connectionsPerAddress
    self.maximumConnections = maximumConnections
    self.ownReserve = ownReserve
  }

  deinit {
    closeListener()
  }

  /// Accepts connections until ``stop()``, serving each on a thread of its own; checks for
  /// the stop five times a second, and closes the listening socket as it returns.
  func run() {
    defer { closeListener() }
    while !stopped.current {
      var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 200) > 0 else { continue }
      var peer = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let connection = withUnsafeMutablePointer(to: &peer) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(socket, $0, &length) }
      }
      guard connection >= 0 else { continue }
      let address = peer.sin_addr.s_addr
      let own = Self.isOwn(address, on: connection)
      if let refusal = admit(address, own: own) {
        HTTPConnection.deliver(
          HTTPResponse.error(503, refusal).encoded(keepAlive: false), to: connection)
        close(connection)
        continue
      }
      let thread = Thread { [self] in
        serve(connection)
        HTTPConnection.closeGently(connection)
        connections.withLock { open in
          open.all -= 1
          if own { open.own -= 1 }
          open.byAddress[address, default: 1] -= 1
          if open.byAddress[address] == 0 { open.byAddress[address] = nil }
        }
      }
      thread.start()
    }
  }

  /// Counts a new connection from `address` in, or says why not: the server or that
  /// address holds as many as it may. The server's `own` machine (where the instructor's
  /// pages are read) has no limit of its own, and ``ownReserve`` connections that no other
  /// address can take.
  private func admit(_ address: UInt32, own: Bool) -> String? {
    connections.withLock { open in
      let others = open.all - open.own
      guard open.all < maximumConnections, own || others < maximumConnections - ownReserve
      else { return "the classroom is busy; try again" }
      guard own || open.byAddress[address, default: 0] < connectionsPerAddress else {
        return "too many connections from one address; try again"
      }
      open.all += 1
      if own { open.own += 1 }
      open.byAddress[address, default: 0] += 1
      return nil
    }
  }

  /// Whether the client at `address` of `connection` is the server's own machine: 127.0.0.1,
  /// or the address the connection reached the server at (the instructor's laptop browsing
  /// its own room by the network's address).
  private static func isOwn(_ address: UInt32, on connection: Int32) -> Bool {
    guard address != loopback else { return true }
    var local = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let found = withUnsafeMutablePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(connection, $0, &length) }
    }
    return found == 0 && local.sin_addr.s_addr == address
  }

  /// Makes ``run()`` return within a fifth of a second, closing the port.
  func stop() {
    stopped.withLock { $0 = true }
  }

  /// Closes the listening socket, once.
  private func closeListener() {
    listening.withLock { open in
      if open { close(socket) }
      open = false
    }
  }

  /// Serves the requests of one connection, one after another.
  private func serve(_ connection: Int32) {
    // An answer the client does not read is given up after the request's time.
    var timeout = timeval(tv_sec: requestSeconds, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    let peer = HTTPConnection(
      socket: connection, idleSeconds: idleSeconds, requestSeconds: requestSeconds)
    var buffer = Data()
    while !stopped.current {
      var deadline: Date?
      guard let (head, afterHead) = peer.readHead(buffer: &buffer, deadline: &deadline) else {
        return
      }
      guard var request = HTTPRequest(head: head) else {
        return peer.refuse(.error(400, "not an HTTP/1.1 request"))
      }
      if let conflict = request.conflict {
        return peer.refuse(.error(400, conflict))
      }
      if request.headers["transfer-encoding"] != nil {
        return peer.refuse(.error(411, "send the body with a Content-Length"))
      }
      if request.method == "POST", request.headers["content-length"] == nil {
        return peer.refuse(.error(411, "send the body with a Content-Length"))
      }
      // Digits only: `+5` or ` 5` is a length two readers could read two ways.
      let typed = request.headers["content-length"] ?? "0"
      let length = typed.utf8.allSatisfy { (48...57).contains($0) } ? Int(typed) ?? -1 : -1
      guard length >= 0 else {
        return peer.refuse(.error(400, "Content-Length is not a number"))
      }
      guard length <= maximumBody else {
        return peer.refuse(
          .error(413, "the body is \(length) bytes; at most \(maximumBody) are taken"))
      }
      if let refusal = screen(request) {
        return peer.refuse(refusal)
      }
      if request.headers["expect"]?.lowercased() == "100-continue" {
        HTTPConnection.deliver(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection)
      }
      buffer = Data(buffer[afterHead...])
      while buffer.count < length {
        guard let more = peer.receive(deadline: &deadline) else {
          return peer.timedOut(deadline)
        }
        buffer.append(more)
      }
      request.body = Data(buffer.prefix(length))
      buffer = Data(buffer.dropFirst(length))
      let keepAlive = request.headers["connection"]?.lowercased() != "close"
      // An answer the client did not take in time ends the connection.
      guard peer.reply(handler(request), keepAlive: keepAlive), keepAlive else {
        return
      }
    }
  }

  private static func lastError(_ what: String) -> String {
    "\(what): \(String(cString: strerror(errno)))"
  }
}
