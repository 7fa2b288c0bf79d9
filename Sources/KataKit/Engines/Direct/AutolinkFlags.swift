import CommandLineSupport
import Foundation

/// The libraries `swift-autolink-extract` lists for a link, kept by what the objects ask
/// for. The tool reads only the section where the compiler names each object's libraries,
/// and that changes only with an import, so a link after an edit writes the kept list and
/// starts no tool; a list is kept under the sections it came from, never under the objects,
/// which change with every edit.
struct AutolinkFlags: Sendable {
  /// The toolchain whose tool made the kept lists.
  let toolchain: Toolchain
  /// Where the lists are kept, one file per key.
  let folder: URL

  /// The section where the Swift compiler names the libraries an object needs.
  static let section = ".swift1_autolink_entries"
  /// The most lists kept before the folder is cleared.
  static let limit = 64

  /// Whether `command` runs `swift-autolink-extract`.
  static func isExtraction(_ command: [String]) -> Bool {
    URL(fileURLWithPath: command.first ?? "").lastPathComponent == "swift-autolink-extract"
  }

  /// `commands` with the list a link's jobs write and read at a path of this link's own.
  /// The driver names the list after the folder of the link's first object, and the links
  /// of a judge's packages share their tests' objects: at one path, one link's list could
  /// be read half-written, or replaced, while another's linker reads it. Returns the new
  /// path, which the caller removes after the link; `nil` when no job writes a list.
  static func ownList(in commands: [[String]], suffix: String) -> ([[String]], String?) {
    guard let tool = commands.first(where: isExtraction), let flag = tool.firstIndex(of: "-o"),
      flag + 1 < tool.count
    else { return (commands, nil) }
    let shared = tool[flag + 1]
    let own = "\(shared)-\(suffix)"
    let renamed = commands.map { command in
      command.map { $0 == shared ? own : $0 == "@" + shared ? "@" + own : $0 }
    }
    return (renamed, own)
  }

  /// Where `command` writes its list and where that list is kept, when `command` runs the
  /// tool on objects this engine can read; `nil` for any other command.
  func files(of command: [String]) -> (output: URL, kept: URL)? {
    guard Self.isExtraction(command), let flag = command.firstIndex(of: "-o"),
      flag + 1 < command.count
    else { return nil }
    var parts = ["toolchain": Data(toolchain.fingerprint.utf8)]
    for (index, argument) in command.enumerated().dropFirst()
    where index != flag && index != flag + 1 {
      guard !argument.hasPrefix("-"),
        let bytes = try? Data(contentsOf: URL(fileURLWithPath: argument), options: .alwaysMapped),
        let object = ELFObject(bytes)
      else { return nil }
      parts["\(index)"] = object.contents(ofSectionsNamed: Self.section).reduce(Data(), +)
    }
    let key = ContentFingerprint.of(parts)
    return (URL(fileURLWithPath: command[flag + 1]), folder.appendingPathComponent(key))
  }

  /// Writes the kept list to `files.output`, in the build's own folder: whether there was
  /// one.
  func reuse(_ files: (output: URL, kept: URL)) -> Bool {
    guard let list = try? Data(contentsOf: files.kept) else { return false }
    return (try? AtomicFile.write(list, to: files.output)) != nil
  }

  /// Keeps the list the tool wrote to `files.output`.
  func keep(_ files: (output: URL, kept: URL)) {
    guard let list = try? Data(contentsOf: files.output) else { return }
    let manager = FileManager.default
    if ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).count >= Self.limit {
      try? manager.removeItem(at: folder)
    }
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    try? PackageFolder.write(list, to: files.kept)
  }
}
