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

  /// What the driver's temporary folder becomes in kept jobs.
  static let driverTemporaryToken = "@KATA_DRIVER_TEMPORARY@"
  /// The version of the kept plans' rules, in their key: a plan kept under other rules is
  /// not read.
  static let rules = "3"
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
        arguments.map { Self.placeholding($0, folders) }.joined(separator: "\u{0}").utf8),
      "toolchain": Data(toolchain.fingerprint.utf8), "root": Data(root.path.utf8),
      "rules": Data(Self.rules.utf8),
    ])
    let file = folder.appendingPathComponent("\(key).json")
    let kept = (try? Data(contentsOf: file)).flatMap {
      try? JSONDecoder().decode([[String]].self, from: $0)
    }
    return (kept ?? plan(arguments, folders: folders, keptIn: file, timeout: timeout)).map {
      Self.filled($0, folders: folders, scratch: build)
    }
  }

  /// The package's name in timings.
  private var package: String { root.lastPathComponent }

  /// Asks the driver for the jobs of `arguments` and keeps them in `file` as a template;
  /// `nil` when it cannot say.
  private func plan(
    _ arguments: [String], folders: [String], keptIn file: URL, timeout: Double
  ) -> [[String]]? {
    let start = Date()
    let planned = try? DirectCompiler.run(
      [toolchain.tool("swiftc"), "-###"] + arguments, in: root, mergingErrors: false,
      timeout: timeout)
    timings?.record("plan the jobs (swiftc -###)", of: package, from: start, to: Date())
    guard let planned, planned.status == 0,
      let jobs = Self.template(planned.output, folders: folders)
    else { return nil }
    let files = FileManager.default
    if ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).count >= Self.limit {
      try? files.removeItem(at: folder)
    }
    try? files.createDirectory(at: folder, withIntermediateDirectories: true)
    if let data = try? JSONEncoder().encode(jobs) {
      try? PackageFolder.write(data, to: file)
    }
    return jobs
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

  /// The placeholder of the `index`-th folder.
  static func token(_ index: Int) -> String {
    "@KATA_FOLDER_\(index)@"
  }

  /// `argument` with each of `folders` (the longest first, whole path components only) as
  /// its placeholder.
  static func placeholding(_ argument: String, _ folders: [String]) -> String {
    var text = argument
    for (index, folder) in folders.enumerated().sorted(by: { $0.1.count > $1.1.count }) {
      text =
        text == folder
        ? token(index) : text.replacingOccurrences(of: folder + "/", with: token(index) + "/")
    }
    return text
  }

  /// The jobs of the driver's `-###` output, one per line, with `folders` and the driver's
  /// temporary folder as placeholders; `nil` when a line is quoted, there is no job, or a
  /// job reads a file of the driver's temporary folder that no job before it wrote (such as
  /// the map of outputs the driver writes itself).
  static func template(_ output: String, folders: [String]) -> [[String]]? {
    let lines = output.split(separator: "\n").filter { !$0.isEmpty }
    guard !lines.isEmpty, !lines.contains(where: { $0.contains(where: "\"'\\".contains) })
    else { return nil }
    let jobs = lines.map { line in
      line.split(separator: " ").map { part in
        var argument = String(part)
        if let range = argument.range(
          of: #"/[^@ ]*/TemporaryDirectory\.[A-Za-z0-9]+"#, options: .regularExpression)
        {
          argument.replaceSubrange(range, with: driverTemporaryToken)
        }
        return placeholding(argument, folders)
      }
    }
    var written: Set<Substring> = []
    for job in jobs {
      for (index, argument) in job.enumerated() where argument.contains(driverTemporaryToken) {
        if index > 0, job[index - 1] == "-o" {
          written.insert(Substring(argument))
        } else if !written.contains(
          argument.hasPrefix("@" + driverTemporaryToken) ? argument.dropFirst() : argument[...])
        {
          return nil
        }
      }
    }
    return jobs
  }

  /// `jobs` with the placeholders filled: `folders` for theirs, and the `driver` folder of
  /// `scratch` for the driver's temporary folder.
  static func filled(_ jobs: [[String]], folders: [String], scratch: String) -> [[String]] {
    let temporary = scratch + "/driver"
    if jobs.joined().contains(where: { $0.contains(driverTemporaryToken) }) {
      try? FileManager.default.createDirectory(
        atPath: temporary, withIntermediateDirectories: true)
    }
    return jobs.map { job in
      job.map { argument in
        var text = argument.replacingOccurrences(of: driverTemporaryToken, with: temporary)
        for (index, folder) in folders.enumerated() {
          text = text.replacingOccurrences(of: token(index), with: folder)
        }
        return text
      }
    }
  }
}
