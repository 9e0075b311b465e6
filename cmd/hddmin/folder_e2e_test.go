//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
)

// folderCases are test cases of several files, of each kind issue 40
// names, with real tools as their tests: a C file and its header (a
// conflict gcc finds only with both), a module and its imports
// (JavaScript run by node; Python, which no bundled grammar reads, as
// text), an HTML page and its scripts, a Rust crate (as text). need is the tool the test runs; keep, texts each file of the
// result must still hold.
var folderCases = []struct {
	name  string
	need  string
	files map[string]string
	test  string
	keep  map[string][]string
	gone  []string // files the result must not have
}{
	{
		name: "C file and header",
		need: "gcc-12",
		files: map[string]string{
			"shapes.h": `#ifndef SHAPES_H
#define SHAPES_H
struct point { int x, y; };
struct shape { int kind; struct point origin; double size; };
double area(const struct shape *s);
int perimeter(const struct shape *s);
static inline int is_square(const struct shape *s) { return s->kind == 1; }
#endif
`,
			"main.c": `#include "shapes.h"
int printf(const char *, ...);
int perimeter(const struct shape *s) { return 4 * (int)s->size; }
int area(const struct shape *s) { return (int)(s->size * s->size); }
int main(void) {
  struct shape sq = { 1, { 0, 0 }, 2.0 };
  printf("%d %d %d\n", area(&sq), perimeter(&sq), is_square(&sq));
  return 0;
}
`,
			"util.c": "int twice(int x) { return 2 * x; }\n",
		},
		// The conflict of a definition with the header's prototype: gcc
		// names the header in a note.
		test: "#!/bin/sh\ncd \"$1\" && gcc-12 -c main.c -o ../main.o > ../out.txt 2>&1\n" +
			"grep -q \"conflicting types for .area.\" ../out.txt && grep -q \"shapes.h:.*previous declaration of .area.\" ../out.txt\n",
		keep: map[string][]string{"shapes.h": {"area"}, "main.c": {"area", "#include \"shapes.h\""}},
		gone: []string{"util.c"},
	},
	{
		name: "JavaScript module and its imports",
		need: "node",
		files: map[string]string{
			"main.mjs": `import { scale, unused } from './lib.mjs';
import { greet } from './greet.mjs';
console.log(greet('x'), scale({ size: 2 }), unused());
`,
			"lib.mjs": `export function unused() { return 42; }
export function scale(shape, options) { return shape.size * options.factor; }
`,
			"greet.mjs": "export function greet(name) { return 'hello ' + name; }\n",
		},
		// The error, thrown in lib.mjs.
		test: "#!/bin/sh\nnode \"$1/main.mjs\" > out.txt 2>&1\n" +
			"grep -q \"TypeError: Cannot read properties of undefined (reading 'factor')\" out.txt && grep -q 'lib.mjs:' out.txt\n",
		keep: map[string][]string{"lib.mjs": {"factor"}, "main.mjs": {"lib.mjs"}},
		gone: []string{"greet.mjs"},
	},
	{
		name: "Python module and its imports, as text",
		need: "python3",
		files: map[string]string{
			"main.py": `import os
from helper import ratio, unused
from other import banner

print(banner())
values = [1, 2, 3]
for v in values:
    print(v)
print(ratio(10, len(values) - 3))
print(unused())
`,
			"helper.py": `def unused():
    return 42


def ratio(a, b):
    total = a
    return total / b
`,
			"other.py": "def banner():\n    return '---'\n",
		},
		test: "#!/bin/sh\ncd \"$1\" && PYTHONDONTWRITEBYTECODE=1 python3 main.py 2>&1 | grep -q ZeroDivisionError\n",
		keep: map[string][]string{"helper.py": {"/"}, "main.py": {"helper"}},
		gone: []string{"other.py"},
	},
	{
		name: "HTML page and its scripts",
		need: "node",
		files: map[string]string{
			"index.html": `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Order form</title>
  <link rel="stylesheet" href="style.css">
</head>
<body>
  <h1>Order</h1>
  <p class="intro">Fill in the quantity and press <em>Add</em>.</p>
  <form id="order">
    <label for="qty">Quantity</label>
    <input id="qty" name="qty" type="number">
    <button type="button" id="add">Add</button>
  </form>
  <ul id="cart"></ul>
  <script src="util.js"></script>
  <script src="app.js"></script>
</body>
</html>
`,
			"style.css": `body { font-family: sans-serif; margin: 2em; }
.intro { color: #555; }
#cart li { list-style: square; }
`,
			"util.js": `function clamp(n, lo, hi) { return Math.min(hi, Math.max(lo, n)); }
`,
			"app.js": `var cart = [];
function render() {
  var list = document.getElementById('cart');
  list.textContent = cart.join(', ');
}
var qty = document.getElementById('qty');
var count = clamp(qty.value.length, 0, 10);
cart.push(count);
render();
`,
		},
		// The page loaded as a browser loads it, in node: the scripts it
		// names, in order, with the elements whose id it gives. The error
		// is thrown in app.js.
		test: `#!/bin/sh
# Loads the page as a browser would, in node: the scripts it names, in
# order, with the elements whose id it gives.
node -e '
const fs = require("fs"), path = require("path"), vm = require("vm");
const dir = process.argv[1], html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
const ids = new Set([...html.matchAll(/id="([^"]*)"/g)].map(m => m[1]));
const document = { getElementById: id => ids.has(id) ? { id, style: {} } : null };
const context = vm.createContext({ document, console, Math });
for (const m of html.matchAll(/<script src="([^"]*)"><\/script>/g))
  vm.runInContext(fs.readFileSync(path.join(dir, m[1]), "utf8"), context, { filename: m[1] });
' "$1" > out.txt 2>&1
grep -q "TypeError: Cannot read properties of undefined (reading .length.)" out.txt && grep -q "^app.js:" out.txt
`,
		keep: map[string][]string{"index.html": {"<script src=\"app.js\">"}, "app.js": {"length"}},
		gone: []string{"style.css"},
	},
	{
		name: "Rust crate, as text",
		need: "rustc",
		files: map[string]string{
			"Cargo.toml": `[package]
name = "shapes"
version = "0.1.0"
edition = "2021"

[dependencies]
`,
			"src/main.rs": `mod geometry;
mod report;

use geometry::{scale, Point};

fn main() {
    let origin = Point { x: 0, y: 0 };
    let moved = scale(&origin);
    report::print(&moved);
    println!("{}", geometry::distance(&origin, &moved));
}
`,
			"src/geometry.rs": `#[derive(Debug, Clone, Copy)]
pub struct Point {
    pub x: i32,
    pub y: i32,
}

/// Scales a point by a factor.
pub fn scale(p: &Point, factor: i32) -> Point {
    Point { x: p.x * factor, y: p.y * factor }
}

pub fn distance(a: &Point, b: &Point) -> f64 {
    let dx = (a.x - b.x) as f64;
    let dy = (a.y - b.y) as f64;
    (dx * dx + dy * dy).sqrt()
}
`,
			"src/report.rs": `use crate::geometry::Point;

pub fn print(p: &Point) {
    println!("({}, {})", p.x, p.y);
}
`,
		},
		// A call in main.rs that misses an argument of a function of the
		// module geometry: rustc shows the definition in geometry.rs. Its
		// output goes to the test's folder (rustc deletes it on an error).
		test: `#!/bin/sh
rustc --edition 2021 --crate-type bin --emit=metadata -o meta "$1/src/main.rs" > out.txt 2>&1
grep -q "error\[E0061\]: this function takes 2 arguments but 1 argument was supplied" out.txt && grep -q "src/geometry.rs:" out.txt
`,
		keep: map[string][]string{"src/main.rs": {"mod geometry"}, "src/geometry.rs": {"pub fn"}},
		gone: []string{"src/report.rs", "Cargo.toml"},
	},
}

