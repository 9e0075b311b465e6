x = a / b / c
x = /=/g.test(s) ? /[/]/ : a /= 2
f(x) / 2; g[0] / 2; this / 2; a.return / 2; i++ / 2
if (x) /re/.test(y)
while (x) /re/g.exec(y)
{} /re/.test(z)
x = {} / 2
x = function () {} / 2
return /re/
typeof /re/
a = b
/re/g.exec(c)
x = [/a/, /b/i]
x = y / z /i
