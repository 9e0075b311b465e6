// C++17 to C++23: concepts and requires, <=>, folds, if constexpr,
// structured bindings, template lambdas, coroutines, explicit(bool),
// static_assert without message. What <compare> and <coroutine> would
// give is declared here, as a preprocessed file has it.
namespace std {
  struct strong_ordering { int v; static const strong_ordering less, equal, greater;
    friend constexpr bool operator<(strong_ordering a, int) { return a.v < 0; } };
  inline constexpr strong_ordering strong_ordering::less{-1}, strong_ordering::equal{0}, strong_ordering::greater{1};
  template<class R, class... A> struct coroutine_traits { using promise_type = typename R::promise_type; };
  template<class P = void> struct coroutine_handle;
  template<> struct coroutine_handle<void> { static coroutine_handle from_address(void*) noexcept { return {}; } void* address() const noexcept { return nullptr; } };
  template<class P> struct coroutine_handle {
    static coroutine_handle from_address(void*) noexcept { return {}; }
    static coroutine_handle from_promise(P&) noexcept { return {}; }
    void* address() const noexcept { return nullptr; }
    operator coroutine_handle<>() const noexcept { return {}; }
  };
  struct suspend_never { bool await_ready() const noexcept { return true; } void await_suspend(coroutine_handle<>) const noexcept {} void await_resume() const noexcept {} };
}
template<class T> concept Any = true;
template<class T> concept Small = sizeof(T) <= 4 && requires(T t) { t + t; typename T; { t } -> Any; requires true; };
template<Small T> T add(T a, T b) requires (sizeof(T) > 0) { return a + b; }
template<class... Ts> auto sum(Ts... ts) { return (ts + ... + 0); }
template<class... Ts> bool all(Ts... ts) { return (... && ts); }
struct V { int x; explicit(true) V(int a) : x(a) {} std::strong_ordering operator<=>(const V& o) const { return x < o.x ? std::strong_ordering::less : std::strong_ordering::equal; } };
static_assert(sizeof(int) == 4);
auto lam = []<class T>(T t) constexpr { if constexpr (sizeof(T) > 1) return t; else return T{}; };
struct R { struct promise_type { R get_return_object() { return {}; } std::suspend_never initial_suspend() { return {}; } std::suspend_never final_suspend() noexcept { return {}; } void return_void() {} void unhandled_exception() {} }; };
R co() { co_await std::suspend_never{}; co_return; }
struct P { int a, b; };
int h() { auto [a, b] = V{1} <=> V{2} < 0 ? P{1, 2} : P{3, 4}; if consteval { return a; } else { return b; } }
