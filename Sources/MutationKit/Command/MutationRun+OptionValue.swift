import CommandLineSupport

extension MutationRun.Strategy: OptionValue {}
