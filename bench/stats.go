package bench

import (
	"math"
	"math/rand/v2"
	"slices"
)

// This file holds the statistics of the summary across cases: the
// geometric mean of ratios, its bootstrap confidence interval, and the
// Wilcoxon signed-rank test of paired values.

// geoMean returns the geometric mean of positive values (NaN for none).
func geoMean(values []float64) float64 {
	if len(values) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for _, v := range values {
		sum += math.Log(v)
	}
	return math.Exp(sum / float64(len(values)))
}

// bootstrapSeed seeds the bootstrap, so that results.md is the same for
// the same results.
const bootstrapSeed = 41

// bootstrapCI returns the percentile bootstrap confidence interval, at
// level (0.95 for 95%), of the geometric mean of values (positive): the
// values resampled with replacement rounds times, from a fixed seed.
func bootstrapCI(values []float64, level float64, rounds int) (lo, hi float64) {
	n := len(values)
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	logs := make([]float64, n)
	for i, v := range values {
		logs[i] = math.Log(v)
	}
	rng := rand.New(rand.NewPCG(bootstrapSeed, uint64(n)))
	means := make([]float64, rounds)
	for r := range means {
		sum := 0.0
		for range n {
			sum += logs[rng.IntN(n)]
		}
		means[r] = sum / float64(n)
	}
	slices.Sort(means)
	return math.Exp(quantile(means, (1-level)/2)), math.Exp(quantile(means, 1-(1-level)/2))
}

// quantile returns the q-quantile of sorted values, interpolated between
// neighbours (the "linear" method, R's type 7).
func quantile(sorted []float64, q float64) float64 {
	h := q * float64(len(sorted)-1)
	i := int(math.Floor(h))
	if i+1 >= len(sorted) {
		return sorted[len(sorted)-1]
	}
	return sorted[i] + (h-float64(i))*(sorted[i+1]-sorted[i])
}

// wilcoxon returns the two-sided p-value of the Wilcoxon signed-rank
// test that the differences d are symmetric about 0, and its statistic,
// the smaller of the sums of the ranks of the positive and of the
// negative differences. Zero differences are dropped (Wilcoxon's rule);
// tied magnitudes share their mean rank. With up to 50 differences and no
// ties the p-value is exact (the distribution of the rank sum counted);
// else it is the normal approximation with the variance corrected for
// ties, without continuity correction (as SciPy's wilcoxon does by
// default). With no difference left, p is 1.
func wilcoxon(d []float64) (p, statistic float64) {
	var nz []float64
	for _, x := range d {
		if x != 0 {
			nz = append(nz, x)
		}
	}
	n := len(nz)
	if n == 0 {
		return 1, 0
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return compareFloat(math.Abs(nz[a]), math.Abs(nz[b])) })
	ranks := make([]float64, n)
	ties := false
	tieTerm := 0.0 // the sum of t^3 - t over groups of t tied magnitudes
	for i := 0; i < n; {
		j := i + 1
		for j < n && math.Abs(nz[order[j]]) == math.Abs(nz[order[i]]) {
			j++
		}
		mean := float64(i+j+1) / 2 // ranks i+1..j
		for k := i; k < j; k++ {
			ranks[order[k]] = mean
		}
		if t := float64(j - i); t > 1 {
			ties = true
			tieTerm += t*t*t - t
		}
		i = j
	}
	plus := 0.0
	for i, x := range nz {
		if x > 0 {
			plus += ranks[i]
		}
	}
	total := float64(n*(n+1)) / 2
	statistic = math.Min(plus, total-plus)
	if n <= 50 && !ties {
		// The number of subsets of 1..n of each sum: the null
		// distribution of the sum of the positive ranks.
		counts := make([]float64, int(total)+1)
		counts[0] = 1
		for k := 1; k <= n; k++ {
			for s := int(total); s >= k; s-- {
				counts[s] += counts[s-k]
			}
		}
		below := 0.0
		for s := 0; s <= int(statistic); s++ {
			below += counts[s]
		}
		return math.Min(1, 2*below/math.Pow(2, float64(n))), statistic
	}
	mean := total / 2
	sd := math.Sqrt(float64(n*(n+1)*(2*n+1))/24 - tieTerm/48)
	if sd == 0 {
		return 1, statistic
	}
	z := (statistic - mean) / sd
	return math.Min(1, math.Erfc(math.Abs(z)/math.Sqrt2)), statistic
}

func compareFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
