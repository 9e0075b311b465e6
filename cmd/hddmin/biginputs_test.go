package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// scriptPage returns an HTML page of about size bytes made of small
// blocks, each with an inline <script> of one to six statements and, in
// most blocks, elements with on... event handlers and style attributes:
// the shape of a page that takes many islands (issue 31, item 9: 20 MB
// and 132,000 scripts). The page is the same for the same size.
func scriptPage(size int) []byte {
	r := rand.New(rand.NewPCG(31, uint64(size)))
	var b strings.Builder
	b.Grow(size + 4096)
	b.WriteString("<!DOCTYPE html>\n<html>\n<head><meta charset=\"utf-8\"><title>many scripts</title>\n" +
		"<style>body { margin: 0 } .item { padding: 2px }</style></head>\n<body>\n")
	stmts := []func(i int) string{
		func(i int) string { return fmt.Sprintf("var v%d = %d;", i, r.IntN(1000)) },
		func(i int) string {
			return fmt.Sprintf("window.cfg%d = {id: %d, name: \"n%d\", on: true};", i, i, r.IntN(99))
		},
		func(i int) string { return fmt.Sprintf("if (v%d > %d) { log(\"big\", v%d); }", i, r.IntN(500), i) },
		func(i int) string { return fmt.Sprintf("document.getElementById(\"i%d\").className += \" ready\";", i) },
		func(i int) string {
			return fmt.Sprintf("function f%d(a, b) { return a * %d + b; }", i, r.IntN(9)+1)
		},
		func(i int) string { return fmt.Sprintf("for (var k = 0; k < %d; k++) { total += k; }", r.IntN(20)) },
		func(i int) string { return fmt.Sprintf("queue.push([%d, '%x', null]);", i, r.Uint32()) },
	}
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "<div id=i%d", i)
		if r.IntN(2) == 0 {
			fmt.Fprintf(&b, " onclick=\"pick(%d); return false\"", i)
		}
		if r.IntN(4) == 0 {
			fmt.Fprintf(&b, " style=\"color: #%03x; margin-left: %dpx\"", r.IntN(4096), r.IntN(40))
		}
		if r.IntN(4) == 0 {
			fmt.Fprintf(&b, "><span>item %d</span>", i)
		} else {
			b.WriteString(">")
		}
		if r.IntN(5) == 0 {
			fmt.Fprintf(&b, "<a href=\"#i%d\" onmouseover='hover(this, %d)'>next</a>", i+1, i)
		}
		b.WriteString("\n<script>")
		for n := 1 + r.IntN(r.IntN(3)+1); n > 0; n-- {
			b.WriteString(stmts[r.IntN(len(stmts))](i))
			b.WriteByte(' ')
		}
		b.WriteString("</script></div>\n")
	}
	b.WriteString("</body>\n</html>\n")
	return []byte(b.String())
}

// recordArray returns a JSON array of about size bytes of small records,
// {"id":..,"name":..,"tags":[..],"v":..} with no spaces, one a line: the
// shape of issue 31, item 10 (11 MB of 130,000 records). The array is the
// same for the same size.
func recordArray(size int) []byte {
	r := rand.New(rand.NewPCG(10, uint64(size)))
	var b strings.Builder
	b.Grow(size + 256)
	b.WriteString("[\n")
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteString(",\n")
		}
		fmt.Fprintf(&b, `{"id":%d,"name":"user%d-%x","tags":[`, i, i, r.Uint32())
		for t := range 1 + r.IntN(5) {
			if t > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `"tag%d"`, r.IntN(50))
		}
		fmt.Fprintf(&b, `],"v":%d.%d}`, r.IntN(100000), r.IntN(100))
	}
	b.WriteString("\n]\n")
	return []byte(b.String())
}

// numberArray returns a JSON array of about size bytes of numbers of up
// to digits digits, no spaces: the shape of issue 42, item 12 (a list
// element takes about 1,000 bytes at the peak, whatever its size: 180
// bytes a byte on numbers of up to five digits, 490 on one digit). The
// array is the same for the same size.
func numberArray(size, digits int) []byte {
	r := rand.New(rand.NewPCG(42, uint64(size)))
	limit := 1
	for range digits {
		limit *= 10
	}
	var b strings.Builder
	b.Grow(size + 16)
	b.WriteString("[")
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprint(&b, r.IntN(limit))
	}
	b.WriteString("]\n")
	return []byte(b.String())
}
