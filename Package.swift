// swift-tools-version: 6.0

import PackageDescription

let package = Package(
  name: "TDDKit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ToDo", targets: ["ToDo"]),
    .library(name: "AppMenu", targets: ["AppMenu"]),
    .library(name: "CoverageKit", targets: ["CoverageKit"]),
    .executable(name: "todo", targets: ["todo"]),
    .executable(name: "coverage-gate", targets: ["coverage-gate"]),
    .executable(name: "kata", targets: ["kata"]),
    // `swift package coverage-gate` in a package that depends on TDDKit.
    .plugin(name: "CoverageGatePlugin", targets: ["CoverageGatePlugin"]),
  ],
  targets: [
    // The reference solution of the to-do app, UIKit-free.
    .target(name: "ToDo"),
    // The reference solution of the app-menu tutorial, UIKit-free.
    .target(name: "AppMenu", resources: [.process("Resources/menuItems.plist")]),
    // The to-do app as a terminal program: commands over the `ToDo` library.
    .target(name: "ToDoCommands", dependencies: ["ToDo", "CommandLineSupport"]),
    // What every tool shares: the command model, the console, processes and signals, atomic
    // files and text a terminal may show.
    .target(name: "CommandLineSupport"),
    .executableTarget(name: "todo", dependencies: ["ToDoCommands", "CommandLineSupport"]),
    // A lexical view of Swift source: tokens, lines, names and literals.
    .target(name: "SwiftLexer"),
    // Reading llvm-cov exports, counting as llvm-cov does, thresholds and reports.
    .target(name: "CoverageKit", dependencies: ["CommandLineSupport"]),
    // Mutation testing: mutants of Swift sources, a mutant schema, runs against the tests.
    .target(
      name: "MutationKit", dependencies: ["CommandLineSupport", "CoverageKit", "SwiftLexer"]),
    .executableTarget(
      name: "coverage-gate", dependencies: ["CoverageKit", "MutationKit", "CommandLineSupport"]),
    // Kata workspaces, the red-green-refactor loop, journals and kata verification.
    .target(
      name: "KataKit",
      dependencies: ["CommandLineSupport", "CoverageKit", "MutationKit", "SwiftLexer"]),
    .executableTarget(name: "kata", dependencies: ["KataKit", "CommandLineSupport"]),
    // `swift package coverage-gate`: the package's tests with coverage, then the gate.
    .plugin(
      name: "CoverageGatePlugin",
      capability: .command(
        intent: .custom(
          verb: "coverage-gate",
          description: "Runs the package's tests with coverage, then gates them (coverage-gate)"
        )),
      dependencies: ["coverage-gate"]),

    // Test helpers shared by the test targets: temporary folders, a console that records,
    // the slow-test switch and the fake to-do and GitHub services.
    .target(
      name: "TestSupport", dependencies: ["CommandLineSupport"], path: "Tests/Support",
      resources: [
        .copy("fake_todo_server.py"), .copy("fake_github_api.py"), .copy("hostile_server.py"),
        .copy("parent_watch.py"),
      ]),
    .testTarget(name: "ToDoTests", dependencies: ["ToDo", "TestSupport"], exclude: ["README.md"]),
    .testTarget(name: "AppMenuTests", dependencies: ["AppMenu"], exclude: ["README.md"]),
    .testTarget(name: "ToDoCommandsTests", dependencies: ["ToDoCommands", "ToDo", "TestSupport"]),
    .testTarget(
      name: "CommandLineSupportTests", dependencies: ["CommandLineSupport", "TestSupport"]),
    .testTarget(
      name: "KataKitTests",
      dependencies: ["KataKit", "CommandLineSupport", "SwiftLexer", "TestSupport"],
      exclude: [
        "Classroom/drive-dashboard.mjs", "Classroom/drive-projector.mjs",
        "Classroom/drive-wall.mjs", "Classroom/headless-page.mjs",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "ScriptsTests", dependencies: ["CommandLineSupport", "SwiftLexer", "TestSupport"]),
    .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "CommandLineSupport"]),
    .testTarget(
      name: "CoverageKitTests", dependencies: ["CoverageKit", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "MutationKitTests",
      dependencies: [
        "MutationKit", "CoverageKit", "CommandLineSupport", "SwiftLexer", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
