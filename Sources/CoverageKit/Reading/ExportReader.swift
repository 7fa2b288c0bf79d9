import CommandLineSupport
import Foundation

/// Reads llvm-cov JSON exports (`llvm.coverage.json.export`, versions 2.x and 3.x).
///
/// The reader takes each file's name, summary and segments, turning the segments into line
/// hits at once so they need not be kept, and skips branches, expansions, totals and, unless
/// asked for, the function records. Anything that is not such an export is refused with an
/// ``ExportError`` naming the file, never read as zeros.
public struct ExportReader: Sendable {
  /// Whether to read the function records too; merging needs them, gating does not.
  public var readsFunctions: Bool

  /// Creates a reader.
  public init(readsFunctions: Bool = false) {
    self.readsFunctions = readsFunctions
  }

  /// Reads the export at `url`.
  public func read(contentsOf url: URL) throws(ExportError) -> CoverageExport {
    try read(Self.contents(of: url), path: url.path)
  }

  /// The bytes of the file at `url`: mapped when it is a regular file, read to the end when
  /// it is a pipe or a device (`/dev/stdin`, a shell's `<(…)`); a folder is refused.
  public static func contents(of url: URL) throws(ExportError) -> Data {
    do {
      let type =
        try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
      switch type {
      case .typeDirectory?:
        throw ExportError.unreadable(
          path: url.path, reason: "it is a folder; expected an llvm-cov JSON export file")
      case .typeRegular?:
        return try Data(contentsOf: url, options: .alwaysMapped)
      default:
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try handle.readToEnd() ?? Data()
      }
    } catch let error as ExportError {
      throw error
    } catch {
      throw .unreadable(path: url.path, reason: FileErrors.reason(for: error, at: url.path))
    }
  }

  /// Reads an export from `data`, naming it `path` in errors.
  public func read(_ data: Data, path: String) throws(ExportError) -> CoverageExport {
    guard !data.isEmpty else { throw .empty(path: path) }
    let result: Result<CoverageExport, ExportError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var parser = ExportParser(
        scanner: JSONScanner(bytes), path: path, readsFunctions: readsFunctions)
      do {
        return .success(try parser.parseRoot())
      } catch let failure as JSONFailure {
        let (line, column) = failure.position(in: bytes)
        return .failure(.malformed(path: path, line: line, column: column, reason: failure.message))
      } catch let error as ExportError {
        return .failure(error)
      } catch {
        return .failure(.malformed(path: path, line: 1, column: 1, reason: "\(error)"))
      }
    }
    return try result.get()
  }
}
