import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import MutationKit

/// A package laid out as real ones are: its `Sources` a symbolic link to a folder outside
/// it, a resource beside the code, a dependency at a relative path. `mutate` builds it from
/// the copy, finds mutants, and leaves every file outside the copy as it was.
@Suite(.timeLimit(.minutes(10))) struct RealLayoutTests {
  @Test(.slow("builds a small package's mutant schema (twenty seconds)"))
  func aLinkedSourcesFolderAResourceAndAPathDependencyAreMutatedFromTheCopy() throws {
    try withTemporaryDirectory { folder in
      let price = MutationToolTests.files["Sources/Shop/Price.swift"] ?? ""
      try write(
        [
          "shared/Shop/Price.swift": price, "shared/Shop/rates.txt": "5\n",
          "Units/Package.swift": """
          // swift-tools-version: 6.0
          import PackageDescription
          let package = Package(name: "Units", products: [.library(name: "Units", targets: ["Units"])],
            targets: [.target(name: "Units")])
          """,
          "Units/Sources/Units/Units.swift": "public let unit = 1\n",
          "package/Package.swift": """
          // swift-tools-version: 6.0
          import PackageDescription
          let package = Package(
            name: "Shop", dependencies: [.package(path: "../Units")],
            targets: [
              .target(name: "Shop", dependencies: ["Units"], resources: [.copy("rates.txt")]),
              .testTarget(name: "ShopTests", dependencies: ["Shop"]),
            ])
          """,
          "package/Tests/ShopTests/ShopTests.swift":
            MutationToolTests.files["Tests/ShopTests/ShopTests.swift"] ?? "",
        ], in: folder)
      let package = folder.appendingPathComponent("package")
      try FileManager.default.createSymbolicLink(
        atPath: package.appendingPathComponent("Sources").path, withDestinationPath: "../shared")

      let result = MutationToolTests().run(
        ["--root", package.path, "--format", "json"], in: folder)

      #expect(result.status == .success, "\(result.errors)")
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      #expect((report["mutants"] as? [Any])?.count ?? 0 > 5, "the linked sources were mutated")
      #expect(
        try String(
          contentsOf: folder.appendingPathComponent("shared/Shop/Price.swift"), encoding: .utf8)
          == price, "the linked folder is only read")
    }
  }
}
