function f() {
  return
  x
}
a
++b
x
(y)
outer: for (;;) { break
  outer }
let a = 1
let b = 2
c = d
[1].forEach(g)
do x++; while (x < 3) y()
do {} while (x) z()
if (a) b
else c
var f = function () {}
g()
var h = () => {}
[h].map(k)
throw e
x = {}
{ y }
const fn = async () => { await p }
