import CommandLineSupport
import Foundation

/// The first error any of the judge's workers met, kept so that every worker finishes
/// before the judge throws it.
struct JudgeLanes: Sendable {
  private let error = Locked<KataError?>(nil)

  func record(_ work: () throws(KataError) -> Void) {
    do throws(KataError) {
      try work()
    } catch {
      self.error.withLock { $0 = $0 ?? error }
    }
  }

  func check() throws(KataError) {
    if let error = error.current { throw error }
  }
}
