import CommandLineSupport
import Foundation

/// A package the direct engine can build: the manifest `kata` writes for one module and its
/// test target, with nothing but Swift files in either besides the module's resources
/// (single files that SwiftPM copies as they are), and XCTest cases it can enumerate beside
/// any Swift Testing tests, which find themselves.
struct DirectPackage: Sendable {
  /// The package folder.
  let root: URL
  /// The package's name in its manifest, which names the test binary.
  let name: String
  /// The module, such as `ToDo`; its tests are `<module>Tests`.
  let module: String
  /// The module's Swift files, as absolute paths in SwiftPM's order.
  let sources: [String]
  /// The test module's Swift files, as absolute paths in SwiftPM's order.
  let tests: [String]
  /// The module's resources, as absolute paths.
  let resources: [String]
  /// The tests found in them.
  let discovery: XCTestDiscovery

  /// Reads the package at `root`, whose tests run with `framework`; throws the reason
  /// SwiftPM must build it instead.
  init(root: URL, framework: TestFramework) throws(DirectFallback) {
    let manifest =
      (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    guard let name = manifest.firstMatch(of: #/\n  name: "([^"\\]+)",\n/#).map({ String($0.1) }),
      let module = manifest.firstMatch(of: #/\.target\(name: "(\w+)"/#).map({ String($0.1) })
    else { throw .manifestChanged }
    let declared = manifest.matches(of: #/\.process\("([^"\\]+)"\)/#).map { String($0.1) }
    guard manifest == PackageTemplate.manifest(package: name, module: module, resources: declared)
    else { throw .manifestChanged }
    self.root = root.standardizedFileURL
    self.name = name
    self.module = module
    resources = try Self.resources(
      declared, in: self.root.appendingPathComponent("Sources/\(module)"))
    sources = try Self.swiftFiles(in: "Sources/\(module)", of: self.root, besides: Set(resources))
    tests = try Self.swiftFiles(in: "Tests/\(module)Tests", of: self.root)
    guard !sources.isEmpty, !tests.isEmpty else { throw .unsupportedFile("an empty target") }
    var texts: [String: String] = [:]
    for path in tests {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw .unsupportedFile(path)
      }
      texts[path] = text
    }
    discovery = try Self.discovery(of: texts, framework: framework)
  }

  /// The tests of `texts`, a test module's sources by path, which run with `framework`;
  /// throws the reason SwiftPM must run them instead.
  static func discovery(of texts: [String: String], framework: TestFramework)
    throws(DirectFallback) -> XCTestDiscovery
  {
    for (path, text) in texts where text.contains("@main") {
      throw .unsureOfTests("\(path) has an entry point")
    }
    var discovery = try XCTestDiscovery(files: texts)
    discovery.framework = framework
    return discovery
  }

  /// The files of the `declared` resources of the module at `folder`: files of a kind that
  /// SwiftPM copies unchanged into the bundle's top folder, with names of their own; throws
  /// when SwiftPM would do more, such as process a folder or an asset catalog.
  private static func resources(_ declared: [String], in folder: URL) throws(DirectFallback)
    -> [String]
  {
    var names = Set<String>()
    return try declared.map { (path) throws(DirectFallback) in
      let url = folder.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path),
        !FileManager.default.isFolder(atPath: url.path),
        Self.copiedResources.contains(url.pathExtension.lowercased()),
        names.insert(url.lastPathComponent).inserted
      else { throw .resources }
      return url.path
    }
  }

  /// The kinds of resources SwiftPM copies as they are on every platform.
  static let copiedResources: Set<String> = ["plist", "json", "txt", "csv", "md", "html", "xml"]

  /// The Swift files under `folder` of `root`, sorted by path; throws when the folder holds
  /// anything else SwiftPM would build or bundle (but the `resources` given, and documentation
  /// catalogs), or a file named like the generated runner.
  private static func swiftFiles(
    in folder: String, of root: URL, besides resources: Set<String> = []
  ) throws(DirectFallback) -> [String] {
    let base = root.appendingPathComponent(folder)
    var files: [String] = []
    for path in FileManager.default.subpaths(atPath: base.path) ?? [] {
      let name = (path as NSString).lastPathComponent
      let full = base.appendingPathComponent(path).path
      // A documentation catalog (`*.docc`) is neither built nor bundled, as in SwiftPM.
      guard FileManager.default.fileExists(atPath: full),
        !FileManager.default.isFolder(atPath: full), !name.hasPrefix("."),
        !resources.contains(full),
        !path.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".docc") })
      else { continue }
      guard name.hasSuffix(".swift"), name != XCTestDiscovery.runnerFileName else {
        throw .unsupportedFile("\(folder)/\(path)")
      }
      files.append(full)
    }
    return files.sorted()
  }

  /// The files at `paths` by their path in the package, with the compiler's identity and
  /// `flags`, for a build step's key.
  func contents(of paths: [String], with flags: [String], toolchain: Toolchain)
    throws(KataError) -> [String: Data]
  {
    var files = ["flags": Data((flags + [toolchain.fingerprint]).joined(separator: " ").utf8)]
    for path in paths {
      do {
        files[String(path.dropFirst(root.path.count))] = try Data(
          contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw .file(path: path, reason: error.localizedDescription)
      }
    }
    return files
  }
}
