package parser

// SkippedChannel is skippedChannel, for the tests of package parser_test.
const SkippedChannel = skippedChannel
