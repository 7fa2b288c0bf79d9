import Testing

@testable import MutationKit

/// `--diff-base` reads only the files it changed, and the files an equivalent entry names (so a
/// stale entry is still found), rather than finding every mutant of the package first.
@Suite struct DiffSelectionTests {
  @Test func onlyChangedFilesAndTheFilesOfEquivalentEntriesAreRead() {
    let reads = MutantSelection.reading(
      changed: ["Sources/A/A.swift": [3...4]],
      equivalent: ["Sources/A/B.swift:12:9: < → <=", "Sources/A/C D.swift:2: 1 → 2"])

    #expect(reads("Sources/A/A.swift"))
    #expect(reads("Sources/A/B.swift"))
    #expect(reads("Sources/A/C D.swift"))
    #expect(!reads("Sources/A/E.swift"))
    #expect(!MutantSelection.reading(changed: [:], equivalent: [String]())("Sources/A/A.swift"))
    #expect(MutantSelection.reading(changed: nil, equivalent: [String]())("Sources/A/E.swift"))
  }
}
