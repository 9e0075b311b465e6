/* GNU C expressions and statements. */
typedef struct { int a, b[4]; struct { int c; } in; } S;
int arr[10] = { [0 ... 3] = 1, [5] = 2, [6] 3, };
S s = { .a = 1, .b[2] = 3, .in.c = 4 };
S old = { a: 1 };
int f(int c, __builtin_va_list ap) {
  __label__ l;
  static void *tab[] = { &&l };
  __auto_type w = ({ int y = c; y * 2; });
  __extension__ long long ll = __extension__ 0LL;
  _Complex double z = 1.0i;
  int n = __builtin_offsetof(S, b[1]) + __builtin_offsetof(S, in.c)
    + __builtin_types_compatible_p(int, S) + __builtin_va_arg(ap, int)
    + _Generic(c, int: 1, char *: 2, default: 0) + _Alignof(S) + __alignof__ s
    + (int)__real__ z + (int)__imag__ z + (c ?: 2) + (int)w + (int)ll;
  int nested(int k) { return k + n; }
  switch (c) {
  case 1 ... 5:
    n++;
    break;
  default:
    goto *tab[0];
  }
l:
  return nested(n);
}
_Static_assert(sizeof(int) == 4, "int");
_Thread_local int tl;
__thread int tl2;
_Noreturn void die(void);
__typeof__(arr[0]) t1;
typeof(int *) t2;
__int128 big;
unsigned __int128 ubig;
_Float128 q;
__float128 r;
_Float32x fx;
_Alignas(16) char buf[16];
_Atomic(int) at;
_Atomic int at2;
int kr(a, b)
  int a;
  char *b;
{ return a + *b; }
struct empty {};
