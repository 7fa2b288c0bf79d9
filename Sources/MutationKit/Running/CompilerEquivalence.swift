import CommandLineSupport
import Foundation

/// Survivors the optimizing compiler proves equivalent: the mutant's file, compiled with `-O`
/// as the package's build compiles it, gives the same machine code as the original's, so no
/// test can tell them apart (trivial compiler equivalence). A mutant whose compile differs,
/// fails or cannot be made is left a survivor: the check only ever removes a survivor the
/// compiler proves alike.
///
/// Each file is compiled alone (`swift-frontend -S -primary-file`), beside its module's other
/// files, at its own path in the package's copy, with the flags of the build's manifest
/// less debug information and coverage. A file with `@_alwaysEmitIntoClient` code, which no
/// module's own machine code holds, is never judged so.
struct CompilerEquivalence: Sendable {
  /// The package's copy, built once: its manifest names each module's sources and flags.
  let copy: PackageCopy
  /// Where the compiles write their assembly.
  let scratch: URL

  /// The mutants of `survivors` the compiler proves equivalent, compiling `lanes` files at
  /// once; `warn` hears once of a file that cannot be compiled so.
  func equivalent(
    among survivors: [Mutant], lanes: Int, warn: @escaping @Sendable (String) -> Void
  ) -> Set<Mutant> {
    let modules = ModuleCommand.all(inManifestOf: copy.folder)
    let byFile = Dictionary(grouping: survivors, by: \.file)
    let files = byFile.keys.sorted()
    let proven = Locked<Set<Mutant>>([])
    WorkQueue.forEach(files.count, lanes: lanes) { index, lane in
      let file = files[index]
      let path = copy.folder.appendingPathComponent(file).resolvingSymlinksInPath().path
      guard let module = modules.first(where: { $0.sources.contains(path) }) else {
        warn("cannot find the module of \(file) in the build's manifest; its survivors stay")
        return
      }
      let alike = judge(
        byFile[file] ?? [], of: file, in: module,
        output: scratch.appendingPathComponent("lane-\(lane).s"), warn: warn)
      proven.withLock { $0.formUnion(alike) }
    }
    return proven.current
  }

  /// The mutants of `file` whose code is the original's, the file rewritten in the copy for
  /// each compile and put back as it was after.
  private func judge(
    _ mutants: [Mutant], of file: String, in module: ModuleCommand, output: URL,
    warn: @Sendable (String) -> Void
  ) -> [Mutant] {
    let url = copy.folder.appendingPathComponent(file)
    guard let before = try? Data(contentsOf: url), let original = try? copy.original(file) else {
      return []
    }
    defer { try? PackageCopy.write(before, to: url) }
    guard !original.contains("@_alwaysEmitIntoClient") else { return [] }
    let compiled = { (text: String) -> ModuleCommand.Compiled in
      do {
        try copy.write(text, to: file)
      } catch {
        return .failed(reason: "\(error)")
      }
      return module.assembly(of: url.resolvingSymlinksInPath().path, to: output)
    }
    guard case .machineCode(let reference) = compiled(original) else {
      if case .failed(let reason) = compiled(original) {
        warn("cannot compile \(file) with optimisation, so its survivors stay: \(reason)")
      }
      return []
    }
    return mutants.filter { compiled($0.edit.applied(to: original)) == .machineCode(reference) }
  }
}
