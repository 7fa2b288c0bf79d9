import CommandLineSupport

extension Dashboard.Order: OptionValue {}
