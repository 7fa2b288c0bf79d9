/// The fields of the input screen, as the user typed them; every field defaults to empty.
struct InputForm: Equatable {
  var title = ""
  var date = ""
  var locationName = ""
  var address = ""
  var itemDescription = ""

  /// Whether the form can be saved: it has a title.
  var canSave: Bool { !title.isEmpty && !date.isEmpty }
}
