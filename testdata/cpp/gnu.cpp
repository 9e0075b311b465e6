// GNU extensions: attributes in every position, __extension__, asm with
// operands and labels, typeof, built-ins with types, statement
// expressions, case ranges, designated initializers, ?: without middle.
__extension__ typedef unsigned long long u64;
extern "C++" __attribute__ ((__noreturn__, __always_inline__)) inline void stop() noexcept { __builtin_trap(); }
struct __attribute__((__packed__)) P { char c; int i __attribute__((aligned(8))); } __attribute__((may_alias));
int g __asm__("g_symbol") = 0;
__typeof__(g) h;
__decltype(g) k;
struct Q { int x, y; } q = { .x = 1, .y = 2 };
unsigned __int128 big;
int f(int a, int *__restrict p) {
  __label__ done;
  asm volatile ("" : "=r"(a) : "r"(a) : "memory");
  int r = ({ int t = a; t * 2; }) ?: 1;
  bool same = __is_same(int, unsigned);
  unsigned long off = __builtin_offsetof(Q, y);
  float fl = __builtin_bit_cast(float, a);
  __extension__ int e = 0;
  switch (a) { case 1 ... 9: [[fallthrough]]; default: break; }
  goto done;
  done: return r + same + off + fl + e + *p;
}
#pragma GCC diagnostic push
# 1 "line-marker.h" 1 3
template<class T> struct has_trivial { static const bool value = __has_trivial_destructor(T); };
typedef __underlying_type(enum E { e1 }) ut;
