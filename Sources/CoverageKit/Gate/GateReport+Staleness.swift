import CommandLineSupport
import Foundation

extension GateReport {
  /// The selected sources that are not what the export counted, each in words: shorter than
  /// the last line the export counts, or with a function's body no longer where the export
  /// places it (``FunctionBodies``: a statement inserted inside it). The contents decide,
  /// never the files' times, which a checkout or an artifact download changes.
  func staleSources() -> [String] {
    let root = RootedFolder(URL(fileURLWithPath: self.root, isDirectory: true))
    return files.compactMap { file -> String? in
      // A file that is not here, as when an artifact is gated without its sources, says
      // nothing either way.
      guard let last = file.lineHits.lines.last, let data = root.data(file.path) else {
        return nil
      }
      var lines = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      if let end = data.last, end != 0x0A { lines += 1 }
      if Int(last) > lines {
        return "\(file.path): the export counts line \(last), the file has \(lines)"
      }
      let text = String(decoding: data, as: UTF8.self)
      return FunctionBodies.firstMoved(file.functions, exportPath: file.exportPath, in: text).map {
        "\(file.path): the function the export opens at line \($0) no longer ends where it says"
      }
    }
  }
}
