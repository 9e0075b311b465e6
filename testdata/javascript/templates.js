t = `plain`
t = `a${b}c${d}e`
t = `outer ${`inner ${deep} ${`deeper`}`} done`
t = `${{a: 1}.a}${function () { return `x` }()}`
t = tag`x${y}`
t = `$${a}$` + `\${b}` + `$`
t = `${a}
${b}`
