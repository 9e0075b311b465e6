// Template argument lists and less-than: which < opens a list is decided
// by what the name before it denotes; >> closes two lists (C++11).
template<class T, int N = (3 > 2)> struct A { T t[N]; };
template<class T> struct B { typedef T type; template<class U> struct rebind { typedef B<U> other; }; };
template<class T> T twice(T x) { return x + x; }
int lt = 1, gt = 2, n = 3;
A<B<int>> a1;
A<B<A<int>>, 2> a2;
bool c1 = lt < gt > n;
int c2 = twice<int>(3) >> 1;
int c3 = (lt < n) > (gt >> 1);
typename B<int>::template rebind<long>::other b1;
template<class T> struct C : B<T> {
  typedef typename B<T>::template rebind<T>::other other;
  int f() { return sizeof(T) > 1 ? 2 : 3; }
};
template<> struct A<char, 1> { };
template struct A<long>;
extern template struct A<short>;
int operator<<(A<int> x, int y);
template<class T> bool operator< (const B<T>&, const B<T>&) { return false; }
