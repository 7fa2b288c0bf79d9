/// `todo`'s command line: what it accepts, declared once in ``ToDoInvocation/declaration``,
/// and the ``ToDoCommand`` a parsed line asks for. `ToDoTool.run` is the one path that reads
/// it; help, the version and completion scripts are answered by the declaration's `run`.
enum ToDoInvocation {}