// TestFolderKinds reduces a folder case of each kind end to end: the
// result passes the test, is smaller, keeps what the failure needs in
// each file and drops the files it does not need.
//
// Each runs a real tool hundreds of times (a few minutes on a loaded
// machine): they are left out with -short and under the race detector.
func TestFolderKinds(t *testing.T) {
	if testing.Short() || race.Enabled {
		t.Skip("runs gcc, node, python3 and rustc hundreds of times: left out with -short and under -race")
	}
	t.Parallel()
	for _, tc := range folderCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tool, err := exec.LookPath(tc.need)
			if err != nil {
				t.Skipf("%s is not installed: the test of this case runs it", tc.need)
			}
			if sys := "/usr/bin/" + tc.need; tool != sys && isFile(sys) {
				tool = sys // not a version manager's shim: pyenv's takes 0.8 s a run
			}
			dir := t.TempDir()
			in := caseFolder(t, dir, "case", tc.files)
			test := writeFile(t, t.TempDir(), "t.sh", strings.ReplaceAll(tc.test, tc.need+" ", tool+" "), 0o755)
			// The test runs in a folder of its own, as hddmin runs it: the
			// JavaScript case writes out.txt where it runs.
			run := func(folder string) error {
				cmd := exec.Command(test, folder)
				cmd.Dir = t.TempDir()
				return cmd.Run()
			}
			require.NoError(t, run(in), "the input is interesting")
			before := snapshot(t, in)
			code, _, stderr := hddmin(t, "-t", test, in)
			require.Equal(t, exitReduced, code, stderr)
			assert.Equal(t, before, snapshot(t, in), "the input is untouched")
			out := in + ".reduced"
			assert.NoError(t, run(out), "the result passes the test")
			got := readFolder(t, out)
			size, reduced := 0, 0
			for _, c := range tc.files {
				size += len(c)
			}
			for _, c := range got {
				reduced += len(c)
			}
			t.Logf("%d -> %d bytes: %q", size, reduced, got)
			assert.Less(t, reduced, size*2/3)
			for file, texts := range tc.keep {
				for _, text := range texts {
					assert.Contains(t, got[file], text, file)
				}
			}
			for _, file := range tc.gone {
				assert.NotContains(t, got, file)
			}
			// The test's own files, written in its copy's folder, are
			// not in the result.
			_, err = os.Stat(filepath.Join(out, "__pycache__"))
			assert.True(t, os.IsNotExist(err))
			assert.False(t, strings.Contains(stderr, "warning"), stderr)
		})
	}
}
