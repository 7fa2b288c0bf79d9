/// The files `kata start` writes besides the kata's tests.
enum PackageTemplate {
  /// The workspace's `Package.swift`: the module, with the `resources` it processes (paths
  /// inside `Sources/<module>`), and its test target; nothing else.
  static func manifest(package: String, module: String, resources: [String] = []) -> String {
    """
    // swift-tools-version: 6.0
    // Written by `kata start`. Your code goes in Sources/\(module); the kata's tests, step by
    // step, in Tests/\(module)Tests.

    import PackageDescription

    let package = Package(
      name: "\(package)",
      \(platforms)
      targets: [
        \(targets(module: module, resources: resources)),
      ]
    )

    """
  }

  /// The module's target, with the `resources` it processes and any further `settings`
  /// (arguments of `.target`), and its test target, as two lines of a manifest's `targets`.
  static func targets(module: String, resources: [String] = [], settings: String = "") -> String {
    let processed =
      resources.isEmpty
      ? "" : ", resources: [\(resources.map { ".process(\"\($0)\")" }.joined(separator: ", "))]"
    let target = ".target(name: \"\(module)\"\(processed)\(settings))"
    return "\(target),\n    .testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"])"
  }

  /// The platforms line of every manifest `kata` writes. SwiftPM's default macOS target
  /// predates Swift concurrency and Swift Testing, which the katas use (`async`, actors,
  /// `@MainActor`); macOS 13 has both. Linux ignores it.
  static let platforms = "platforms: [.macOS(.v13)],"

  /// The path of the file that keeps the module's folder from being empty.
  static func placeholderPath(module: String) -> String {
    "Sources/\(module)/\(module).swift"
  }

  /// The placeholder's text.
  static let placeholder = "// Write the code of the kata in this folder, test first.\n"
}
