import CommandLineSupport
import ToDo

extension ToDoItem {
  /// The item with its texts as ``TerminalText`` cleans them.
  var cleaned: ToDoItem {
    var item = self
    item.title = TerminalText.cleaned(title)
    item.itemDescription = itemDescription.map { TerminalText.cleaned($0) }
    item.location?.name = TerminalText.cleaned(location?.name ?? "")
    return item
  }
}
