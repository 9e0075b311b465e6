package text

// TraceGen sets a function that sees every token a generation makes.
func TraceGen(f func(typ int, text string)) { traceGen = f }
