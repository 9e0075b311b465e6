class A extends B {
  #x = 1
  static #count
  y = this.#x
  static { A.#count = 0 }
  constructor() { super(); this.#x++ }
  get value() { return this.#x }
  set value(v) { this.#x = v }
  static async *gen() { yield* [1] }
  #priv() { return #x in this }
  'quoted'() {}
  [Symbol.iterator]() {}
  get; static; set;
  default() {}
  static
  x() {}
  get
  y() {}
}
x = class { m() {} }
x = class C extends (y ? D : E) {}
