// Declarations and expressions: a statement that can be a declaration
// is one; names of types, values and templates as the file declares them.
struct S { int v; S(); explicit S(int); S(const S&) = default; ~S(); operator bool() const; };
S::S() : v(0) {}
S::S(int x) : v(x) {}
S::~S() {}
S::operator bool() const { return v != 0; }
typedef int T;
namespace N { struct U { typedef long V; static V w; }; }
N::U::V N::U::w = 1;
void f(T x) {
  T * p = &x;
  x * 2;
  T(y);
  S(3).v;
  N::U::V z = N::U::w;
  int T = 5;
  T * 2;
  struct P2 { int a, b; };
  auto [i, j] = P2{S{}.v > 0 ? (int[2]){1, 2}[0] : 3, 4};
  for (int q = 0, r = 1; q < r; ++q) ;
  int arr[3] = {1, 2, 3};
  for (auto e : arr) e++;
  if (int m = x) m--; else if (m > 1) ;
  switch (x) { case 1 ... 3: break; default: ; }
}
int (*fp)(int) = nullptr;
int (S::*pm) = &S::v;
void (S::*pmf)() const = nullptr;
