import Foundation

/// The jobs `swiftc` runs for one set of arguments (the frontend's compile; the linker's
/// steps), asked of the driver once with `-###` and kept under the arguments' key, so that
/// a later build with the same arguments runs them directly, without the driver's start.
///
/// Between two builds with the same arguments only two paths change: the build's temporary
/// folder (`building-UUID`, see ``BuildCache``) and the driver's own temporary folder. Both
/// are kept as placeholders. What the driver would quote (a path with a space) is not kept:
/// such a build asks the driver every time, as it did before.
struct DriverJobs: Sendable {
  /// The toolchain whose driver plans the jobs.
  let toolchain: Toolchain
  /// The folder the jobs run in, the package's.
  let root: URL
  /// Where planned jobs are kept, one file per key.
  let folder: URL
  /// Where the driver's planning is timed, for `--timings`.
  var timings: RunTimings?

  /// What the build's temporary folder becomes in kept jobs.
  static let buildToken = "@KATA_BUILD@"
  /// What the driver's temporary folder becomes in kept jobs.
  static let driverTemporaryToken = "@KATA_DRIVER_TEMPORARY@"
  /// The version of the kept plans' rules, in their key: a plan kept under other rules is
  /// not read.
  static let rules = "2"
  /// The most plans kept before the folder is cleared.
  static let limit = 64

  /// The commands that do what `swiftc arguments` does, or `nil` when the driver must run:
  /// the kept plan of the same arguments, or a new plan asked of the driver and kept.
  func commands(for arguments: [String], timeout: Double) -> [[String]]? {
    guard let build = Self.buildFolder(in: arguments) else { return nil }
    let template = arguments.map { $0.replacingOccurrences(of: build, with: Self.buildToken) }
    let key = ContentFingerprint.of([
      "arguments": Data(template.joined(separator: "\u{0}").utf8),
      "toolchain": Data(toolchain.fingerprint.utf8), "root": Data(root.path.utf8),
      "rules": Data(Self.rules.utf8),
    ])
    let file = folder.appendingPathComponent("\(key).json")
    let kept = (try? Data(contentsOf: file)).flatMap {
      try? JSONDecoder().decode([[String]].self, from: $0)
    }
    return (kept ?? plan(arguments, build: build, keptIn: file, timeout: timeout)).map {
      Self.filled($0, build: build)
    }
  }

  /// The package's name in timings.
  private var package: String { root.lastPathComponent }

  /// Asks the driver for the jobs of `arguments` and keeps them in `file` as a template;
  /// `nil` when it cannot say.
  private func plan(_ arguments: [String], build: String, keptIn file: URL, timeout: Double)
    -> [[String]]?
  {
    let start = Date()
    let planned = try? DirectCompiler.run(
      [toolchain.tool("swiftc"), "-###"] + arguments, in: root, mergingErrors: false,
      timeout: timeout)
    timings?.record("plan the jobs (swiftc -###)", of: package, from: start, to: Date())
    guard let planned, planned.status == 0, let jobs = Self.template(planned.output, build: build)
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

  /// The build folder the arguments write into: the one path ending in
  /// `building-` and a UUID; `nil` when there is none or more than one.
  static func buildFolder(in arguments: [String]) -> String? {
    var found: Set<String> = []
    for argument in arguments {
      guard let marker = argument.range(of: "/building-") else { continue }
      let end =
        argument.index(marker.upperBound, offsetBy: 36, limitedBy: argument.endIndex)
        ?? argument.endIndex
      let uuid = argument[marker.upperBound..<end]
      guard UUID(uuidString: String(uuid)) != nil else { return nil }
      found.insert(String(argument[..<end]))
    }
    return found.count == 1 ? found.first : nil
  }

  /// The jobs of the driver's `-###` output, one per line, with `build` and the driver's
  /// temporary folder as placeholders; `nil` when a line is quoted, there is no job, or a
  /// job reads a file of the driver's temporary folder that no job before it wrote (such as
  /// the map of outputs the driver writes itself).
  static func template(_ output: String, build: String) -> [[String]]? {
    let lines = output.split(separator: "\n").filter { !$0.isEmpty }
    guard !lines.isEmpty, !lines.contains(where: { $0.contains(where: "\"'\\".contains) })
    else { return nil }
    let jobs = lines.map { line in
      line.split(separator: " ").map { part in
        var argument = String(part).replacingOccurrences(of: build, with: buildToken)
        if let range = argument.range(
          of: #"/[^@ ]*/TemporaryDirectory\.[A-Za-z0-9]+"#, options: .regularExpression)
        {
          argument.replaceSubrange(range, with: driverTemporaryToken)
        }
        return argument
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

  /// `jobs` with the placeholders filled for the build folder `build`, whose `driver`
  /// folder stands for the driver's temporary folder.
  static func filled(_ jobs: [[String]], build: String) -> [[String]] {
    let temporary = build + "/driver"
    if jobs.joined().contains(where: { $0.contains(driverTemporaryToken) }) {
      try? FileManager.default.createDirectory(
        atPath: temporary, withIntermediateDirectories: true)
    }
    return jobs.map { job in
      job.map {
        $0.replacingOccurrences(of: buildToken, with: build)
          .replacingOccurrences(of: driverTemporaryToken, with: temporary)
      }
    }
  }
}
