import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport

/// The one writer of every tool: it replaces a regular file or makes a new one, and refuses
/// whatever else stands at the path, a device or a FIFO given as an output above all.
@Suite struct AtomicFileTests {
  @Test func aFIFOIsRefusedAndStaysAFIFO() throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("report.json")
      try #require(mkfifo(fifo.path, 0o600) == 0)

      let failure = #expect(throws: AtomicFile.Failure.self) {
        try AtomicFile.write(Data("{}".utf8), to: fifo)
      }
      #expect(
        failure?.reason
          == "it is a FIFO, not a regular file; name a file, or - for standard output")
      #expect(AtomicFile.nonFile(at: fifo.path) == "a FIFO")
      #expect(try folder.contents() == ["report.json"], "no temporary file is left")
    }
  }

  @Test func aLinkToADeviceIsRefusedAndKept() throws {
    try withTemporaryDirectory { folder in
      let link = folder.appendingPathComponent("out.json")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "/dev/null")

      #expect(throws: AtomicFile.Failure.self) {
        try AtomicFile.write(Data("{}".utf8), to: link, mode: 0o600)
      }
      #expect(AtomicFile.nonFile(at: link.path) == "a link to a character device")
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/null")
    }
  }

  @Test func aDeviceIsNamedForWhatItIs() {
    #expect(AtomicFile.nonFile(at: "/dev/null") == "a character device")
    #expect(AtomicFile.nonFile(at: "/") == "a folder")
  }

  @Test func aRegularFileIsReplacedAndKeepsItsPermissions() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("summary.md")
      try Data("old".utf8).write(to: file)
      try #require(chmod(file.path, 0o640) == 0)

      try AtomicFile.write(Data("new".utf8), to: file)

      #expect(try String(contentsOf: file, encoding: .utf8) == "new")
      let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
      #expect((attributes[.posixPermissions] as? Int) == 0o640)
    }
  }

  /// A link is never replaced, wherever it leads: as root, `/dev/stderr` (a link) given as
  /// an output once became a regular file.
  @Test(arguments: ["elsewhere.txt", "missing.txt", "folder"])
  func aLinkIsRefusedWhereverItLeads(_ target: String) throws {
    try withTemporaryDirectory { folder in
      try Data("theirs".utf8).write(to: folder.appendingPathComponent("elsewhere.txt"))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
      let link = folder.appendingPathComponent("report")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: folder.appendingPathComponent(target).path)

      #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data("ours".utf8), to: link) }
      #expect(throws: AtomicFile.Failure.self) {
        try AtomicFile.writeFolder([("index.html", Data())], to: link) { _ in true }
      }

      #expect(AtomicFile.nonFile(at: link.path)?.hasPrefix("a link") == true)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
          == folder.appendingPathComponent(target).path)
      #expect(
        try String(contentsOf: folder.appendingPathComponent("elsewhere.txt"), encoding: .utf8)
          == "theirs")
    }
  }

  @Test(arguments: ["-", "/dev/stdout", "reports/-"])
  func dashAndDevStdoutNameStandardOutput(_ path: String) {
    #expect(AtomicFile.standardStream(URL(fileURLWithPath: path)) == STDOUT_FILENO)
  }

  @Test func devStderrNamesStandardErrorAndADashInANameIsAFile() {
    #expect(AtomicFile.standardStream(URL(fileURLWithPath: "/dev/stderr")) == STDERR_FILENO)
    #expect(AtomicFile.standardStream(URL(fileURLWithPath: "report-")) == nil)
  }

  /// `--output html=-`: a folder of pages has no stream to go to; refused, and no folder
  /// named `-` is made.
  @Test func aFolderOfReportsRefusesAStream() throws {
    try withTemporaryDirectory { folder in
      let dash = folder.appendingPathComponent("-")

      let refusal = #expect(throws: AtomicFile.Failure.self) {
        try AtomicFile.writeFolder([("index.html", Data())], to: dash) { _ in true }
      }

      #expect(refusal?.reason.contains("cannot go to a stream") == true)
      #expect((try? folder.contents())?.isEmpty == true)
    }
  }

  @Test func aFolderOfReportsRefusesADevice() throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("html")
      try #require(mkfifo(fifo.path, 0o600) == 0)

      #expect(throws: AtomicFile.Failure.self) {
        try AtomicFile.writeFolder([("index.html", Data())], to: fifo) { _ in true }
      }
      #expect(AtomicFile.nonFile(at: fifo.path) == "a FIFO")
    }
  }
}

extension URL {
  /// The names in this folder, sorted.
  fileprivate func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
