/* GNU attributes where they may stand, and C23 attributes. */
extern void *xmalloc(unsigned long n) __attribute__((__malloc__, __alloc_size__(1))) __attribute__((__warn_unused_result__));
__attribute__((noreturn)) void die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static __attribute__((unused)) int a __attribute__((aligned(8))) = 1, b __attribute__((unused));
int c1, __attribute__((unused)) c2, *__attribute__((unused)) c3;
struct __attribute__((packed)) P { char c; int i __attribute__((aligned(2))); int bits : 3 __attribute__((packed)); } __attribute__((aligned(4)));
enum __attribute__((__packed__)) E { E0 __attribute__((deprecated)), E1 = 2 };
typedef int v4si __attribute__((vector_size(16), __may_alias__));
int *__attribute__((aligned(8))) p;
void (__attribute__((noreturn)) *fp)(void);
void release(int *p);
int f(int x __attribute__((unused)), int __attribute__((unused)) y) {
  __attribute__((cleanup(release))) int z;
  switch (x) {
  case 0:
    x++;
    __attribute__((fallthrough));
  default:
  lab: __attribute__((unused));
    break;
  }
  return sizeof(int __attribute__((aligned(4))));
}
[[deprecated("use g")]] int old(void);
int c23 [[maybe_unused]];
[[gnu::always_inline]] inline int g(void) { [[maybe_unused]] int u; return 0; }
