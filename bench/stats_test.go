package bench

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGeoMean(t *testing.T) {
	t.Parallel()
	assert.InDelta(t, 2, geoMean([]float64{1, 2, 4}), 1e-12)
	assert.InDelta(t, 1, geoMean([]float64{0.5, 2}), 1e-12)
	assert.InDelta(t, 3, geoMean([]float64{3}), 1e-12)
	assert.True(t, math.IsNaN(geoMean(nil)))
}

// TestWilcoxonKnown checks the test against published values: SciPy's
// example (Fisher's 15 differences of the heights of cross- and
// self-fertilized plants: statistic 24, exact two-sided p
// 0.041259765625) and R's (Hollander and Wolfe's 9 pairs of depression
// scores: V 40, so the smaller sum 5; two-sided exact p 0.0390625).
func TestWilcoxonKnown(t *testing.T) {
	t.Parallel()
	p, w := wilcoxon([]float64{6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75})
	assert.Equal(t, 24.0, w)
	assert.InDelta(t, 0.041259765625, p, 1e-12)

	x := []float64{1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30}
	y := []float64{0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29}
	d := make([]float64, len(x))
	for i := range x {
		d[i] = x[i] - y[i]
	}
	p, w = wilcoxon(d)
	assert.Equal(t, 5.0, w)
	assert.InDelta(t, 0.0390625, p, 1e-12)

	// All one way: the smallest p of n = 5, 2/32.
	p, w = wilcoxon([]float64{1, 2, 3, 4, 5})
	assert.Equal(t, 0.0, w)
	assert.InDelta(t, 0.0625, p, 1e-12)
	// Zeros are dropped; nothing left is no evidence.
	p, _ = wilcoxon([]float64{0, 0})
	assert.Equal(t, 1.0, p)
}

// TestWilcoxonExact checks the exact p-value against brute force: every
// assignment of signs to the ranks, counted.
func TestWilcoxonExact(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		n := rng.IntN(12) + 1
		perm := rng.Perm(n)
		d := make([]float64, n)
		for i := range d {
			d[i] = float64(perm[i] + 1)
			if rng.IntN(2) == 0 {
				d[i] = -d[i]
			}
		}
		p, w := wilcoxon(d)
		below := 0
		for mask := range 1 << n {
			sum := 0
			for k := range n {
				if mask&(1<<k) != 0 {
					sum += k + 1
				}
			}
			if float64(sum) <= w {
				below++
			}
		}
		assert.InDelta(t, math.Min(1, 2*float64(below)/float64(int(1)<<n)), p, 1e-12, "%v", d)
	}
}

// TestWilcoxonNormal: past 50 differences, or with ties, the normal
// approximation; without ties it is near the exact value, and with ties
// it is that of the formula with the tie correction (checked at a value
// worked by hand).
func TestWilcoxonNormal(t *testing.T) {
	t.Parallel()
	// 60 differences, 1..60, the 15 smallest negative: exact and normal
	// agree closely.
	var d []float64
	for i := 1; i <= 60; i++ {
		v := float64(i)
		if i <= 15 {
			v = -v
		}
		d = append(d, v)
	}
	p, w := wilcoxon(d)
	assert.Equal(t, 120.0, w) // 1 + ... + 15
	// mean 915, sd sqrt(60*61*121/24) = 135.83: z = -5.8525, p 4.843e-9.
	assert.InEpsilon(t, 4.8431285e-9, p, 1e-6)
	// Ties: |d| = 1, 1, 2, 2, 2, 3 with signs + - + + - +: ranks 1.5,
	// 1.5, 4, 4, 4, 6; W- = 1.5 + 4 = 5.5; mean 10.5; variance 6*7*13/24
	// - ((8-2) + (27-3))/48 = 22.75 - 0.625 = 22.125.
	p, w = wilcoxon([]float64{1, -1, 2, 2, -2, 3})
	assert.Equal(t, 5.5, w)
	assert.InDelta(t, math.Erfc(5/math.Sqrt(22.125)/math.Sqrt2), p, 1e-12)
}

// TestBootstrapCI: the interval of the geometric mean, by resampling:
// degenerate for equal values; for two values, whose resamples have the
// geometric means a, sqrt(ab) and b with chances 1/4, 1/2 and 1/4, the
// 95% interval is [a, b]; for three, near the percentiles of the exact
// bootstrap distribution (all 27 resamples counted).
func TestBootstrapCI(t *testing.T) {
	t.Parallel()
	lo, hi := bootstrapCI([]float64{1.5, 1.5, 1.5}, 0.95, 1000)
	assert.InDelta(t, 1.5, lo, 1e-12)
	assert.InDelta(t, 1.5, hi, 1e-12)
	lo, hi = bootstrapCI([]float64{0.5, 2}, 0.95, 10000)
	assert.InDelta(t, 0.5, lo, 1e-12)
	assert.InDelta(t, 2, hi, 1e-12)

	values := []float64{0.5, 1, 4}
	var exact []float64
	for _, a := range values {
		for _, b := range values {
			for _, c := range values {
				exact = append(exact, math.Log(geoMean([]float64{a, b, c})))
			}
		}
	}
	slices.Sort(exact)
	lo, hi = bootstrapCI(values, 0.8, 20000)
	// The 10th and 90th percentiles of the 27 equally likely means.
	assert.InDelta(t, exact[2], math.Log(lo), 0.12)
	assert.InDelta(t, exact[24], math.Log(hi), 0.12)
	g := geoMean(values)
	assert.True(t, lo <= g && g <= hi)
	// The same results, the same interval.
	lo2, hi2 := bootstrapCI(values, 0.8, 20000)
	assert.Equal(t, lo, lo2)
	assert.Equal(t, hi, hi2)
}
