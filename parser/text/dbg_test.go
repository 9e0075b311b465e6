package text_test

import (
	"fmt"
	"testing"

	"github.com/hddmin/hddmin/parser"
)

func TestDbg(t *testing.T) {
	g := grammar(t)
	p := parse(t, "no final")
	for _, tk := range p.Tokens() {
		fmt.Printf("%d:%q ", tk.GetTokenType(), tk.GetText())
	}
	c, err := p.Choices()
	fmt.Println(err)
	if err == nil {
		out, _ := g.Generate(c.Source(), parser.GenerateOptions{})
		fmt.Printf("%q\n", out.Text)
	}
}
