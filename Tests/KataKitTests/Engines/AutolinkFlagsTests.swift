import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// A link's list of libraries, read from the objects' autolink sections and kept, so that a
/// link after an edit starts no `swift-autolink-extract`.
@Suite struct AutolinkFlagsTests {
  /// A minimal 64-bit little-endian ELF object: its header, then each section's contents,
  /// the section names, and the table of sections (a null one first, as in every object).
  static func object(sections: [(String, [UInt8])]) -> Data {
    func bytes(_ value: Int, _ size: Int) -> [UInt8] {
      (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var file = [UInt8](repeating: 0, count: 64)
    file.replaceSubrange(0..<6, with: [0x7f, 0x45, 0x4c, 0x46, 2, 1])
    var headers: [[UInt8]] = [[UInt8](repeating: 0, count: 64)]
    var names: [UInt8] = [0]
    for (name, contents) in sections + [(".shstrtab", [])] {
      let nameOffset = names.count
      names += Array(name.utf8) + [0]
      let isNames = name == ".shstrtab"
      let offset = file.count
      file += isNames ? names : contents
      let size = isNames ? names.count : contents.count
      headers.append(
        bytes(nameOffset, 4) + bytes(1, 4) + bytes(0, 16) + bytes(offset, 8) + bytes(size, 8)
          + bytes(0, 24))
    }
    let table = file.count
    file += headers.joined()
    file.replaceSubrange(0x28..<0x30, with: bytes(table, 8))
    file.replaceSubrange(0x3a..<0x3c, with: bytes(64, 2))
    file.replaceSubrange(0x3c..<0x3e, with: bytes(headers.count, 2))
    file.replaceSubrange(0x3e..<0x40, with: bytes(headers.count - 1, 2))
    return Data(file)
  }

  @Test func theSectionsOfAnObjectAreReadByName() throws {
    let object = Self.object(sections: [
      (".text", [0x90, 0xc3]), (AutolinkFlags.section, Array("-lFoundation\u{0}-lm\u{0}".utf8)),
      (".data", [1]), (AutolinkFlags.section, Array("-lXCTest\u{0}".utf8)),
    ])

    let read = try #require(ELFObject(object))

    #expect(
      read.contents(ofSectionsNamed: AutolinkFlags.section).map {
        String(decoding: $0, as: UTF8.self)
      } == ["-lFoundation\u{0}-lm\u{0}", "-lXCTest\u{0}"])
    #expect(read.contents(ofSectionsNamed: ".text") == [Data([0x90, 0xc3])])
    #expect(read.contents(ofSectionsNamed: ".bss").isEmpty)
    #expect(ELFObject(object.dropFirst(3)) == nil, "a slice that is no longer an object")
  }

  /// Whatever the bytes (cut anywhere, or with any byte changed), the reader reads an object
  /// or none, and never reads outside them.
  @Test func bytesCutOrChangedAnywhereReadAsAnObjectOrNone() {
    let object = Self.object(sections: [(AutolinkFlags.section, Array("-lm\u{0}".utf8))])
    for length in 0..<object.count {
      _ = ELFObject(object.prefix(length))?.contents(ofSectionsNamed: AutolinkFlags.section)
    }
    var generator = HostileInputs(seed: 53)
    for _ in 0..<HostileInputs.cases * 10 {
      var changed = object
      for _ in 0...generator.below(4) {
        changed[generator.below(changed.count)] = UInt8(truncatingIfNeeded: generator.next())
      }
      _ = ELFObject(changed)?.contents(ofSectionsNamed: AutolinkFlags.section)
    }
    #expect(ELFObject(object.prefix(63)) == nil)
    #expect(ELFObject(Data("#!/bin/sh\n".utf8)) == nil)
  }

  /// After a build, the list kept for its link is the one the tool writes, and it is kept
  /// under the objects' sections: an object with other bytes but the same section finds it.
  @Test(.enabled(if: DirectTestRunnerTests.isLinux, "the direct engine builds on Linux"))
  func theKeptListIsTheToolsAndIsFoundByTheObjectsSections() throws {
    try withTemporaryDirectory { folder in
      try DirectTestRunnerTests().makePackage(
        in: folder, source: DirectTestRunnerTests.source, tests: DirectTestRunnerTests.tests)
      _ = try DirectTestRunner(fallback: ScriptedRunner([]), timeout: 120)
        .runTests(in: folder, framework: .xctest, coverage: false)
      let toolchain = try Toolchain.located()
      let build = DirectBuild.folder(in: folder)
      let flags = AutolinkFlags(
        toolchain: toolchain, folder: build.appendingPathComponent("autolink"))
      // In the link's order: the tests' objects, then the module's.
      let paths = try FileManager.default.subpathsOfDirectory(atPath: build.path).sorted()
      let objects = ["tests-", "module-"].flatMap { folder in
        paths.filter { $0.hasPrefix(folder) && $0.hasSuffix(".o") }
          .map { build.appendingPathComponent($0).path }
      }
      let tool = toolchain.tool("swift-autolink-extract")
      let written = folder.appendingPathComponent("tool.autolink")
      let reused = folder.appendingPathComponent("kept.autolink")
      let padded = folder.appendingPathComponent("padded.o")
      try (Data(contentsOf: URL(fileURLWithPath: objects[0])) + Data(count: 16)).write(to: padded)

      let ran = try Subprocess.run([tool] + objects + ["-o", written.path], timeout: 60)
      let files = try #require(flags.files(of: [tool] + objects + ["-o", reused.path]))
      let paddedFiles = flags.files(
        of: [tool, padded.path] + objects.dropFirst() + ["-o", reused.path])

      #expect(ran.status == 0)
      #expect(objects.count >= 2, "the tests' objects and the module's")
      #expect(flags.reuse(files))
      #expect(try Data(contentsOf: reused) == Data(contentsOf: written))
      #expect(paddedFiles?.kept == files.kept)
      #expect(flags.files(of: [tool, Self.sourcePath(in: folder), "-o", reused.path]) == nil)
      #expect(flags.files(of: ["/usr/bin/clang"] + objects + ["-o", reused.path]) == nil)
    }
  }

  /// A file of the package that is no object.
  static func sourcePath(in folder: URL) -> String {
    folder.appendingPathComponent("Sources/Calc/Calc.swift").path
  }

  /// Two links reading one tests folder's objects (a judge's) each write and read a list
  /// of their own: the driver's one path would let one linker read the other's list
  /// half-written (a link then missed `-lXCTest`).
  @Test func eachLinkWritesAndReadsAListOfItsOwn() {
    let commands = [
      ["/t/swift-autolink-extract", "/f/a.o", "-o", "/f/main.autolink"],
      ["/t/clang", "/f/a.o", "@/f/main.autolink", "-o", "/b/x.xctest"],
    ]

    let (renamed, list) = AutolinkFlags.ownList(in: commands, suffix: "1")

    #expect(list == "/f/main.autolink-1")
    #expect(
      renamed == [
        ["/t/swift-autolink-extract", "/f/a.o", "-o", "/f/main.autolink-1"],
        ["/t/clang", "/f/a.o", "@/f/main.autolink-1", "-o", "/b/x.xctest"],
      ])
    #expect(AutolinkFlags.ownList(in: [["/t/swift-frontend", "-c"]], suffix: "1").1 == nil)
  }
}
