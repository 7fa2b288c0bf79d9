import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The IPv4 addresses of this machine's interfaces, for telling learners where the
/// classroom is.
enum NetworkAddresses {
  /// Every address but the loopback one, then `127.0.0.1`, so there is always one.
  static func ipv4() -> [String] {
    var found: [String] = []
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return ["127.0.0.1"] }
    defer { freeifaddrs(list) }
    var next: UnsafeMutablePointer<ifaddrs>? = first
    while let current = next {
      defer { next = current.pointee.ifa_next }
      guard let address = current.pointee.ifa_addr,
        address.pointee.sa_family == sa_family_t(AF_INET)
      else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let named = getnameinfo(
        address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0,
        NI_NUMERICHOST)
      guard named == 0 else { continue }
      let text = String(
        decoding: host.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text != "127.0.0.1", !found.contains(text) { found.append(text) }
    }
    return found + ["127.0.0.1"]
  }
}
