a?.[b]; a?.(b); a?.b.c; class P { #p; m(a) { a?.#p } }
x = a ? .5 : 1
x = a?.5:1
x = a ?? b ?? c
a ||= b; a &&= c; a ??= d
x = 1_000_000n + 0x1F_FFn + 0b1_0 + 0o7_7 + 1e1_0 + .5 + 5. + 017
x = a ** -b
x = (-a) ** b
x = !a instanceof B
x = "a" in b
for (k in o) for (var i in o) for (let [a, b] of c) for (x.y in o) for (i = ("a" in o) ? 0 : 1; i < 1; i++) ;
x = {a, b: 1, [c]: 2, ...d, get e() {}, set e(v) {}, async f() {}, *g() {}, if: 1, class: 2, get: 3, set, async}
x = a.if.class.function.new.get
({a, b} = c)
[a, b] = [b, a]
x = {a = 1} = {}
label: { break label }
