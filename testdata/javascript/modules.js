#!/usr/bin/env node
import x, {a as b, default as c, "str" as d} from 'm'
import * as ns from 'm'
import 'side'
import j from './x.json' with {type: 'json'}
export default function () {}
export {a, b as c2}
export * from 'm'
export * as ns2 from 'm'
export const e = 1
export async function f() {}
export class G {}
