import CommandLineSupport
import Foundation
import ToDo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How `todo login` and `todo sync` reach the service: through ``GuardedFetch``, so the
/// token never follows a redirect to another server (nor over plain HTTP to one), an answer
/// is at most 4 MiB, and one exchange takes at most `seconds` however slowly the service
/// sends. Its network session is made at the first request, so commands that never reach
/// the service leave nothing behind in the user's folders.
public struct GuardedHTTPSession: HTTPSession {
  /// The most bytes of an answer read.
  public var maximumBytes = 4 << 20
  /// The most seconds one exchange may take.
  public var seconds: Double = 20

  /// A session with the default limits.
  public init() {}

  /// A session whose exchanges take at most `TODO_TIMEOUT` seconds, when the environment
  /// sets it to a positive number (a slow network), else the default.
  public init(environment: [String: String]) {
    if let seconds = environment["TODO_TIMEOUT"].flatMap(Double.init), seconds > 0 {
      self.seconds = seconds
    }
  }

  /// Sends `request` within the limits; a failure is thrown as ``GuardedFetch/Failure``.
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let (maximumBytes, seconds) = (maximumBytes, seconds)
    // A thread of its own for the wait, which would hold one of the shared pool's threads
    // that the exchange itself needs.
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        switch GuardedFetch.send(request, maximumBytes: maximumBytes, seconds: seconds) {
        case .success(let (response, data)): continuation.resume(returning: (data, response))
        case .failure(let failure): continuation.resume(throwing: failure)
        }
      }
    }
  }
}
