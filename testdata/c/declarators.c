/* Declarators: pointers, arrays, functions, nesting, abstract declarators. */
int (*fp)(int, ...);
void (*signal(int sig, void (*func)(int)))(int);
char *const *volatile argv[2][3];
int (*(*table)[4])(void);
int f(int[], int (*)[3], char *(*)(void), void (*)(int));
void g(int n, int a[static restrict n], int b[const *]);
struct { int a; union { int b; float c; }; __extension__ struct { int d; }; int : 0; unsigned e : 4; } anon;
long long unsigned int x1;
const volatile unsigned long long int *restrict x2;
static const char *const names[] = { "a", "b" "c", L"d", u8"e" };
