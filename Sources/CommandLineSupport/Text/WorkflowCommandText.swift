/// Text made safe for a GitHub workflow command (`::warning file=…,title=…::message`), the
/// one way the gate and `mutate` write one: otherwise a line break in a file name or a
/// message would start a command of its own.
public enum WorkflowCommandText {
  /// `text` as a command's message: `%`, carriage returns and line feeds encoded.
  public static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// `text` as a property's value (`file=`, `title=`): as a message, and `:` and `,` too.
  public static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
