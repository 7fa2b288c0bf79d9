import Foundation
import TestSupport
import Testing

@testable import KataKit

/// Which packages the direct engine builds itself, and why it leaves the others to SwiftPM.
@Suite struct DirectPackageTests {
  static let test =
    "import XCTest\n@testable import Calc\nclass CalcTests: XCTestCase { func test_a() {} }\n"

  func makePackage(in folder: URL, manifest: String? = nil, extra: [String: String] = [:]) throws {
    try write(
      [
        "Package.swift": manifest ?? PackageTemplate.manifest(package: "tiny", module: "Calc"),
        "Sources/Calc/Calc.swift": "func answer() -> Int { 42 }\n",
        "Sources/Calc/More/Other.swift": "\n",
        "Tests/CalcTests/CalcTests.swift": Self.test,
      ].merging(extra) { _, new in new }, in: folder)
  }

  @Test func readsThePackageKataWrites() throws {
    try withTemporaryDirectory { folder in
      try makePackage(
        in: folder,
        extra: [
          ".DS_Store": "", "Sources/Calc/.hidden": "",
          "Sources/Calc/Calc.docc/Calc.md": "# ``Calc``\n",
        ])

      let package = try DirectPackage(root: folder, framework: .xctest)

      #expect(package.name == "tiny")
      #expect(package.module == "Calc")
      #expect(
        package.sources
          == ["Calc.swift", "More/Other.swift"].map {
            folder.appendingPathComponent("Sources/Calc/\($0)").path
          })
      #expect(
        package.tests == [folder.appendingPathComponent("Tests/CalcTests/CalcTests.swift").path])
      #expect(package.discovery.testCount == 1)
    }
  }

  @Test func copiesResourcesThatAreSingleFilesOfData() throws {
    try withTemporaryDirectory { folder in
      try makePackage(
        in: folder,
        manifest: PackageTemplate.manifest(
          package: "tiny", module: "Calc", resources: ["Resources/menu.plist"]),
        extra: ["Sources/Calc/Resources/menu.plist": "<plist/>"])

      let package = try DirectPackage(root: folder, framework: .xctest)

      #expect(
        package.resources == [
          folder.appendingPathComponent("Sources/Calc/Resources/menu.plist").path
        ])
      #expect(package.sources.count == 2, "the resource is not a source")
    }
  }

  @Test func leavesToSwiftPMWhatItDoesNotBuild() throws {
    try withTemporaryDirectory { folder in
      let changed = PackageTemplate.manifest(package: "tiny", module: "Calc") + "// mine\n"
      let folderResource = PackageTemplate.manifest(
        package: "tiny", module: "Calc", resources: ["Data"])
      let cases:
        [(
          manifest: String?, extra: [String: String], framework: TestFramework,
          expected: DirectFallback
        )] = [
          (changed, [:], .xctest, .manifestChanged),
          (folderResource, ["Sources/Calc/Data/a.json": "{}"], .xctest, .resources),
          (nil, ["Sources/Calc/shim.c": ""], .xctest, .unsupportedFile("Sources/Calc/shim.c")),
        ]
      for (index, item) in cases.enumerated() {
        let package = folder.appendingPathComponent("p\(index)")
        try makePackage(in: package, manifest: item.manifest, extra: item.extra)
        #expect(throws: item.expected) {
          try DirectPackage(root: package, framework: item.framework)
        }
      }
    }
  }
}
