/* Typedef names versus identifiers: T * x is a declaration where T names a
   type and a multiplication where it names an object. */
typedef int T;
typedef int T; /* a redefinition (C11) */
typedef struct S S;
struct S { T T; S *next; };
int a, b;
void f(void) {
  T * x;
  a * b;
  {
    int T = 3; /* hides the typedef name until the brace */
    T * a;
  }
  T * y;
  for (int T = 0; T < 2; T++)
    T * a;
  T * z;
}
void g(int T) { T * a; } /* a parameter hides it in the body */
void h(const T, T);
enum { U = 1 };
typedef int U2;
void k(void) { enum { U2 = 2 }; U2 * a; }
struct S s = { 1, &s };
int m(void) { return s.T + sizeof(S) + sizeof s; }
typedef _Bool bool; /* bool is a typedef name before C23, a keyword in C23 */
bool flag;
