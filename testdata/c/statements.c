/* Statements: an else goes with the nearest if, else-if chains nest,
   labels and case labels are block items of their own. */
int f(int a, int *p) {
  if (a == 1)
    a++;
  else if (a == 2)
    a--;
  else if (a == 3) {
    a = 0;
  } else
    a = 4;
  if (a)
    if (p)
      a++;
    else
      a--;
  for (int i = 0; i < a; i++)
    continue;
  for (;;)
    break;
  while (a--)
    ;
  do
    a++;
  while (a < 0);
  switch (a) {
  case 0:
  case 1:
    a = 2;
    break;
  default:;
  }
  if (!p)
    goto out;
  return *p;
out:
  return a, 0;
}
