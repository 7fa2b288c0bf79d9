import Foundation

/// The `kata.json` file of a kata: what it is about and its ordered steps.
struct KataManifest: Codable, Equatable, Sendable {
  /// The kata's title, such as "A test-driven data model".
  var title: String
  /// One or two sentences about what the learner builds.
  var summary: String
  /// The chapter of the book the kata follows, if it follows one.
  var chapter: Int?
  /// Where the kata comes from when it is not a chapter of the book, such as "app-menu
  /// tutorial"; shown instead of the chapter.
  var part: String?
  /// The kata's place in the curriculum: `kata` lists katas by it, then by id.
  var order: Int?
  /// The module the learner writes, such as `ToDo`; its tests are in `<module>Tests`.
  var module: String
  /// The test library of the kata's tests.
  var testFramework: TestFramework
  /// Files inside `Sources/<module>` the module processes as resources, such as
  /// `Resources/menuItems.plist`; a kata's starter provides them.
  var resources: [String]?
  /// The library in the repository's `Sources/` the final tests must also pass against.
  var reference: String?
  /// Declarations the pages ask the learner to write without a test, such as
  /// `extension URLSession` (the adapter to the real network that tests replace with a
  /// mock): the coverage of a learner's code lists their lines apart, as asked for.
  var untested: [String]?
  /// Whether each red step's chaffs include mutants generated from the lines its reference
  /// adds or changes (see `KataMutants.mutants(ofStep:)`), which `kata verify` proves its tests
  /// catch, as it does the hand-written ones.
  var mutants: Bool?
  /// The steps, in order.
  var steps: [KataStep]

  /// The workspace's `Package.swift` for this kata's module.
  func packageManifest(package: String) -> String {
    PackageTemplate.manifest(package: package, module: module, resources: resources ?? [])
  }

  /// Every file of a package named `package` that builds `sources` with `tests`: those,
  /// its `Package.swift`, and the module's placeholder when the sources lack it.
  func packageFiles(package: String, sources: [String: Data], tests: [String: Data])
    -> [String: Data]
  {
    var files = sources.merging(tests) { source, _ in source }
    let placeholder = PackageTemplate.placeholderPath(module: module)
    if files[placeholder] == nil { files[placeholder] = Data(PackageTemplate.placeholder.utf8) }
    files["Package.swift"] = Data(packageManifest(package: package).utf8)
    return files
  }

  /// "chapter 4", or the part when the kata follows no chapter.
  var origin: String {
    if let part { return part }
    return chapter.map { "chapter \($0)" } ?? "extra"
  }
}
