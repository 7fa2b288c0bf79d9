import Foundation

/// What the driver plans for one set of arguments, kept as a template: its jobs, and the
/// files it writes itself for them (such as a map of a compile's outputs), with the folders
/// that change from build to build as placeholders (see ``DriverJobs``).
///
/// A plan without jobs says the driver must run: a plan it cannot keep is remembered too,
/// so that it is not asked again.
struct DriverPlan: Codable, Equatable, Sendable {
  /// The commands, one per job, in order.
  var jobs: [[String]]
  /// The files of the driver's temporary folder that the jobs read, by name, with their
  /// text.
  var files: [String: String] = [:]

  /// What the driver's temporary folder becomes in a plan.
  static let driverTemporaryToken = "@KATA_DRIVER_TEMPORARY@"

  /// The placeholder of the `index`-th folder.
  static func token(_ index: Int) -> String {
    "@KATA_FOLDER_\(index)@"
  }

  /// `text` with each of `folders` (the longest first, whole path components only) as its
  /// placeholder.
  static func placeholding(_ text: String, _ folders: [String]) -> String {
    var text = text
    for (index, folder) in folders.enumerated().sorted(by: { $0.1.count > $1.1.count }) {
      text =
        text == folder
        ? token(index) : text.replacingOccurrences(of: folder + "/", with: token(index) + "/")
    }
    return text
  }

  /// The plan of the driver's `-###` output, one job per line, with `folders` and the
  /// driver's temporary folder as placeholders; `driverFile` reads a file the driver wrote
  /// in its temporary folder, by name. `nil` when a line is quoted, there is no job, or a
  /// job reads a file of the driver's temporary folder that neither the driver nor a job
  /// before it wrote.
  init?(output: String, folders: [String], driverFile: (String) -> String?) {
    let lines = output.split(separator: "\n").filter { !$0.isEmpty }
    guard !lines.isEmpty, !lines.contains(where: { $0.contains(where: "\"'\\".contains) })
    else { return nil }
    jobs = lines.map { line in
      line.split(separator: " ").map { part in
        var argument = String(part)
        if let range = argument.range(
          of: #"/[^@ ]*/TemporaryDirectory\.[A-Za-z0-9]+"#, options: .regularExpression)
        {
          argument.replaceSubrange(range, with: Self.driverTemporaryToken)
        }
        return Self.placeholding(argument, folders)
      }
    }
    var written: Set<String> = []
    for job in jobs {
      for (index, argument) in job.enumerated()
      where argument.contains(Self.driverTemporaryToken) {
        // `@file` passes the arguments in `file`.
        let path =
          argument.hasPrefix("@" + Self.driverTemporaryToken)
          ? String(argument.dropFirst()) : argument
        if index > 0, job[index - 1] == "-o" {
          written.insert(path)
          continue
        }
        guard !written.contains(path) else { continue }
        let name = String(path.dropFirst(Self.driverTemporaryToken.count + 1))
        // The driver writes JSON, whose `\/` is a plain `/`; any other escape is not kept.
        guard let text = driverFile(name)?.replacingOccurrences(of: "\\/", with: "/"),
          !text.contains("\\")
        else { return nil }
        files[name] = Self.placeholding(text, folders)
        written.insert(path)
      }
    }
  }

  /// A plan without jobs: the driver must run.
  init(jobs: [[String]]) {
    self.jobs = jobs
  }

  /// The jobs with the placeholders filled: `folders` for theirs, and the `driver` folder of
  /// `scratch` for the driver's temporary folder, where the driver's files are written.
  func filled(folders: [String], scratch: String) throws(KataError) -> [[String]] {
    let temporary = scratch + "/driver"
    let fill = { (text: String) -> String in
      var text = text.replacingOccurrences(of: Self.driverTemporaryToken, with: temporary)
      for (index, folder) in folders.enumerated() {
        text = text.replacingOccurrences(of: Self.token(index), with: folder)
      }
      return text
    }
    if jobs.joined().contains(where: { $0.contains(Self.driverTemporaryToken) }) {
      try? FileManager.default.createDirectory(
        atPath: temporary, withIntermediateDirectories: true)
    }
    for (name, text) in files {
      try PackageFolder.write(
        Data(fill(text).utf8), to: URL(fileURLWithPath: temporary).appendingPathComponent(name))
    }
    return jobs.map { $0.map(fill) }
  }
}
