import CommandLineSupport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Whether a name is already in the room: two pairs who chose one name each get a row of
/// their own, but the instructor still reads one name twice, so `kata start` and `kata
/// doctor` say so while it is easy to choose another.
extension ClassroomFeed {
  /// The katas `learner` already has journals of in the classroom, sorted; empty for a name
  /// the room has not seen. Throws one line naming the classroom when it cannot be asked,
  /// and ``KataError/roomFull(_:)`` when the room takes no new name and this is one.
  func katas(of learner: String) throws(KataError) -> [String] {
    switch destination {
    case .mistyped(let text, let advice):
      throw .cannotReachClassroom(text, advice)
    case .folder(let folder):
      guard FileManager.default.isFolder(atPath: folder.path) else {
        throw .cannotReachClassroom(folder.path, "no such folder")
      }
      return Self.katas(of: learner, inFolder: folder)
    case .server(let base):
      guard
        var parts = URLComponents(
          url: base.appendingPathComponent("room"), resolvingAgainstBaseURL: false)
      else { return [] }
      parts.queryItems = [URLQueryItem(name: "learner", value: learner)]
      // A `+` in a query reads as a space to many servers: spell it out.
      parts.percentEncodedQuery = parts.percentEncodedQuery?
        .replacingOccurrences(of: "+", with: "%2B")
      guard let url = parts.url else { return [] }
      var request = URLRequest(url: url, timeoutInterval: 5)
      if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
      let (status, answer) = ClassroomRequest.send(request)
      guard status == 200 else {
        throw .cannotReachClassroom(
          ClassroomDestination.address(of: base), ClassroomRequest.reason(status, answer))
      }
      struct Answer: Decodable {
        var katas: [String]?
        var full: Bool?
      }
      let decoded = try? JSONDecoder().decode(Answer.self, from: Data(answer.utf8))
      if decoded?.full == true { throw .roomFull(ClassroomDestination.address(of: base)) }
      // Text from outside, bounded and cleaned where it enters: a room that names its katas
      // with a terminal's escapes sets no title and clears no screen of the learner's.
      let katas = decoded?.katas ?? []
      return katas.prefix(100).map { TerminalText.quoted($0, limit: 64) }
    }
  }

  /// The katas `learner` has journals of in the classroom folder `folder`, sorted.
  static func katas(of learner: String, inFolder folder: URL) -> [String] {
    guard LearnerName.isValid(learner) else { return [] }
    let place = folder.appendingPathComponent(learner)
    return ((try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? [])
      .filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }
      .map { String($0.dropLast(".jsonl".count)) }.sorted()
  }
}
