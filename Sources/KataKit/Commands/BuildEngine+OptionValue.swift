import CommandLineSupport

extension BuildEngine: OptionValue {}
