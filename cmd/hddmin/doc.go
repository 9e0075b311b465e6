// Hddmin shrinks a failure-inducing input to a small one that still fails,
// keeping it well-formed in its grammar.
//
// Usage:
//
//	hddmin [flags] -t TEST INPUT
//
// hddmin parses INPUT with an ANTLR grammar and reduces its parse tree with
// Hierarchical Delta Debugging: level by level from the root, it removes
// subtrees (replacing each by the shortest text its grammar rule allows)
// for as long as TEST still says the input is interesting, and rewrites
// what is left: a node by a smaller one of its kind, names and literals
// by shorter ones (see Phases). Every candidate it tries is well-formed,
// so the test sees the failure, not a syntax error. The result
// is written to NAME.reduced.EXT beside INPUT (or to -o FILE) after every
// improvement; INPUT itself is never modified. INPUT may be a folder of
// files that fail together: they are reduced together, into the folder
// INPUT.reduced (see Folders).
//
// Before the first test, hddmin checks that the output and the --report
// file can be written, and refuses (exit status 2) an output or report
// that is INPUT, a file the test command names, the other output, a
// directory, or a file under /dev. It takes a lock on the output and on
// the report (the hidden file .NAME.lock beside each, removed at the end;
// for a name too long for that, a shorter one with a hash of the name), so
// that a second run on the same output or report is refused rather than
// writing over the first one's. A lock file must be a plain file that
// hddmin made: a symbolic link, a hard link, a FIFO or another file
// planted under its name is refused (exit status 2), never written
// through; hddmin writes nothing but the output, the report, their locks
// and their temporary files (.NAME.tmp and digits) in those folders. If a
// result cannot be written during the reduction (the disk is full, the
// folder is gone), hddmin stops at once with exit status 3 and says why.
// File names with line breaks or other control characters are quoted in
// messages, so that each message is one line.
//
// # The test
//
// TEST is a command (a script, or words split as a shell would, without
// expansions) that hddmin runs as
//
//	TEST... DIR/NAME
//
// where DIR/NAME is the candidate, written under INPUT's base name into a
// fresh temporary directory that is also the test's working directory:
// relative paths in the test are relative to DIR, not to the folder hddmin
// runs in, so name other files by absolute paths. (The words of TEST after
// the first that name files of the current folder, as in -t "sh
// check.sh", are made absolute for you; so are --temp-dir and TMPDIR.) The
// test exits with status 0 if the candidate is still interesting (the
// failure reproduces: the C-Reduce convention) and with any other status if
// not. hddmin checks first that INPUT itself is interesting; if it is not,
// it says how the test ended, shows the end of its output, and exits with
// status 1; if the test of INPUT runs out of --timeout, it says that. Without
// --timeout the test of INPUT has no time limit (a test may take long), but
// if it runs for 10 seconds hddmin says it is waiting for it, and Ctrl-C
// stops it. A test that the system cannot run (a script without its #!
// line) is an error that says so. Identical candidates are tested once:
// outcomes are cached by content.
//
// Each test runs with HDDMIN_JOB (its job slot, 0 to N-1: no two tests
// running at once share one, but a cancelled test may still be ending in
// it; the test of INPUT and the final check run in slot 0 of 1) and HDDMIN_JOBS (N, the -j in use) in its
// environment, so that a test can send its work to one of N machines:
//
//	#!/bin/sh
//	host=$(sed -n "$((HDDMIN_JOB + 1))p" /etc/hddmin-hosts)
//	scp -q "$1" "$host:/tmp/cand.$HDDMIN_JOB" &&
//	  ssh "$host" "/opt/myprog /tmp/cand.$HDDMIN_JOB 2>&1 | grep -q 'assertion failed'"
//
// INPUT - reads the input from standard input; -o is then required, and
// its name is the candidate's (and, without -g, chooses the grammar).
//
// # Folders
//
// INPUT may be a folder: a failure that needs several files (a page and
// its script, a C file and its header, a module and its imports). The
// test then gets a copy of the folder, DIR/NAME where NAME is INPUT's
// base name, as its last argument, with the files' permissions, the
// symbolic links (kept as they are, never reduced) and the empty folders:
//
//	hddmin -t ./test.sh crash
//
// with a test.sh such as
//
//	#!/bin/sh
//	cd "$1" && gcc -c main.c 2>&1 | grep -q 'internal compiler error'
//
// Each file is read with the grammar of its extension, or with the one -g
// gives it: -g PATTERN=GRAMMAR for the files whose name (whose path in the
// folder, if PATTERN holds a slash) PATTERN matches, in path.Match's
// syntax, as in
//
//	hddmin -g '*.h=c' -g '*.inc=c' -t ./test.sh crash
//
// The first pattern that matches a file wins, a -g without a pattern is
// for the files no pattern matches, and a pattern given twice names a
// lexer and a parser grammar. (A single INPUT takes the pattern that
// matches it, so that one set of flags serves both.) A file that no
// grammar reads is read as text (see Grammars), with a note that names it.
// --start is for the files whose grammar -g gives; a --replacements name
// is for the files whose grammar has that rule or token (a name no file's
// grammar has is an error); --islands is for every file.
//
// The folder is one tree whose first level is its files: HDD first removes
// whole files (ddmin over the files), then goes down level by level
// through every file at once, each read with its grammar and its islands,
// so that the largest parts go first, whichever file holds them. The
// other phases see every file too: an identifier is renamed in all of
// them at once (a function of a header and its calls in the C file), a
// node may be replaced by one of another file, and a file whose content
// a candidate changes must still parse with its grammar. There is one
// cache, one order of tests for any -j, one --report for the whole
// folder, and the byte counts (the summary, the progress line, the report)
// are those of the files.
//
// The result is the folder INPUT.reduced beside INPUT (or -o DIR),
// written after every improvement as a whole folder, never half-written:
// hddmin writes it beside, as the hidden folder .NAME.tmp and digits, then
// puts it in place at once (on Linux by exchanging the two names; on other
// systems by two renames, between which the result is missing for a
// moment) and removes the old one. So the result folder always holds a
// whole result that passed the test. If hddmin dies mid-way (SIGKILL, a
// crash), the result folder is the last whole result (or absent if there
// was none yet), and a hidden .NAME.tmp folder may be left beside it: the
// watchdog removes it, or else the next run on that output. SIGINT writes
// the best result so far, as for a file; INPUT is never changed. The
// output must not be INPUT, be inside it, hold it or a file of the test,
// or be a file; a folder already there must hold nothing that INPUT does
// not (it is an earlier result of INPUT, or empty), so that hddmin never
// replaces a folder of other files. Its lock is .NAME.lock beside it, as
// for a file. --dump tree prints the folder's one tree; --dump antlr and
// --dump text print each file after a line ==> PATH <==.
//
// # Inputs with syntax errors
//
// Fuzzer output and crash files are often not valid. Syntax errors are
// reported as FILE:LINE:COLUMN: message (the first five, and a count of the
// others; -v prints them all), and hddmin reduces the tree that the
// parser's error recovery built: tokens it assumed print nothing, and the
// tokens it skipped form error regions, which the reduction removes like
// any other node, in one piece or token by token, so that no part of a
// broken input is out of its reach. --strict refuses such an input instead
// (exit status 2).
//
// An input nested deeper than a million rules (500,000 JSON arrays) is
// refused with its position and exit status 2: parsing and reducing recurse
// as deep as the input nests.
//
// Large inputs: reading an input and building its tree take, at the
// peak, 25 to 65 bytes of memory per byte of JSON (long strings to small
// records), 55 of JavaScript, 75 of C, about 100 of an HTML page of
// many small scripts and about 160 of code read as text, and the
// reduction up to a fifth more (see docs/robustness.md). A long list of
// tiny elements takes more: about 1,000 bytes an element, whatever its
// size, so an array of numbers of up to five digits takes 180 bytes a
// byte, and one of one-digit numbers 490 (50 MB of those: 19 GB). Inputs
// over 2 GB are refused. hddmin
// keeps within the tightest memory limit it runs under: the machine's
// memory, the soft RLIMIT_AS and RLIMIT_DATA (ulimit -v, ulimit -d), and
// its cgroup's (v2 memory.max, v1 memory.limit_in_bytes). It runs the Go
// collector with GOGC=50 and a soft limit of three quarters of that
// memory (the environment variables GOGC and GOMEMLIMIT override them);
// it refuses an input that needs more than the limit even at 4 bytes a
// byte (exit status 2); and when its memory passes seven eighths of the
// limit (under RLIMIT_AS, which counts the address space the Go runtime
// reserves 64 MB at a time, 192 MB below it) it stops, as at a signal,
// with a one-line "out of memory" error and exit status 3, the best
// result so far written. Under ulimit -v, the Go runtime itself needs
// about 1.2 GB of address space to start, and fails at some limits below
// that before hddmin runs (see the README): prefer ulimit -d or a
// cgroup's limit. Build hddmin with CGO_ENABLED=0 (as the README does),
// or it needs the C library's threads, which fail at more limits.
//
// # Flags
//
//	-t, --test COMMAND      the interestingness test (required to reduce)
//	-g, --grammar G         the grammar: a bundled name, a .g4 file or an
//	                        .interp file; twice for a lexer and a parser
//	                        (default: from INPUT's extension, text where
//	                        no grammar reads it; see Grammars); PATTERN=G
//	                        for the files PATTERN matches, as '*.h=c' (see
//	                        Folders)
//	    --grammar-lib DIR   where imports and tokenVocab lexers are found
//	                        after the grammar's own folder (repeatable)
//	    --start RULE        the start rule (default: the grammar's; the
//	                        first parser rule of a .g4 grammar)
//	-o, --output FILE       where the result goes (default NAME.reduced.EXT)
//	    --replacements FILE a JSON object mapping rule and token names to the
//	                        text that replaces them when they are removed;
//	                        each must parse where it stands (a rule's text
//	                        as that rule, whole; a token's as one token of
//	                        its type), else hddmin refuses it, naming it
//	    --islands FILE      a JSON list of islands: nodes whose text is parsed
//	                        with another grammar (see Islands); they come
//	                        before the grammar's own
//	    --no-islands        leave out the grammar's own islands
//	    --strict            refuse an input with syntax errors
//	    --dump tree|antlr|text
//	                        print the HDD tree (an S-expression), the ANTLR
//	                        parse tree (as the ANTLR TestRig's -tree prints
//	                        it) or the unparsed text, and exit without testing
//	-q, --quiet             print nothing but errors
//	-v, --verbose           print a line for every step (parsing, building
//	                        the tree, each level and pass)
//	    --version           print the version
//
// Running the tests:
//
//	-j, --jobs N            tests at once (default: the number of CPUs); the
//	                        result and the results found on the way are those
//	                        of -j 1 (see Parallel runs)
//	    --timeout D         the time limit of a test (30s, 2m, ...); a test
//	                        that runs out is not interesting, and it and its
//	                        children are killed; 0 for none (default: 10
//	                        times the test of INPUT, at least 1s; the summary
//	                        says which)
//	    --max-tests N       stop after N tests, with the best result so far;
//	                        the tests counted are those -j 1 runs (the
//	                        final check included), so that the result is
//	                        the same for any -j; with more jobs, tests run
//	                        ahead stop at N too (at most 2N run in all)
//	    --max-time D        stop after D, with the best result so far; D
//	                        counts from the start, reading and parsing
//	                        included
//	    --temp-dir DIR      where the tests' directories go: a folder
//	                        hddmin-run-* there, with a directory per test
//	                        (default: the system's temporary directory)
//	    --launcher CMD      run each test through CMD, as 'srun --quiet
//	                        --ntasks=1': a Slurm job, or a job step inside
//	                        an allocation (see Clusters)
//	    --keep-temps        keep every test's directory
//	    --report FILE       write a JSON report: options, version, and per
//	                        phase, pass and level the tests, cache hits,
//	                        timeouts, bytes and time, the totals, and the
//	                        reduction curve (the size of the best result
//	                        after each success, against the tests run)
//
// The algorithm (see go doc reduce):
//
//	--phase LIST        run exactly these phases, in order, each to its
//	                    fixpoint, instead of the adaptive schedule (see
//	                    Phases): for research, and for the behaviour of
//	                    earlier versions (coarse-prune,prune,hoist,
//	                    substitute,unwrap,space)
//	--identifier-tokens NAMES
//	                    the tokens rename takes for identifiers, by name,
//	                    separated by commas (default: those whose lexer
//	                    rule matches names, see go doc parser.TokenClasses)
//	--algorithm hdd|hddr
//	                    prune level by level (HDD) or node by node (HDDr)
//	--hddr-order bfs|dfs
//	                    the order of HDDr
//	--no-fixpoint       one pass of each phase (HDD) instead of passes
//	                    until nothing changes (HDD*)
//	--ddmin ddmin|probdd|cdd|wdd|wprobdd
//	                    the algorithm over the nodes of each level:
//	                    ddmin (the default), probdd (probabilistic delta
//	                    debugging, FSE 2021: a probability per node, the
//	                    subset removed that maximizes the expected gain),
//	                    cdd (counter-based, ICSE 2025: ProbDD's sizes by
//	                    round), wdd (Wddmin, ICSE 2025: each partition
//	                    split in two of equal weight, the weight of a node
//	                    the tokens it prints, counted anew at every level;
//	                    the one-node partitions tried last) or wprobdd
//	                    (ProbDD weighted: the nodes of most weight and least
//	                    probability removed first); probdd, wprobdd and cdd
//	                    may leave a node that became removable after it was
//	                    tried (not 1-minimal)
//	--ddmin-prior P     probdd, wprobdd, cdd: the probability that a node
//	                    is needed before any test, the papers' p0 (default
//	                    0.1, as in the ProbDD and CDD papers' code; Perses
//	                    uses 0.25)
//	--probdd-threshold T
//	                    probdd, wprobdd: stop trying a node once its
//	                    probability reaches T (default 1: only nodes known
//	                    to be needed; Perses and the ProbDD authors' code
//	                    use 0.8)
//	--probdd-history    probdd, wprobdd: the test-history inference of the
//	                    ProbDD authors' HDD code: a failed removal whose
//	                    other nodes all went since keeps its last one
//	--cdd-sizes round|argmax|decay
//	                    cdd: the sizes of its parts, round after round, at
//	                    prior p: round (-1/ln(1 - p_r), rounded, with p_r =
//	                    p/(1 - 1/e)^r: 9, 6, 3, 2, 1 at 0.1; the default),
//	                    argmax (Perses' integer argmax: 10, 6, 3, 2, 1) or
//	                    decay (the CDD artifact's: 9, 5, 3, 1)
//	--seed N            draw the random choices from seed N: the order of
//	                    the nodes of equal probability (probdd, wprobdd) or
//	                    counter (cdd), which the papers draw at random, and
//	                    the random orders; 0, the default, keeps the input's
//	                    order (the results of hddmin before seeds); a --seed
//	                    where nothing is random is a usage error
//	--no-cache          test every candidate, even a text tested before, so
//	                    that the tests are the queries of a reducer without
//	                    a cache (needs -j 1)
//	--split-factor N|inf
//	                    ddmin's initial granularity and growth (default 2)
//	--subset-order forward|backward|skip|random
//	--complement-order forward|backward|skip|random
//	                    the order of ddmin's subsets and complements
//	                    (default: skip subsets, which rarely succeed on
//	                    structured input; complements backward, the last
//	                    part first: what a part declares is used after it,
//	                    so the parts after it go first; with --phase,
//	                    forward, as the published algorithms); random
//	                    draws each round's order from --seed
//	--complement-first  complements before subsets
//	--complement-restart
//	                    start every round's complements at the first part
//	                    (classic ddmin); by default a round after a
//	                    successful complement goes on from where it was
//	                    found, so one sweep removes the removable parts of
//	                    a long list
//
// The tree (see go doc tree):
//
//	--flatten-recursion turn left- and right-recursive chains into lists
//	--no-squeeze-tree   keep chains of single-child nodes
//	--no-hide-unremovable
//	                    offer tokens that equal their replacement to ddmin
//	--plain-lists       lists as Picireny builds them: the first element
//	                    of a separated list stays
//	--keep-hidden       whitespace and comments become removable leaves
//	--skip-whitespace   with --keep-hidden: whitespace-only leaves stay
//	--flat-tokens       the tokens as one flat list, each removable to
//	                    nothing: with --phase prune, plain token-level
//	                    ddmin, the baseline HDD improves on
//
// # Phases
//
// A phase is one way of making the text smaller, run pass after pass
// until a pass changes nothing. The phases:
//
//	chain         a deep chain of nested nodes of one rule cut at once: its top replaced by the deepest node that keeps the failure, by bisection
//	space         the text between tokens printed as compactly as the test allows; indentation narrowed, each width at once
//	coarse-prune  Coarse HDD: as prune, over the nodes whose removal prints nothing only
//	prune         HDD: ddmin over the nodes of each level, from the root down; a removed node prints its replacement
//	hoist         a node replaced by a descendant of the same rule, the nearest first
//	substitute    a node replaced by a smaller node of its rule from anywhere in the tree, or moved there (a variable inlined)
//	unwrap        a list member replaced by like members it holds (a function's statements in its place)
//	alternative   a node printed as another alternative of its rule that prints less, filled with its own descendants (a for loop as the expression statement it holds)
//	pair          the i-th members of two lists of as many members removed together (a column and its value, a parameter and its argument)
//	literal       strings, numbers and comments printed shorter: the shortest text of their type, 0 or 1, else fewer characters
//	rename        every occurrence of an identifier renamed at once: to another identifier, or to the shortest unused name
//	window        on results of fewer than 64 tokens, every window of three, then two, adjacent tokens erased
//	shrink        as hoist, the descendant that prints the fewest nodes first
//	choices       research, last: ddmin over the choice sequence of the text's parse, each run left out replaced by the generator's cheapest completion
//
// By default hddmin runs every phase but shrink (which tries hoist's
// candidates in another order) and choices in an adaptive schedule: all of them once,
// in the order above, except that pair, literal, rename and window, which cost
// a test or more per token, wait until they would offer no more
// candidates than the other phases have (or 256), so that they run on a
// small text; then, in cycles, the phases that removed bytes in their
// last run, the most bytes per candidate first, each only if the text
// changed since; and when a cycle removes nothing, a final round of every
// phase once more from the final text, those that found nothing before
// too. If the final round removes anything, the cycles go on. The result
// is a fixpoint of every phase: run alone on it, none finds anything
// smaller. The candidates of substitute, unwrap, alternative,
// window and rename must parse before they are tested. A node's
// rule, for hoist, substitute and chain, is that of its place in the
// parse: where a chain of rules derives a single token (a type name that
// is an identifier), the token stands for each of them.
//
// Choices reduces the text as a generator would make it (Hypothesis'
// way): it reads the decisions of the text's parse as a choice sequence
// (the one hddmin generate --choices prints), runs ddmin over it with
// every run of decisions left out replaced by the marker * (the rule the
// generator is in completed with its shortest text), and tests each text
// the generator makes that parses and is shorter. So it can make a
// construct a simpler one, or a name or string the shortest of its kind,
// where the other phases only delete. A candidate is a new text, no longer
// a reduction of the tree, so the phases after it find little to do: name
// it last (--phase prune,hoist,choices; to follow the default schedule,
// run hddmin --phase choices on its result). On a text with syntax
// errors it does nothing. --choices-mode marker|delete|reject says how
// a text is made of the decisions kept: marker, the default, as above;
// delete, the decisions left out deleted, those kept read by the
// decisions the generator reaches; reject, deleted, and a sequence that
// runs out before the text is made is not tested, as the Hypothesis
// reducer rejects it. --ddmin wdd and wprobdd weigh tree nodes, which a
// choice sequence has none of: with the choices phase they are a usage
// error.
//
// # Progress and results
//
// On a terminal, hddmin shows one line that it keeps rewriting: the phase,
// pass and level ("testing the input" until the test of INPUT has ended),
// the size of the best result so far, tests run, cached and timed out,
// tests per second and time, drawn again every second so that the clock
// moves while a long test runs. Elsewhere it prints a line per step
// at most every second (every step with -v). It ends with a summary: bytes
// before and after, tests, cache hits, timeouts, time, the test timeout.
// The best result so far is written (to a temporary file, then renamed) after
// every improvement, so the output file always holds a whole result, even
// after a crash or a kill. At the end the result is tested once more; if
// the test fails now, the test is flaky: hddmin says so and keeps the newest
// result that passes again. A test that cannot run at all (its directory
// cannot be made or written: the temporary folder is full, read-only or
// gone) stops the reduction at once, with exit status 3, the best result
// so far in the output, and a message that suggests --temp-dir; every
// later test would fail the same way.
//
// # Parallel runs
//
// With -j N, up to N tests run at once, each in its own directory. hddmin
// still follows the sequential algorithm: a candidate counts only once every
// candidate before it is known not to be interesting, and what runs beside
// it is what the algorithm may ask next, by likelihood. The outcome is the
// same as with -j 1; only more tests run (the summary counts the ones not
// needed as wasted, and those stopped as cancelled). A test is run ahead
// only if its outcome is needed with a chance of 1 in 20 or more: with
// more jobs than that leaves of use (a small input, -j 1000), the others
// stay idle. A test that runs out of --timeout while other tests run is
// run again alone before its timeout counts, so that the load of the jobs
// cannot change the result.
//
// # Clusters
//
// --launcher CMD runs every test through CMD, a command that runs its
// arguments elsewhere. With Slurm, each test is a job:
//
//	hddmin -j 32 --launcher 'srun --quiet --ntasks=1' -t ./test.sh crash.js
//
// or, inside an allocation (salloc, sbatch), a job step, which starts at
// once (--exact gives a step only the CPU it asks for, so that steps run
// side by side):
//
//	salloc --ntasks=34 hddmin -j 32 --launcher 'srun --quiet --nodes=1 --ntasks=1 --exact' -t ./test.sh crash.js
//
// The test, and the candidates' directories (--temp-dir), must be at the
// same paths on the nodes: a filesystem they share. The test runs under
// /bin/sh there, behind a few lines that report when it started (its job,
// step and node) and how it ended, so that hddmin tells a launcher that
// could not run the test from the test's own exit status (srun exits with
// status 1 both when Slurm rejects the job and when the test fails): a
// test that did not run is an error that says why, never "not
// interesting": at the test of INPUT, exit status 2; later, the reduction
// stops with exit status 3 and the best result so far written. A job that
// waits for a reason no wait cures (its partition is down or inactive, it
// asks for more than the partition has, it is held, ...) is cancelled,
// and the error names the reason. A test that is cancelled (run ahead and
// no longer needed, out of --timeout, at --max-time, at SIGINT) is
// cancelled on the cluster: scancel ends its step or job (SIGTERM, then
// SIGKILL after the cluster's KillWait), or its job by its name
// (hddmin-PID-N) while srun is still setting it up; nothing is left in
// squeue. The time a job waits in the queue counts against --timeout:
// inside an allocation, steps do not wait. The result is that of -j 1,
// as on one machine. docs/cluster.md compares the ways to scale out and
// measures them.
//
// # Interrupting
//
// SIGINT (Ctrl-C), SIGTERM or SIGHUP stops hddmin within a fraction of a
// second, whatever it is doing. During the reduction, running tests are
// killed, the best result so far is in the output file, the summary is
// printed, and hddmin exits with status 130. Before it, while hddmin reads
// the grammar, parses INPUT or builds its tree (which can take long on a
// pathological input), it says which stage it stopped in, writes nothing
// and exits with status 130; so does --max-time running out before the
// reduction began. A second signal kills every running test at once (no
// grace period) and removes its directory; hddmin exits with status 130
// within a second, or at once at a third signal.
//
// Tests run in process groups of their own, which are killed whole: a
// test's children go too, unless they leave the group (setsid, a daemon).
// On Linux, where hddmin may make cgroups (cgroup v2, Linux 5.14 or later,
// and a cgroup of hddmin's it may make folders in: as root, in a container
// whose /sys/fs/cgroup is writable, or under systemd-run --user --scope -p
// Delegate=yes hddmin ...), each test also runs in a cgroup of its own,
// killed whole when the test ends: no process leaves it, not one that left
// the group and cleared its environment (env -i setsid daemon &) either.
// Without cgroups, a child that left its group is killed when hddmin ends,
// found by the run's ID in its environment (HDDMIN_RUN_IDS, below); one
// that also cleared its environment escapes: run hddmin in a delegated
// cgroup, as above, if your tests start daemons.
//
// A hddmin killed with SIGKILL (or by the out-of-memory killer, or a
// crash) cannot clean up itself; a watchdog does it: a second hddmin
// process, started with the reduction, deaf to signals, that hddmin tells
// of each test's process group, of the tests' folder and of its locks
// through a pipe. When the pipe closes, hddmin is gone: the watchdog kills
// the tests still running (their groups and cgroups; on Linux also every
// process whose environment holds the run's ID, HDDMIN_RUN_IDS, which a
// test that left its group keeps), removes the tests' folder and the locks no
// process holds, and exits. On Linux each test is also killed by the
// kernel the moment hddmin dies (PR_SET_PDEATHSIG). On other Unix systems
// the watchdog kills the process groups alone (a test's process that left
// its group stays); on Windows there is no watchdog, and a killed hddmin
// leaves its running tests, their folders and its lock. A folder of the
// tests that a run left behind all the same (its watchdog killed too) is
// removed by the next run in the same temporary directory (its lock file
// is free), unless it was kept with --keep-temps; a stale output lock is
// taken over by the next run on that output.
//
// # Grammars
//
// Bundled, chosen by INPUT's extension or by name with -g:
//
//	json (.json)                 RFC 8259
//	javascript (.js .mjs .cjs)   ECMAScript 2023, scripts and modules
//	c (.c .i .h)                 preprocessed C with the GNU extensions
//	cpp (.cpp .cc .cxx .c++ .hpp .hh .hxx .ii)
//	                             preprocessed GNU C++, C++98 to C++23
//	css (.css)                   CSS Syntax Level 3, with nesting
//	html (.html .htm .xhtml)     WHATWG HTML, with its scripts and styles
//	text (.txt .text)            any text, and every INPUT the others do not read
//
// An INPUT whose extension no bundled grammar reads (crash.yaml, bug.py,
// server.log), or that has none (Makefile), is read with text, and hddmin
// says so in one line on stderr (not with -q), with how to give a grammar
// instead: -g NAME or -g FILE.g4. The text grammar reads any bytes without
// a syntax error (broken brackets, a lone quote, tabs and spaces mixed,
// CR and CR LF line breaks, bytes that are no UTF-8, NUL bytes, no final
// line break), and sees what text formats share:
//
//	paragraph    lines between blank lines
//	block        a line and the lines indented more under it, to where the
//	             indentation returns (a tab goes to the next multiple of 8)
//	line         its indentation, parts, its line break
//	part         items between commas or semicolons (an argument, an
//	             element, a statement), with the comma before it
//	group        brackets ( ) [ ] { } < > that pair up (< > on a line; on
//	             two lines if the opening one ends its line or the closing
//	             one begins its, and the lines inside are a body of their
//	             own), or quotes " ' ` that pair up on a line, around parts
//	item         a word (letters, digits, _, anything not ASCII), a
//	             punctuation character, a bracket or quote that pairs with
//	             none, or a group
//
// Each of them can go on its own, as can each blank line and the first
// line of a block without the lines under it (the header of a function,
// whose body then joins the block before it). A line keeps its indentation
// whichever of its items go, and gets no blanks at its ends. --dump tree
// shows how a text was read.
//
// Any other ANTLR 4 grammar is read at run time, with no Java and no ANTLR
// tool:
//
//	hddmin -g SQLiteParser.g4 --start parse -t ./test.sh crash.sql
//	hddmin -g MyLexer.g4 -g MyParser.g4 -t ./test.sh input.txt
//	hddmin -g Expr.g4 --dump antlr input.expr
//	hddmin -g XParser.interp -t ./test.sh input.x
//
// -g takes a combined grammar; a parser grammar, whose tokenVocab option
// names its lexer grammar (found in the parser's folder, then in the
// --grammar-lib folders); or a lexer and a parser grammar. Imports are found
// the same way. An .interp file is one the ANTLR tool writes beside
// generated code; a parser's finds its lexer's beside it (XLexer.interp for
// X.interp or XParser.interp), or give both. The grammar is compiled to the
// ATN the ANTLR tool would build and run by an interpreting lexer and
// parser, so the parse trees (--dump antlr) are the tool's. Actions and
// semantic predicates are target code that cannot run as such. For the
// grammars-v4 base classes that grammars call most, hddmin runs built-in
// equivalents, chosen by the superClass option and the methods the code
// calls: those of python/python3, javascript/javascript, php, csharp/v6,
// lua and awk, and lookahead and column predicates in any lexer (javadoc,
// velocity, pgn), which give the trees of ANTLR's Java target on the
// grammars' examples. For any other code hddmin warns, says where it is
// and which rule it affects, skips the actions and takes the predicates as
// true. A grammar whose parse depends on such code parses differently: the
// bundled javascript and c grammars, which rely on Go code, must be used
// by name.
// Errors in a grammar stop hddmin with exit status 2 and file:line:col
// messages: among them a rule that can never end (e : '(' e ')' ; with no
// other alternative, which the ANTLR tool accepts and no finite input
// matches) that a rule that can end uses, in a .g4 grammar or in .interp
// files (one that no such rule uses is a warning: only a parse that
// starts with it would enter it), and .interp files that are cut short or
// corrupt. A --grammar-lib folder must exist.
//
// The start rule should end with EOF, as the bundled grammars' do, so that
// it reads the whole input. One that does not (the first rule of
// grammars-v4's python3, single_input, reads one statement) stops where it
// can. If hddmin took the first rule itself and it stopped before the end
// of INPUT, hddmin stops with exit status 2, says where the rule ended, how
// much was not parsed, and which rules end with EOF: choose one with
// --start. A start rule given with --start that stops early gets a warning
// instead, and the rest of INPUT is kept as it is (the test sees it, the
// reduction does not touch it). A --start that is no rule is an error that
// says if it is a token and names the rules that could be meant.
//
// A large grammar takes a while to compile (20,000 rules about 3 s): with
// -v hddmin prints a line as each stage of the compile begins, and within
// a long stage at most one a second with how far it is; without -v, a line
// every ten seconds once it has taken three. A signal or --max-time stops
// the compile as it stops the other stages of the setup.
//
// # Islands
//
// An HTML page is reduced as one tree with its scripts and styles: the text
// of a <script> (of no type or a JavaScript type), of on... event handler
// attributes and of javascript: URLs is parsed with the javascript grammar,
// that of a <script> of a JSON type (application/json, ld+json, importmap)
// with json, and that of <style> and style attributes with css; the trees
// are grafted into the page's. An island that does not parse is reduced as
// what error recovery built, or stays text, with a warning that gives its
// place; --no-islands turns them off.
//
// --islands FILE declares islands for any pair of grammars, bundled or read
// at run time: a JSON object that maps a token or a rule of a host grammar
// to the grammar (and start rule) that parses its text, with optional
// conditions and a regular expression whose group named island picks the
// part to parse (the inside of quotes). For SQL in the strings of a JSON
// file:
//
//	{"islands": [
//	  {"host": "json", "token": "STRING",
//	   "match": "^\"(?P<island>(?i:select|insert|update|delete)\\s[^\"]*)\"$",
//	   "grammar": ["SQLiteLexer.g4", "SQLiteParser.g4"], "start": "parse"}
//	]}
//
// Every field, and the built-in islands written in this format, are in
// docs/islands.md. hddmin reads the grammar of every island and checks the
// names the islands use before it parses INPUT: an unknown grammar, a .g4
// file with errors, a start rule the island's grammar lacks, or a token or
// rule the host grammar lacks (a misspelt name) stops it with exit status
// 2 and the place of the island in FILE (FILE:LINE:COL).
// # Comparing variants: hddmin bench
//
//	hddmin bench [--variants LIST] [--variants-file FILE] [--repeat N] [--seeds A..B] [-j N] -o DIR CASE...
//
// runs variants of the reduction over cases and checks every result. A
// CASE is a folder with test.sh (the interestingness test, which gets the
// candidate as its argument) and one input file; where the folder also
// holds known results, the input is the one named input.*. README files
// and .txt or .md files are not inputs. A case of several files (see
// Folders) has them in a folder named input, which is then its input: the
// test gets a copy of the folder, the result is a folder, and the sizes
// are those of the files. A folder without test.sh or an
// input, or whose input is not interesting, is reported by name and
// skipped. A case that needs flags (a grammar read at run time) has them
// in a file hddmin.args, on one line, then its input's name:
//
//	-g SQLiteLexer.g4 -g SQLiteParser.g4 --start parse input.sql
//
// The input is then the file named; the files the flags name are relative
// to the case's folder; every hddmin run of the case gets the flags after
// the variant's (results.json records them as case_flags). A case is named
// in the results by its folder's name, or, where two cases have folders of
// one name (a/same, b/same), by as many of the folders' parents as tell
// them apart; --resume knows each case by its folder.
//
// A variant is a name and hddmin's flags: hddmin bench runs the hddmin
// binary itself with them, so that anything a user can run, they can
// compare. The variants of docs/variants.md are built in (--list-variants
// prints them); --variants picks some by name, separated by commas (a
// name that holds commas, such as coarse,prune,space, is read as the
// longest name that matches; quote names with * for the shell); default:
// default, hdd* and coarse-hdd*+flatten. --variants-file adds variants
// from a JSON array:
//
//	[{"name": "hdd*+j1", "flags": "--phase prune --subset-order forward -j 1"},
//	 {"name": "cvise", "command": "cvise --not-c {test} {input}"}]
//
// A variant with a command is an external reducer, run in a folder of its
// own where {input} is the name of a copy of the input (a name in that
// folder, as C-Vise wants it), {test} the case's test behind a wrapper that
// counts the tests, and {output} where the result must go; without
// {output}, the reducer is taken to reduce {input} in place, as C-Reduce
// and C-Vise do. Cache hits and timeouts are not known for external
// reducers.
//
// Each run has a time limit, --run-timeout (default: 2000 times the test of
// the case's input, at least 30 minutes; 0 for none). A run that reaches it
// is stopped (an interrupt to its process group, a kill 10 seconds later),
// recorded with the status timeout, its best result so far verified but not
// counted in the tables. The test of a case's input is bounded too (by
// --run-timeout, else 5 minutes), and said to be running after 10 seconds;
// from then on it holds up no other case, which are tested and run
// meanwhile: a case whose test hangs on its input is skipped when the
// limit is reached (its test timed out, which says nothing of its input),
// and its runs come after the others' if it passes late.
//
// Every result is tested again with the case's test: a result that does
// not pass is recorded as unverified, a reducer that fails as failed, and
// neither is counted in the tables. So is an external reducer that exits
// with status 0 but removed nothing and whose test never passed (C-Vise
// says it cannot run a test that reads $1, and exits 0): it failed. The
// flags:
//
//	--variants LIST      the variants to run, by name (repeatable)
//	--variants-file FILE more variants, as above; without --variants,
//	                     these are the ones run
//	--list-variants      print the variants and their flags, and exit
//	--repeat N           run each variant N times per case (default 1)
//	--seeds A..B         run each variant that makes random choices
//	                     (probdd, wprobdd, cdd, random orders) once per
//	                     seed, with hddmin's --seed (a range, or a list
//	                     as 1,4,9); the others once
//	--no-cache           give every hddmin run --no-cache (needs -j 1)
//	-o, --output DIR     where the results go (required)
//	-j, --jobs N         hddmin's -j in every run (default: hddmin's)
//	--resume             keep the runs of DIR/results.json, run the others
//	--launcher CMD       run every run, and every test of an input or a
//	                     result, through CMD, as 'srun --quiet --ntasks=1
//	                     --cpus-per-task=4': a Slurm job each (see
//	                     Clusters; DIR, the cases and the hddmin binary
//	                     must be where the nodes see them); results.json
//	                     records the launcher and the node of each run,
//	                     and the wall time and load measured there
//	--parallel N         runs at once (default 1): with --launcher, N jobs
//	                     on the cluster; here, runs at once slow each
//	                     other down
//	--baseline NAME      the variant the tables compare with (default: the
//	                     first)
//	--run-timeout D      the time limit of a run, as 45m; 0 for none
//	                     (default: 2000 times the test of the case's input,
//	                     at least 30m)
//
// DIR receives, rewritten after every run (each file through a rename):
// results.json, every run with its case, variant, flags, command line,
// bytes in and out, tests, cache hits, timeouts, cancelled and wasted
// tests, wall time, time and tests per phase, the reduction curve, the
// load average as it began, the hddmin version and the machine (CPU model,
// cores, system), its seed, the tokens of its input and result (by the
// grammar's lexer) and the figures of every step (each level of HDD);
// results.schema.json, its JSON Schema; results.md, a table per case with
// a row per variant (median and range over the seeds and repeats, the
// best of each column in bold, the ratios to the baseline; queries are
// tests and cache hits, what a reducer without a cache would test), and
// before them a summary across the cases: for each variant, the geometric
// mean of the ratios of its medians to the baseline's (bytes, tokens,
// tests, queries, time), with a 95% bootstrap interval and the p-value of
// a Wilcoxon signed-rank test, and the spread of the runs of a case;
// results.csv, a row per run; summary.csv, the summary's figures; and
// CASE.svg, the reduction curves of a case (bytes left, on a log scale,
// against tests run; a line per variant, labelled at its end). The
// reduced files, hddmin's reports and what each run printed are under
// DIR/runs. A line on stderr says which case and variant runs, and the
// time left, estimated from the runs so far.
//
// Interrupting hddmin bench stops the runs under way (they are not
// recorded; through --launcher, their jobs are cancelled) and keeps every
// finished one in results.json; hddmin bench --resume with
// the same arguments goes on (a run that results.json holds as null, or
// without its result's size, is dropped and runs again). hddmin bench has
// a watchdog too: killed, it leaves no run of its own running (each hddmin
// run then cleans up after its tests through its own). DIR may be
// relative; it must be a folder that can be written, checked before any
// run (exit status 2). Without --resume, an existing results.json
// is refused. hddmin bench exits with status 0 if every run ended
// verified, 1 if a case was skipped (a folder without test.sh is listed
// but is no case, and does not count) or a run failed, timed out or was
// not verified, 2 on a usage error, and 130 when interrupted. To reduce a file named
// bench, write ./bench.
//
// # Generating inputs: hddmin generate
//
//	hddmin generate -g GRAMMAR [--start RULE] [--seed N] [--max-depth D] [--min-tokens N] [--spacing S] [-n COUNT] [--choices] [-o DIR]
//
// makes random inputs of any grammar, bundled or read at run time, such as
// a fuzzer needs: it walks the grammar from the start rule and draws every
// decision (an alternative, one more pass through a loop, a token's type
// and the characters of its text) from a random choice sequence seeded by
// --seed (input i of -n gets seed N+i; the same seed makes the same input).
// Rules nested deeper than --max-depth (default 8), and every rule once an
// input has --max-tokens tokens (default 2000), are completed with their
// shortest text; with --max-depth 0 and --max-tokens 0, some grammars'
// walks need not end (e : e '+' e e | ID makes more e than it completes,
// on average): Ctrl-C stops one at once, and the memory limit with an
// error (exit status 3), the inputs made before it written. An input of
// fewer than --min-tokens tokens (default 1: no empty input) is made
// again from the next draw of its seed, at most 100 times. --spacing says
// what goes between tokens: words, the default, a space where the
// grammar's lexer needs one and where two tokens would run into one word
// (0or, which Lua and GraphQL read as a malformed number though the
// grammar's lexer does not); lexer, only where the grammar's lexer needs
// one; all, a space between every two tokens (Grammarinator's
// serializer). Identifiers are drawn from a small pool of names (a, b, x,
// foo...) most of the time, so that names recur. Where a grammar's Go code
// decides the parse (C's typedef names, JavaScript's regular expressions,
// object braces and automatic semicolons, HTML's implied end tags), the
// generator follows it. Every input is parsed; one that does not parse is
// made again with the rule around the first syntax error completed with
// its shortest text (--no-repair keeps it as it is).
//
//	hddmin generate -g json --seed 7
//	hddmin generate -g javascript -n 3 --choices
//	hddmin generate -g c -n 20 --max-depth 6 -o c-inputs
//	hddmin generate -g grammars/JSON.g4 --start json -n 5 -o json-inputs
//	hddmin generate -g json --sequence "3 1 4 1 0"
//
// One input goes to standard output as it is. With -n above 1 or
// --choices, each input is a line of JSON, {"seed": N, "text": "...",
// "choices": "..."}: --choices adds the input's choice sequence, its
// decisions' values (0 is the cheapest alternative of those open, 1 the
// next, and so on; * completes the current rule with its shortest text),
// which --sequence makes into the same input again, byte for byte (go
// doc parser, on choice sequences): --sequence applies no --max-depth,
// --max-tokens or --min-tokens unless given, and no repair (a * stands
// where a limit completed a rule); give the same --spacing. With -o DIR, the inputs are the files DIR/SEED.EXT,
// with DIR/SEED.choices beside them. A line on stderr gives the count, the
// average size, how many inputs were made again to parse, and the time
// (-q leaves it out). hddmin generate exits with status 0 if every input
// parses, 1 if some input still does not parse (it is written and its
// syntax errors printed), 2 on a usage error (an -o DIR that cannot be
// made or written included, found before anything is generated) or an
// error in a grammar, and 3 if an input could not be written all the same
// (a disk that filled up).
//
// # Exit status
//
//	0    reduced; the result is written (it may be INPUT unchanged if nothing
//	     could be removed)
//	1    INPUT is not interesting
//	2    usage error, unreadable INPUT, unknown grammar or an error in a
//	     grammar file, a syntax error under --strict, a test command that
//	     cannot be found
//	3    internal error, a result or report that could not be written, or
//	     a test that could not run (its folder cannot be made or written)
//	     out of memory (the best result so far is written)
//	130  interrupted (SIGINT, SIGTERM, SIGHUP); the best result so far is
//	     written, or nothing if the reduction had not begun; also
//	     --max-time running out before the reduction began
//
// # Examples
//
// Reduce a JSON file that a program mishandles:
//
//	hddmin -t ./test.sh crash.json
//
// with a test.sh such as
//
//	#!/bin/sh
//	/path/to/myprog "$1" 2>&1 | grep -q 'assertion failed'
//
// (an absolute path: the test runs in a temporary directory).
//
// See how hddmin sees an input:
//
//	hddmin --dump tree crash.json
package main
