import CommandLineSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request to a classroom server, sent with a cap on its answer and its time, and the
/// reason in a few words when the server did not take it.
enum ClassroomRequest {
  /// Why a server did not take a request, in a few words; never the token.
  static func reason(_ status: Int, _ answer: String) -> String {
    switch status {
    case 0:
      (answer.isEmpty ? "no answer" : answer)
        + "; check the address and that the instructor's dashboard is serving"
    case 401 where answer.hasPrefix(ClassroomServer.noToken):
      "it needs the room's token and this workspace has none; ask the instructor for it (--room-token)"
    case 401:
      "it refused the room token as not this room's; ask the instructor for it again (--room-token)"
    default:
      "HTTP \(status)"
        + (answer.isEmpty
          ? ""
          : ": "
            + TerminalText.quoted(
              answer.split(separator: "\n").first.map(String.init) ?? "", limit: 200))
    }
  }

  /// Sends `request` and waits for the status and the body's text; status 0 without an
  /// answer, with what went wrong as the text when it is more than the network failing (a
  /// redirect, an answer too long or too slow). The room's token goes to the room's server
  /// alone: a redirect elsewhere gets no answer.
  static func send(_ request: URLRequest) -> (status: Int, text: String) {
    switch GuardedFetch.send(request, maximumBytes: 1 << 20, seconds: request.timeoutInterval) {
    case .success(let (response, data)):
      (response.statusCode, String(decoding: data, as: UTF8.self))
    case .failure(.transport):
      (0, "")
    case .failure(let failure):
      (0, failure.description)
    }
  }
}
