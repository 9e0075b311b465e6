/* Casts, parenthesized expressions, compound literals and statement
   expressions all start with a parenthesis. */
typedef struct { int a, b; } P;
typedef int T;
int f(int x, int *p) {
  int v = (T)x;
  v = (x) + 1;
  v = (T)-x;
  v = (x)-x;
  v = (T)(x);
  v = (f)(x, p);
  v = (int)*p;
  v = (x)*p[0];
  v = (P){ 1, 2 }.a;
  v = ((P){ .b = 3 }).b;
  v = ({ int y = x; y + 1; });
  v = sizeof(T) + sizeof(x) + sizeof x + sizeof(P){ 0 } + sizeof(int[3]);
  v = (unsigned long)(char *)p;
  v = (int (*)(int, int *))f != 0;
  return (x);
}
