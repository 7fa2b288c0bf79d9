import CommandLineSupport
import Foundation

/// `.coverage-gate.json`, read once for every tool that has a section in it: the file is
/// checked to be a JSON object of known keys, the gate's keys go to ``GateConfiguration``,
/// and another tool's section (`"mutation"`) is handed to that tool as it was read.
public struct ConfigurationFile: Sendable {
  /// The file, for errors.
  public let path: String
  /// The top-level object.
  let object: [String: JSONValue]

  /// The sections other tools read for themselves, by key.
  public static let toolSections: Set<String> = ["mutation"]

  /// Reads the JSON object in `data`; `path` names the file in errors.
  public init(data: Data, path: String) throws(GateError) {
    self.path = path
    let document: JSONValue
    switch JSONValue.strict(data) {
    case .success(let value): document = value
    case .failure(let error):
      throw .invalidConfiguration(path: path, reason: "not valid JSON at \(error)")
    }
    guard let object = document.object else {
      throw .invalidConfiguration(path: path, reason: "expected an object at the top level")
    }
    self.object = object
    let known = GateConfiguration.keys.union(Self.toolSections)
    if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
      let expected = known.sorted().joined(separator: ", ")
      throw .invalidConfiguration(
        path: path, reason: "unknown key \"\(unknown)\" (expected one of: \(expected))")
    }
  }

  /// Reads the file at `url`.
  public init(contentsOf url: URL) throws(GateError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
    try self.init(data: data, path: url.path)
  }

  /// The gate's part of the file.
  public func gate() throws(GateError) -> GateConfiguration {
    try GateConfiguration(self)
  }

  /// Another tool's section, one of ``toolSections``, as it was read; `nil` when absent.
  public func section(_ key: String) -> JSONValue? {
    Self.toolSections.contains(key) ? object[key] : nil
  }
}
