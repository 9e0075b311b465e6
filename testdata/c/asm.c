/* GNU asm: statements with outputs, inputs, clobbers and goto labels, the
   qualifiers, asm labels on declarations, and file-scope asm. */
__asm__(".globl marker");
extern int real_name(int) __asm__("" "alias_name");
int counter __asm__("counter_sym") = 0;
int f(int x) {
  int y;
  asm("nop");
  __asm__ __volatile__("mov %1, %0" : "=r"(y) : "r"(x));
  asm volatile("" : : : "memory");
  __asm("" : "+r"(y) : [in] "m"(x), "i"(4) : "cc", "memory");
  asm goto("jmp %l0" : : : : out);
  asm inline volatile goto("" : : "r"(x) : "memory" : out, again);
  return y;
again:
out:
  return -1;
}
