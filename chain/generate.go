package chain

//go:generate go run ./internal/bindgen bindings/bindings.go
