# 1 "markers.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "markers.c"
#pragma GCC visibility push(default)
typedef unsigned long size_t;
# 5 "markers.c"
struct s {
#pragma pack(1)
  int a;
};
int f(size_t n)
{
# 10 "markers.c" 3 4
#pragma GCC diagnostic push
  int k = 0;
#pragma omp parallel for
  for (size_t i = 0; i < n; i++)
    k++;
#pragma GCC diagnostic pop
  return k;
}
#pragma GCC visibility pop
