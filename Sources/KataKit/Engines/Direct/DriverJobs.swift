import Foundation

/// The jobs `swiftc` runs for one set of arguments (the frontend's compile; the linker's
/// steps), asked of the driver once with `-###` and kept under the arguments' key, so that
/// a later build of the same shape runs them directly, without the driver's start.
///
/// The driver plans by the kinds of its inputs (their extensions) and its options, never by
/// the folders they are in; so the folders the arguments name (the build's temporary folder,
/// the module's and the tests' builds, which change with every edit) are kept as
/// placeholders, and so is the driver's own temporary folder, which becomes a `driver`
/// folder of the build. What the driver would quote (a path with a space) is not kept: such
/// a build asks the driver every time, as it did before.
struct DriverJobs: Sendable {
  /// The toolchain whose driver plans the jobs.
  let toolchain: Toolchain
  /// The folder the jobs run in, the package's.
  let root: URL
  /// Where planned jobs are kept, one file per key.
  let folder: URL
  /// Where the driver's planning is timed, for `--timings`.
  var timings: RunTimings?

  /// The version of the kept plans' rules, in their key: a plan kept under other rules is
  /// not read.
  static let rules = "5"
  /// The most plans kept before the folder is cleared.
  static let limit = 64

  /// The commands that do what `swiftc arguments` does, or `nil` when the driver must run:
  /// the kept plan of arguments of the same shape, or a new plan asked of the driver and
  /// kept.
  func commands(for arguments: [String], timeout: Double) -> [[String]]? {
    let folders = Self.folders(in: arguments, outside: toolchain.folder.deletingLastPathComponent())
    guard let build = folders.lazy.compactMap(Self.buildFolder(of:)).first else { return nil }
    let key = ContentFingerprint.of([
      "arguments": Data(
        arguments.map { DriverPlan.placeholding($0, folders) }.joined(separator: "\u{0}").utf8),
      "output file map": Data(Self.outputFileMap(in: arguments, folders).utf8),
      "toolchain": Data(toolchain.fingerprint.utf8), "root": Data(root.path.utf8),
      "rules": Data(Self.rules.utf8),
    ])
    let file = folder.appendingPathComponent("\(key).json")
    let plan =
      (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(DriverPlan.self, from: $0) }
      ?? self.plan(arguments, folders: folders, keptIn: file, timeout: timeout)
    guard !plan.jobs.isEmpty else { return nil }
    return try? plan.filled(folders: folders, scratch: build)
  }

  /// The entries of the output file map that `arguments` name, with `folders` as
  /// placeholders, or "" without one. The driver writes the outputs the map names into its
  /// jobs, so a map with other outputs (the objects of another store) is another plan.
  static func outputFileMap(in arguments: [String], _ folders: [String]) -> String {
    guard let index = arguments.firstIndex(of: "-output-file-map"), index + 1 < arguments.count,
      let data = try? Data(contentsOf: URL(fileURLWithPath: arguments[index + 1])),
      let map = try? JSONDecoder().decode([String: [String: String]].self, from: data)
    else { return "" }
    return map.sorted { $0.key < $1.key }.map { source, outputs in
      ([source] + outputs.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
        .map { DriverPlan.placeholding($0, folders) }.joined(separator: "\u{0}")
    }.joined(separator: "\n")
  }

  /// The package's name in timings.
  private var package: String { root.lastPathComponent }

  /// Asks the driver for the jobs of `arguments`, its temporary files in a folder of ours,
  /// and keeps them in `file` as a template; a plan without jobs when it cannot be kept.
  private func plan(
    _ arguments: [String], folders: [String], keptIn file: URL, timeout: Double
  ) -> DriverPlan {
    let start = Date()
    let files = FileManager.default
    let temporary = folder.appendingPathComponent("planning-\(UUID().uuidString)")
    try? files.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: temporary) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let planned = try? DirectCompiler.run(
      [toolchain.tool("swiftc"), "-###"] + arguments, in: root, environment: environment,
      mergingErrors: false, timeout: timeout)
    timings?.record("plan the jobs (swiftc -###)", of: package, from: start, to: Date())
    let driverFolder = ((try? files.contentsOfDirectory(atPath: temporary.path)) ?? [])
      .first { $0.hasPrefix("TemporaryDirectory.") }
      .map { temporary.appendingPathComponent($0) }
    let plan =
      planned.flatMap { planned in
        planned.status != 0
          ? nil
          : DriverPlan(output: planned.output, folders: folders) { name in
            driverFolder.flatMap {
              try? String(contentsOf: $0.appendingPathComponent(name), encoding: .utf8)
            }
          }
      } ?? DriverPlan(jobs: [])
    if ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).count >= Self.limit {
      try? files.removeItem(at: folder)
      try? files.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    if let data = try? JSONEncoder().encode(plan) {
      try? PackageFolder.write(data, to: file)
    }
    return plan
  }

  /// The folders the path arguments name, in order: a path that is a folder itself, or the
  /// folder of one that is not; none under `toolchain`, whose paths the driver adds itself.
  static func folders(in arguments: [String], outside toolchain: URL) -> [String] {
    var folders: [String] = []
    for argument in arguments where argument.hasPrefix("/") {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
      let folder =
        exists && isFolder.boolValue
        ? argument : (argument as NSString).deletingLastPathComponent
      guard folder.count > 1, !folder.hasPrefix(toolchain.path + "/"), !folders.contains(folder)
      else { continue }
      folders.append(folder)
    }
    return folders
  }

  /// The build's temporary folder (`building-` and a UUID, see ``BuildCache``) that is
  /// `folder` or holds it, where the driver's temporary files can go; `nil` for another.
  static func buildFolder(of folder: String) -> String? {
    let components = folder.split(separator: "/", omittingEmptySubsequences: false)
    guard
      let index = components.firstIndex(where: {
        $0.hasPrefix("building-") && UUID(uuidString: String($0.dropFirst(9))) != nil
      })
    else { return nil }
    return components[...index].joined(separator: "/")
  }
}
