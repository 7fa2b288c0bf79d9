import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One HTTP exchange of a tool that carries a secret (`coverage-gate comment`'s token,
/// `todo sync`'s): the secret goes to the server it was meant for and nowhere else, and no
/// server can make the tool wait or read without end.
///
/// - A redirect is followed only to the same scheme, host and port; one to anywhere else is
///   refused (``Failure/redirected(to:)``), so the `Authorization` header never leaves.
/// - The answer's body may be at most `maximumBytes` long: one that says it is longer is
///   refused before its body is read, one that does not say is cut off when it gets there.
/// - The whole exchange, however slowly the server sends, takes at most `seconds`.
public enum GuardedFetch {
  /// Why an exchange gave no answer, in words fit for a one-line error; never the secret.
  public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server sent the request elsewhere: another scheme, host or port.
    case redirected(to: String)
    /// The answer was longer than the tool reads.
    case tooLarge(limit: Int)
    /// The exchange was not over in time.
    case timedOut(seconds: Double)
    /// The network or the server failed.
    case transport(reason: String)

    /// One line: what happened.
    public var description: String {
      switch self {
      case .redirected(let place):
        "the server redirected the request to \(place), another server; refused, so that the token goes nowhere else"
      case .tooLarge(let limit):
        "the answer is over \(limit / 1024 / 1024) MiB; refused"
      case .timedOut(let seconds):
        "no whole answer within \(Int(seconds)) s"
      case .transport(let reason):
        reason
      }
    }
  }

  /// Sends `request` and waits for its whole answer, within the limits.
  public static func send(_ request: URLRequest, maximumBytes: Int = 16 << 20, seconds: Double = 60)
    -> Result<(HTTPURLResponse, Data), Failure>
  {
    let exchange = Exchange(origin: Origin(request.url), request: request, limit: maximumBytes)
    let session = URLSession(
      configuration: .ephemeral, delegate: exchange, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let task = session.dataTask(with: request)
    task.resume()
    guard exchange.done.wait(timeout: .now() + seconds) == .success else {
      task.cancel()
      return .failure(.timedOut(seconds: seconds))
    }
    return exchange.result
  }

  /// Scheme, host and port: what a redirect may not change.
  struct Origin: Equatable {
    var scheme: String
    var host: String
    var port: Int?

    init(_ url: URL?) {
      scheme = url?.scheme?.lowercased() ?? ""
      host = url?.host?.lowercased() ?? ""
      port = url?.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }
  }

  /// The delegate of one exchange, which gathers the answer and judges each redirect.
  private final class Exchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let origin: Origin
    let request: URLRequest
    let limit: Int
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data = Data()
    private var response: HTTPURLResponse?
    private var failure: Failure?

    init(origin: Origin, request: URLRequest, limit: Int) {
      self.origin = origin
      self.request = request
      self.limit = limit
    }

    var result: Result<(HTTPURLResponse, Data), Failure> {
      lock.withLock {
        if let failure { return .failure(failure) }
        guard let response else { return .failure(.transport(reason: "no answer")) }
        return .success((response, data))
      }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse, newRequest: URLRequest,
      completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      guard Origin(newRequest.url) == origin else {
        let place = Origin(newRequest.url)
        lock.withLock {
          failure = .redirected(
            to: "\(place.scheme)://\(place.host)\(place.port.map { ":\($0)" } ?? "")")
        }
        return completionHandler(nil)
      }
      var next = newRequest
      for (name, value) in request.allHTTPHeaderFields ?? [:]
      where next.value(forHTTPHeaderField: name) == nil {
        next.setValue(value, forHTTPHeaderField: name)
      }
      completionHandler(next)
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      // An answer that says it is too long is refused before its body is read.
      let tooLong = response.expectedContentLength > Int64(limit)
      lock.withLock {
        self.response = response as? HTTPURLResponse
        if tooLong { failure = .tooLarge(limit: limit) }
      }
      completionHandler(tooLong ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let refused = lock.withLock { () -> Bool in
        guard failure == nil else { return false }
        self.data.append(data)
        guard self.data.count > limit else { return false }
        failure = .tooLarge(limit: limit)
        self.data = Data()
        return true
      }
      // Cancelled from elsewhere: on Linux, `cancel` waits for the session's own queue, and
      // called here it would hold this queue while the network still delivers, every chunk
      // kept in memory until it returned (800 MB of a 1 GB answer). Here, the chunks that
      // come meanwhile are dropped as they come.
      if refused { DispatchQueue.global().async { dataTask.cancel() } }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      lock.withLock {
        if failure == nil, let error {
          failure = .transport(reason: error.localizedDescription)
        }
      }
      done.signal()
    }
  }
}
