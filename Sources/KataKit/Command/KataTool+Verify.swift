import CommandLineSupport
import Foundation

extension KataTool {
  func verify(_ ids: [String], catalog: KataCatalog, work: String?) throws -> ExitCode {
    let ids = ids.isEmpty ? catalog.kataIDs : ids
    let katas = try ids.map { id throws(KataError) in try catalog.kata(id) }
    let repository = catalog.folder.deletingLastPathComponent()
    let verifier = KataVerifier(
      runner: runner,
      workFolder: work.map(url) ?? repository.appendingPathComponent(".build/kata-verify"),
      librariesFolder: repository.appendingPathComponent("Sources"))
    var failures: [String] = []
    for kata in katas {
      let started = now()
      console.line(
        console.style.bold("Verifying \(kata.id): \(kata.manifest.title), \(kata.stepCount) steps"))
      let checks = try verifier.verify(kata) { check in
        let mark = check.passed ? console.style.green("ok  ") : console.style.red("FAIL")
        var line = "  \(mark) \(check.label): \(check.what): \(check.outcome.light.rawValue)"
        if !check.passed {
          line += " (expected \(check.expected.rawValue))"
          if let error = check.outcome.compilerError { line += "; \(error)" }
          if let failure = check.outcome.failures.first {
            line += "; \(failure.test): \(failure.message)"
          }
        }
        console.line(line)
      }
      if let failed = checks.first(where: { !$0.passed }) {
        failures.append(
          "\(kata.id) step \(failed.label): \(failed.what) gave \(failed.outcome.light.rawValue), expected \(failed.expected.rawValue)"
        )
      } else {
        console.line(
          "  \(kata.id) verified in \(Int(now().timeIntervalSince(started).rounded())) s")
      }
    }
    for failure in failures {
      console.error(failure, tool: "kata verify")
    }
    return failures.isEmpty ? .success : .failure
  }
}
