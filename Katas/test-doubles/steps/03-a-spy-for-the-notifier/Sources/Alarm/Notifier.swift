/// Sends a message to the owner's phone.
protocol Notifier {
  func send(_ message: String)
}
