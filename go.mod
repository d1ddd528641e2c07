module github.com/verijudge/verijudge

go 1.26

require (
	github.com/gibson042/canonicaljson-go v1.0.3
	github.com/stretchr/testify v1.12.1
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect
