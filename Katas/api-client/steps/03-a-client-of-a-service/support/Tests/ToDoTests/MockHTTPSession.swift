import Foundation

@testable import ToDo

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A session that records every request and answers with what the test chose: data with a
/// status, or an error. With `waitsForCompletion`, it holds each request until the test
/// calls `complete(…)`, so the test can look at the moment between sending and answering.
actor MockHTTPSession: HTTPSession {
  private(set) var requests: [URLRequest] = []
  private var answer: Result<(Data, Int), any Error>
  private let waitsForCompletion: Bool
  private var pending: CheckedContinuation<Void, Never>?
  private var onStart: (@Sendable () -> Void)?

  init(data: Data = Data(), status: Int = 200, waitsForCompletion: Bool = false) {
    answer = .success((data, status))
    self.waitsForCompletion = waitsForCompletion
  }

  init(error: any Error) {
    answer = .failure(error)
    waitsForCompletion = false
  }

  /// Calls `action` when a request starts.
  func onRequestStarted(_ action: @escaping @Sendable () -> Void) {
    onStart = action
  }

  /// Lets a held request finish with `data` and `status`.
  func complete(data: Data = Data(), status: Int = 200) {
    answer = .success((data, status))
    pending?.resume()
    pending = nil
  }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    requests.append(request)
    onStart?()
    if waitsForCompletion {
      await withCheckedContinuation { pending = $0 }
    }
    let (data, status) = try answer.get()
    let response = HTTPURLResponse(
      url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
    return (data, response)
  }
}

extension URLRequest {
  /// The body as text, for assertions.
  var bodyText: String? {
    httpBody.map { String(decoding: $0, as: UTF8.self) }
  }
}
