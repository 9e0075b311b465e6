switch (x) { case 1: case 2: y(); break; default: z() }
try { a() } catch { b() } finally { c() }
try { a() } catch ({message}) { b(message) }
with (o) p()
debugger
if (a) { b } else if (c) d; else { e }
while (x) { continue }
var a, b = 1, {c, d: [e] = []} = f
let let_ = 1, of = 2
let [g] = h
let
i = 1
;
'use strict'
