// Package reduce minimizes an HDD tree (package tree) against a test.
//
// Reduce takes a tree, a Tester (an oracle: is this text still
// interesting?) and Options, and returns the smallest interesting text it
// finds, with statistics. The algorithms:
//
//   - ddmin (DDMin; Zeller and Hildebrandt, "Simplifying and isolating
//     failure-inducing input", TSE 2002): splits a configuration into parts
//     and keeps a part (subset) or drops one (complement) while the result
//     stays interesting, at finer and finer granularity. Its result is
//     1-minimal: removing any single unit makes it uninteresting. Options:
//     split factor (2..Inf), the order of subsets and of complements
//     (forward, backward, skip), complements first. Subsets and
//     complements of a round are one list, tested in order (Hodován and
//     Kiss, ICSOFT 2016); the empty configuration is tested when one unit is
//     left. After an interesting complement, the next round tries its
//     complements from the same place on, not from the first part
//     (DDOptions.Restart for the classic order): on long lists this saves
//     nearly half the tests.
//   - ProbDD (DDOptions.Variant; Wang, Yang, Zhang, Gao, Chen and Xu,
//     "Probabilistic delta debugging", FSE 2021): a probability per unit
//     that it is needed (DDOptions.Prior before any test, the paper's p0:
//     0.1 by default, as in its authors' code; Perses uses 0.25); the
//     units least likely needed, as many as maximize the expected gain
//     s * prod(1 - p), are removed together; a failure raises their
//     probabilities by Bayes' rule. Units of equal probability are taken
//     in order, or in an order drawn from DDOptions.Seed (the paper breaks
//     ties at random). Options from the implementations: the authors'
//     test-history inference (DDOptions.History: a failed removal whose
//     other units were all removed since leaves its last one needed) and
//     Perses' threshold (DDOptions.Threshold: units whose probability
//     reached it are no longer tried; 0.8 there, 1 by default here).
//     CDD (Zhang, Xu, Tian, Cheng and Sun, "Toward a better
//     understanding of probabilistic delta debugging", ICSE 2025): the
//     probabilities replaced by a round counter, parts of the size of
//     round r removed in order, the size by DDOptions.CDDSizes from p_r =
//     p0 / (1 - 1/e)^r (9, 6, 3, 2, 1 at p0 = 0.1 rounded; Perses' integer
//     argmax 10, 6, 3, 2, 1). Neither is 1-minimal: a unit tried before
//     another went may be removable after. WDD (Zhou, Xu, Zhang, Tian and
//     Sun, "WDD: weighted delta debugging", ICSE 2025): Wddmin, ddmin whose
//     partitions are each split in two of near-equal weight (a node's
//     weight the tokens it prints, counted anew at every level) and keep
//     their boundaries from round to round; the units of one-unit
//     partitions are tried alone last, so the result is 1-minimal. And
//     WProbDD: ProbDD with the units of greatest (1 - p) * weight first,
//     as many as maximize the weight removed times prod(1 - p). Each
//     runs in place of ddmin over the nodes of a level; WDD and WProbDD
//     need the nodes' weights, which DDMin and Phase Choices do not have
//     (DDMinWeighted takes them).
//   - HDD (Misherghi and Su, "HDD: hierarchical delta debugging", ICSE
//     2006): ddmin over the nodes of each level of the tree, from the root
//     down; removed nodes print their replacement. HDD* repeats it until a
//     pass removes nothing (Options.NoFixpoint off, the default), which makes
//     the result 1-tree-minimal: no single node can be removed.
//   - Coarse HDD (Hodován, Kiss and Gyimóthy, "Coarse hierarchical delta
//     debugging", ICSME 2017), Phase CoarsePrune: HDD over the nodes whose
//     removal prints nothing only; far fewer tests, slightly larger results.
//   - HDDr (Hodován, Kiss and Gyimóthy, "Tree preprocessing and test outcome
//     caching for efficient hierarchical delta debugging", AST 2017),
//     Algorithm HDDr: ddmin over the children of each node, visited
//     breadth-first or depth-first.
//   - Hoisting (Phase Hoist): a node replaced by a descendant of the same
//     rule, the nearest first, one test per try. A node's rule is that of
//     its place (tree.Node.Outer): where squeezeTree replaced a chain of
//     single-child nodes by the last (a type name by its identifier
//     token), the chain's rules are the node's too (tree.Node.Derives), so
//     that hoisting and substitution see through it.
//   - Chain (Phase Chain, ours): a deep chain of nested nodes of one rule,
//     each the only one of its rule near under the last (100,000 nested
//     arrays, blocks or parentheses), cut at once: its top replaced by its
//     deepest node, else by the deepest that is interesting, found by
//     bisection, so a few tests where HDD and hoisting spend one per
//     level. The walk of HDD's levels costs what each level's nodes do,
//     not what its depth does (tree.Tree.Below).
//   - Shrinking (Phase Shrink, research, not in DefaultPhases): as hoisting,
//     the descendant that prints the fewest nodes first: the Fuzzing
//     Book's "replace a subtree by a smaller subtree of the same kind"
//     (Zeller et al., The Fuzzing Book, chapter "Reducing Failure-Inducing
//     Inputs"), for any rule.
//   - Space (Phase Space, ours): the hidden text between tokens printed as
//     compactly as the test allows: all at once, else ddmin over the gaps
//     (tree.State.Closed), which closes those the test does not need (one
//     space of a CSS descendant combinator stays); a token whose text is
//     whitespace (JavaScript's virtual semicolons: a line break) is a gap
//     too, closed where the text still parses (`{const a⏎}` is
//     `{const a}`). Text a lexer sends to a channel of its own (a
//     directive) is no gap: a unit of its own (tree.Tree.Units).
//   - Substitution (Phase Substitute; subtree replacement as in Vulcan,
//     Xu et al., OOPSLA 2023): a rule node replaced by another node of the
//     same rule that the state prints, from anywhere in the tree, not only
//     its descendants (tree.Tree.WithSubstituted): the rule is what the
//     node's position accepts, by the derivation the parse found, as for
//     hoisting. Either a copy, when the other node prints fewer tokens, or
//     a move, with the other node's nearest enclosing list member (or
//     node that prints nothing when removed) removed too: a variable's use
//     replaced by its initializer, the declaration gone. To keep the tests
//     few, every candidate must print a shorter text than the state it
//     comes from, the options are ordered by the size of that text, the
//     smallest first, nodes that print the same tokens are tried once,
//     at most 16 are made (unparsed and parse-checked) and at most 4
//     offered per node.
//   - Unwrapping (Phase Unwrap): a member of a list without separators (an
//     instance of a * or + block) replaced by a run of list members it
//     holds (tree.Tree.WithSpliced), of the same kind: instances of the
//     same block, or instances that hold the same rules and tokens (a
//     function body's statements spliced into the statement list that held
//     the function). Nearest first, at most 4 per member.
//   - Alternative expansion (Phase Alternative; the Fuzzing Book's
//     GrammarReducer, Zeller et al., The Fuzzing Book, chapter "Reducing
//     Failure-Inducing Inputs"): a rule node printed as another
//     alternative of its rule (tree.Tree.WithAlternative), filled in order
//     with its own descendants of the rules and token types the
//     alternative needs, else with their shortest text; a rule that no
//     descendant derives may be filled with one that a short derivation
//     of it holds (a name as a statement). The alternatives come from the
//     grammar's ATN (tree.Tree.Alternatives), so every grammar has them:
//     `wire [a:a] b` becomes `wire b` where the range is another
//     alternative, not an optional part, and `for(;;c=d);` the
//     expression statement `c=d;`. A filling must take a descendant and
//     print less than the node; at most 4 are offered per node, the
//     smallest first.
//   - Pair (Phase Pair, ours): for two lists that the state prints with
//     as many members (2 to 16), the i-th members of both removed at
//     once, the last first: a column and its value, a parameter and its
//     argument, which HDD keeps because either alone breaks the input.
//   - Window (Phase Window, local exhaustive search as in Vulcan): on a
//     result of fewer than 64 tokens, every window of three adjacent
//     tokens, then of two, erased.
//
// The candidates of the last five are filtered by the tree's parse check
// (tree.Tree.Parses, set by package tree/fromparse from the grammar and the
// start rule; for islands, the host grammar's): one that does not parse is
// never tested, nor counted. Every candidate of these phases prints a
// shorter text than the state it comes from, so each ends.
//
//   - Literal shrinking (Phase Literal): each literal token (tree.Literal:
//     a string, number, regular expression, comment...) is printed with
//     the shortest text of its type, 0 or 1, one test each, else as many
//     characters as can go are cut from the end of what lies between its
//     delimiters, then from its start (an escape sequence, a backslash and
//     what follows, is one unit): 1, 2, 4, ... then bisection, so that a
//     string that must stay whole costs two tests, and one with n
//     characters to cut about 2 log2(n); what lies inside is left (ddmin
//     over the characters spent two tests a character to prove that
//     nothing could go). Rename (Phase Rename): all the
//     occurrences of an identifier (tree.Ident) at once take the name of
//     another identifier no longer than it, or the shortest unused name
//     (a, b, ..., aa, ...): Vulcan's identifier replacement (Xu et al.,
//     OOPSLA 2023). A new text is offered only if the tree's Relex reads
//     it back as one token of the same type (so keywords are never made),
//     a rename to another identifier, or a literal's new text where the
//     text before it parsed, only if the tree's Parses accepts the text
//     too; what fails costs no test.
//   - Reduction on choice sequences (Phase Choices, research, not in
//     DefaultPhases; MacIver and Donaldson, "Test-case reduction via
//     test-case generation: insights from the Hypothesis reducer", ECOOP
//     2020): ddmin over the choice sequence of the text's parse
//     (Options.Choices reads it; the command's --choices-mode says how a
//     text is made of the entries kept), every run of entries left out replaced
//     by one Default marker, which makes the generator complete the rule
//     it is in with its cheapest text; a text that does not parse, or is
//     no shorter, is not tested. A candidate is a new text, printed by the
//     tree's first token in place of its root, so the phases after it
//     find little to do. A text with syntax errors gets no candidates.
//
// With Options.Adaptive (the default of the command, Recommended), the
// phases of DefaultPhases run in cycles, scheduled by what they remove on
// this input (schedule.go): every phase once, the phases that cost a test
// per token only once the text is small, then those that removed bytes,
// the most per candidate first, and last a final round of every phase of
// the set from the final text, those that found nothing before too; the
// reduction ends when a final round changes nothing, so the result is a
// fixpoint of every phase of the set. Without it, phases
// run in the order of Options.Phases, each to its own fixpoint. The
// outcome cache, keyed on the SHA-256 of the candidate's text, is shared
// by all of them, so no text is ever tested twice (but for the final
// check). A configuration that ddmin tested and offers again is answered
// before its text is made. Options.NoCache turns both off, so that
// Stats.Tests counts the queries as a reducer without a cache does.
//
// # Guarantees
//
// The input is tested first: if it is not interesting, Reduce returns
// ErrNotInteresting (ErrInputTimedOut if its test ran out of TestTimeout).
// The result is the text of the last candidate found
// interesting, tested once more at the end (a second time, with four times
// TestTimeout, if that check times out); if that fails (the test is
// flaky), Reduce falls back to the newest result that passes again and sets
// Stats.Flaky. Budgets (MaxTests, MaxTime) and cancellation stop the
// reduction with the best result so far; MaxTime stops the tests running
// too, and then the final test is skipped. MaxTests counts the tests a
// one-job run would run, the final check included (Stats.Charged), so that
// the result under it is the same for any Jobs; the final check is skipped
// when it is spent. A Tester learns its job slot from its context (Slot).
//
// # Parallel runs
//
// With Options.Jobs above 1, up to that many tests run at once, and the
// result is the same as with one: the reduction is the sequential
// algorithm, which asks for the first interesting candidate of a list, and
// a candidate counts only once all candidates before it are known not to
// be interesting. What runs in parallel is the rest of the list and what
// the algorithm would ask next if a candidate succeeds or if all fail, and
// after that, as deep as it goes: ddmin's next rounds, the next levels,
// nodes (HDDr) and passes, the next phases, all as the plan of the
// reduction says (see below). Tests are ranked by the probability that
// their outcome is needed, from the chance that each candidate before
// them is interesting, learned as the reduction runs: a removal of all that
// a failed candidate removed, and more, is expected to fail (the test is
// taken to be monotone), a removal of nodes that successful removals
// removed is expected to pass, and the others pass about as often as those
// tested so far. Outcomes go to the cache. The committed
// sequence of results, and with a deterministic test the result, is that
// of Jobs 1; Stats counts the tests run ahead and not needed (Wasted) and
// those stopped (Cancelled). A test less likely to be needed than 1 in 20
// never runs, so that with more jobs than that leaves of use some stay
// idle, and the reducer's own cost per test does not grow with Jobs. A
// test that times out while others run is tested again alone, if its
// outcome is needed: the load of the tests beside it must not decide what
// one job would have found.
//
// # Where things are
//
// Every algorithm is written once, as a plan (plan.go): a lazy list of
// the candidates a one-job run tests next, in order, each with the plan
// that follows if it is the first interesting one, and last the plan that
// follows if none is. Plans are values: nothing is made before it is
// asked for, and a plan may be iterated again. They are made by a planner
// (planner.go), which sees the tree, the options that shape plans and its
// memo, and nothing else: a plan cannot depend on what was tested.
//
//   - phase.go: the phases, one row each of phaseTable: name, a line of
//     doc, the cost of a pass (Cost), the sweep, the function that
//     returns the plan of one pass from a state, the phase's place in the
//     default schedule, and whether its candidates always print less. The
//     command's --phase flag and its help read the table, and
//     DefaultPhases is made from it.
//   - planner.go: the planner, and the loop every phase runs in
//     (passes): pass after pass from the state the last ended in, until
//     a pass changes nothing (or once, with Options.NoFixpoint).
//   - schedule.go: the adaptive schedule: the phases in cycles, by what
//     they remove per candidate, counted along the plan (tally).
//   - chain.go: the sweep of Chain.
//   - pair.go: the sweep of Pair.
//   - ddmin.go: DDMin, and rounds, the plan of ddmin over units (every
//     DDOptions variant); DDMin walks it one test at a time.
//   - phases.go: the sweeps of Prune and CoarsePrune (hdd, level by
//     level, and hddr), ddmin over tree nodes turned into candidates,
//     Hoist and Shrink (hoistPass), Space (and its ddmin over gaps).
//   - rewrite_subst.go: the sweeps of Substitute, Unwrap (rewritePass)
//     and Window (windowPass).
//   - rewrite_alt.go: the candidates of Alternative (a rewritePass too).
//   - rewrite_tokens.go: the sweeps of Literal (literalPass) and Rename
//     (renamePass).
//   - choices.go: the sweep of Choices (choicesPass).
//   - runner.go and plan.go: the runner, which only tests and commits:
//     walk collects the candidates of each batch, first tests them in
//     order (one at a time with one job), and walk goes on with the plan
//     of the winner or the rest; the cache, the budgets, commits, the
//     final check, the statistics of the steps (marks in the plans).
//   - parallel.go: first with more than one job. It speculates on the
//     same plans: their candidates (see candidates) and what follows their
//     success form a tree of guesses, ranked by the probability that
//     their outcome is needed (survey, hazard, class), and the most
//     needed run while jobs are free.
//
// To add a phase:
//
//  1. In phase.go, a Phase constant before numPhases, and its row of
//     phaseTable: its name, a line of doc, the cost of a pass, its sweep,
//     an estimate if a pass costs a test or more per token (CostToken),
//     its place in the first cycle of the default schedule (first, from
//     1, the phases from that place on moving one later; 0 leaves it out
//     of DefaultPhases), and shrinks if every candidate prints less than the
//     state it comes from.
//  2. The sweep: a planner method that yields a mark that begins the pass
//     (begins), then its batches (offer: the mark of their units, the
//     candidates, each with the plan that follows it, and the rest), and
//     calls end with the state the pass ends in, once on every path and
//     alone in its batch (hoistPass and space are short models).
//  3. A witness in phase_test.go: an input that the phase alone reduces.
//     TestPhaseConformance holds the row to the contract of steps 1 and 2.
//  4. Outside the package, the lists of the phases that people read: the
//     manual's line (cmd/hddmin/doc.go, section Phases, as TestPhaseLists
//     prints it, in the order of DefaultPhases and then the others), the
//     README's --phase row and the phase enum of the bench's results
//     schema. TestPhaseLists (cmd/hddmin) fails until each names the phase.
//
// The parallel runner, the --phase flag and its help need nothing more. A
// phase in the default schedule changes the default's test counts: the
// goldens of reduce and cmd/hddmin (go test ./... -update) and the bench's
// results. To add a ddmin variant: an option in DDOptions, and rounds (or
// round, for the order within a round).
//
// # Model
//
// The tree is never modified: a candidate is a tree.State, and the best
// result so far is one. Testers are called from several goroutines when
// Jobs is above 1.
package reduce
