// Package keywords writes the large grammar of issue 31, for the tests and
// benchmarks of compiling grammars: n keyword statements.
package keywords

import (
	"fmt"
	"strings"
)

// Grammar returns a combined grammar called name with n keyword
// statements, the large grammar of issue 31: prog : stat+ EOF ; stat : r0 |
// ... | r<n-1> ; and rule rI : 'kwI' ID ';' (INT | ID)* ; each, with ID, INT
// and WS tokens. Its size grows with n and nothing else does: compiling it
// should take time in proportion.
func Grammar(name string, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "grammar %s;\nprog : stat+ EOF ;\nstat : ", name)
	for i := range n {
		if i > 0 {
			b.WriteString(" | ")
		}
		fmt.Fprintf(&b, "r%d", i)
	}
	b.WriteString(" ;\n")
	for i := range n {
		fmt.Fprintf(&b, "r%d : 'kw%d' ID ';' (INT | ID)* ;\n", i, i)
	}
	b.WriteString("ID : [a-zA-Z_][a-zA-Z_0-9]* ;\nINT : [0-9]+ ;\nWS : [ \\t\\r\\n]+ -> skip ;\n")
	return b.String()
}
