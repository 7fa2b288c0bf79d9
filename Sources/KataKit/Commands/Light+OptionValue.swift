import CommandLineSupport

extension Light: OptionValue {}
