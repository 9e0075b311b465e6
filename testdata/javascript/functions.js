async function f(a, b = 1, ...rest) { await g(); for await (const x of y) {} }
function* g() { yield; yield 1; yield* h() }
x = async (a, {b, c: [d]}) => a + b
x = async a => a
x = async function () {}
x = a => b => a + b
x = () => ({})
x = (a = 1, [b, , c] = [], ...d) => {}
async()
async.map(x)
function nt() { return new.target }
x = import.meta
x = import('m')
x = new Foo.Bar(1).baz()
x = new new X()()
x = (a = () => 1, b = (2)) => (a, b)
x = (() => 1)() + (y => y)(2)
x = c ? (d) => d : (e, f) => { return e }
x = async (y) => await y
import x2, {a as b, default as c2}
from 'm'
