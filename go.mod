module github.com/hddmin/hddmin

go 1.26.8

require (
	github.com/antlr4-go/antlr/v4 v4.13.1
	github.com/spf13/pflag v1.0.10
	github.com/stretchr/testify v1.12.1
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
)
