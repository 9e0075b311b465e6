package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/reduce"
)

// Flag values for the enumerations of package reduce (pflag.Value).

type phasesValue struct{ p *[]reduce.Phase }

func (v phasesValue) String() string {
	var names []string
	for _, p := range *v.p {
		names = append(names, p.String())
	}
	return strings.Join(names, ",")
}
func (v phasesValue) Set(s string) (err error) { *v.p, err = reduce.ParsePhases(s); return err }
func (v phasesValue) Type() string             { return "list" }

type algorithmValue struct{ a *reduce.Algorithm }

func (v algorithmValue) String() string           { return v.a.String() }
func (v algorithmValue) Set(s string) (err error) { *v.a, err = reduce.ParseAlgorithm(s); return err }
func (v algorithmValue) Type() string             { return "name" }

type traversalValue struct{ t *reduce.Traversal }

func (v traversalValue) String() string           { return v.t.String() }
func (v traversalValue) Set(s string) (err error) { *v.t, err = reduce.ParseTraversal(s); return err }
func (v traversalValue) Type() string             { return "order" }

type orderValue struct{ o *reduce.Order }

func (v orderValue) String() string           { return v.o.String() }
func (v orderValue) Set(s string) (err error) { *v.o, err = reduce.ParseOrder(s); return err }
func (v orderValue) Type() string             { return "order" }

type splitValue struct{ n *int }

func (v splitValue) String() string {
	switch *v.n {
	case 0:
		return "2"
	case reduce.Inf:
		return "inf"
	}
	return strconv.Itoa(*v.n)
}

func (v splitValue) Set(s string) error {
	if strings.EqualFold(s, "inf") {
		*v.n = reduce.Inf
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 2 {
		return fmt.Errorf("want a number of 2 or more, or inf")
	}
	*v.n = n
	return nil
}
func (v splitValue) Type() string { return "n" }

type ddVariantValue struct{ v *reduce.DDVariant }

func (v ddVariantValue) String() string           { return v.v.String() }
func (v ddVariantValue) Set(s string) (err error) { *v.v, err = reduce.ParseDDVariant(s); return err }
func (v ddVariantValue) Type() string             { return "name" }

type cddSizesValue struct{ r *reduce.CDDSizeRule }

func (v cddSizesValue) String() string           { return v.r.String() }
func (v cddSizesValue) Set(s string) (err error) { *v.r, err = reduce.ParseCDDSizeRule(s); return err }
func (v cddSizesValue) Type() string             { return "rule" }

// probValue is a probability: above 0 and below 1 (or at most 1, with
// one); the zero value of the option stands for def, which it prints.
type probValue struct {
	p   *float64
	def float64
	one bool // 1 is allowed
}

func (v probValue) String() string {
	if *v.p == 0 {
		return strconv.FormatFloat(v.def, 'g', -1, 64)
	}
	return strconv.FormatFloat(*v.p, 'g', -1, 64)
}

func (v probValue) Set(s string) error {
	p, err := strconv.ParseFloat(s, 64)
	switch {
	case err != nil:
		return errors.New("want a probability, as 0.25")
	case p <= 0 || p > 1 || p == 1 && !v.one:
		if v.one {
			return errors.New("want a probability above 0, at most 1")
		}
		return errors.New("want a probability above 0 and below 1")
	}
	*v.p = p
	return nil
}

func (v probValue) Type() string { return "p" }

// value returns the probability the option stands for.
func (v probValue) value() float64 {
	if *v.p == 0 {
		return v.def
	}
	return *v.p
}

type choiceModeValue struct{ m *parser.ChoiceMode }

func (v choiceModeValue) String() string           { return v.m.String() }
func (v choiceModeValue) Set(s string) (err error) { *v.m, err = parser.ParseChoiceMode(s); return err }
func (v choiceModeValue) Type() string             { return "mode" }
