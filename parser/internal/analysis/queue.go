package analysis

import "container/heap"

// queue is a priority queue: the cheapest item first, and of items that
// cost the same, the one pushed first.
type queue[T any] struct{ h entries[T] }

type entry[T any] struct {
	cost int64
	seq  int
	v    T
}

func (q *queue[T]) push(cost int64, v T) {
	heap.Push(&q.h, entry[T]{cost: cost, seq: q.h.seq, v: v})
	q.h.seq++
}

func (q *queue[T]) pop() (int64, T) {
	e := heap.Pop(&q.h).(entry[T])
	return e.cost, e.v
}

func (q *queue[T]) len() int { return len(q.h.items) }

// entries implements heap.Interface.
type entries[T any] struct {
	items []entry[T]
	seq   int
}

func (h *entries[T]) Len() int { return len(h.items) }
func (h *entries[T]) Less(i, j int) bool {
	a, b := h.items[i], h.items[j]
	return a.cost < b.cost || a.cost == b.cost && a.seq < b.seq
}
func (h *entries[T]) Swap(i, j int) { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *entries[T]) Push(x any)    { h.items = append(h.items, x.(entry[T])) }
func (h *entries[T]) Pop() any {
	e := h.items[len(h.items)-1]
	h.items = h.items[:len(h.items)-1]
	return e
}
