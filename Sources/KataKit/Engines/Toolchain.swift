import Foundation

/// The Swift toolchain of the `swift` found on `PATH`: its compiler, and the `llvm-cov`
/// and `llvm-profdata` that read the profiles its compiler writes (another `llvm-cov`
/// earlier on `PATH` may not).
struct Toolchain: Sendable {
  /// The folder of `swift`, with the toolchain's other tools beside it.
  let folder: URL

  /// The toolchain of the `swift` on `PATH` in `environment`.
  static func located(in environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(KataError) -> Toolchain
  {
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) {
        return Toolchain(folder: swift.resolvingSymlinksInPath().deletingLastPathComponent())
      }
    }
    throw .cannotRunSwift("swift is not on PATH")
  }

  /// The path of the tool `name` in the toolchain.
  func tool(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// Whether the toolchain has `name`.
  func has(_ name: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: tool(name))
  }

  /// Identifies the compiler, so that a build cache never mixes the objects of two
  /// toolchains: its path, size and modification time.
  var fingerprint: String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: tool("swift-frontend"))
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(folder.path) \(size) \(modified)"
  }
}
