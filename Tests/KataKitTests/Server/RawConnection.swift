import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to a loopback port that sends what a test tells it, byte by byte if need
/// be, as no polite client would: for the server's tests against slow and greedy clients.
final class RawConnection {
  let descriptor: Int32

  /// Connects to `port` on 127.0.0.1 from `source` (another loopback address stands for
  /// another laptop), or returns `nil` when the connection is refused.
  init?(port: UInt16, from source: String = "127.0.0.1") {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, source, &local.sin_addr)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) }
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, size) }
    }
    guard bound == 0, connected == 0 else {
      close(descriptor)
      return nil
    }
  }

  deinit {
    close(descriptor)
  }

  /// Sends `text`; false when the server no longer takes it.
  @discardableResult
  func transmit(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
      #else
        let flags: Int32 = 0
      #endif
      let sent = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, flags)
      }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// What the server sends until it closes the connection or `seconds` pass.
  func answer(within seconds: Double = 5) -> String {
    let deadline = Date() + seconds
    var answer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    while deadline.timeIntervalSinceNow > 0 {
      var timeout = timeval()
      timeout.tv_sec = .init(max(0, deadline.timeIntervalSinceNow))
      timeout.tv_usec = 100_000
      setsockopt(
        descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { break }
      answer += chunk[0..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }
}
