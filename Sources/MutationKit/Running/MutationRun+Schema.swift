import CommandLineSupport
import Foundation

/// Building the mutant schema into the copy: every mutant in one build, less the sites the
/// compiler refuses.
extension MutationRun {
  /// The most builds of the schema, each without the sites the one before refused.
  static let schemaAttempts = 8

  /// Builds the schema, less every site the compiler refuses, until it builds. Returns the
  /// mutants left out, to be built alone: every one when the refused sites never run out.
  func buildSchema(_ schema: MutantSchema, into builds: inout VerifiedBuilds)
    throws(MutationError) -> Set<Int>
  {
    var excluded = Set<Int>()
    for attempt in 1...Self.schemaAttempts {
      let layout = try write(schema, excluding: excluded, into: &builds)
      progress(
        attempt == 1
          ? "Building \(schema.mutants.count) mutants in one build"
          : "Building again without the \(excluded.count) mutant\(excluded.count == 1 ? "" : "s") the compiler refused, in all"
      )
      let build = builds.build()
      if build.succeeded { return excluded }
      let log = builds.copy.folder.deletingLastPathComponent()
        .appendingPathComponent("build-\(attempt).log")
      try? AtomicFile.write(Data(build.output.utf8), to: log)
      let refused = BuildLog.refusedMutants(
        in: build.output, schema: schema, layout: layout, copy: builds.copy, excluded: excluded)
      let fresh = refused.subtracting(excluded)
      if fresh.isEmpty || attempt == Self.schemaAttempts {
        // Nothing more to take out: the package itself does not build.
        guard !excluded.isEmpty || !refused.isEmpty || attempt == Self.schemaAttempts else {
          throw .doesNotBuild(
            reason: "\(BuildLog.firstError(in: build.output)) (the whole output: \(log.path))")
        }
        return Set(schema.mutants.keys)
      }
      excluded.formUnion(fresh)
    }
    return excluded
  }

  /// Builds the package with no site of the schema in it, which the mutants built alone
  /// start from; the package must build so.
  func buildWithoutMutants(_ schema: MutantSchema, into builds: inout VerifiedBuilds)
    throws(MutationError)
  {
    try write(schema, excluding: Set(schema.mutants.keys), into: &builds)
    let plain = builds.build()
    guard plain.succeeded else {
      throw .doesNotBuild(reason: BuildLog.firstError(in: plain.output))
    }
  }

  /// Writes the schema's files into the copy, the sites of the `excluded` mutants left as
  /// they were, and a support file in each target folder that has sites.
  @discardableResult
  func write(
    _ schema: MutantSchema, excluding excluded: Set<Int>, into builds: inout VerifiedBuilds
  ) throws(MutationError) -> [String: MutantSchema.Layout] {
    let copy = builds.copy
    let files = Set(schema.mutants.values.map(\.file))
    var byTarget: [String: [MutantSchema.Site]] = [:]
    for file in files.sorted() {
      let original = try copy.original(file)
      let sites = schema.sites(in: file, text: original).filter {
        $0.numbers.allSatisfy { !excluded.contains($0) }
      }
      try builds.write(MutantSchema.rewrite(original, sites: sites), to: file)
      byTarget[MutantSchema.targetFolder(of: file), default: []] += sites
    }
    var layout: [String: MutantSchema.Layout] = [:]
    for target in Set(files.map(MutantSchema.targetFolder)).sorted() {
      let support = MutantSchema.support(for: byTarget[target] ?? [])
      try builds.write(support.text, to: "\(target)/\(MutantSchema.supportFile)")
      layout[target] = MutantSchema.Layout(sites: byTarget[target] ?? [], lines: support.lines)
    }
    return layout
  }
}
