/// The loud part of the alarm.
protocol Siren {
  func start()
  func stop()
}
