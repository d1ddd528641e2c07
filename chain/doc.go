// Package chain talks to Ethereum for verijudge: Go bindings (abigen v2)
// for EAS, SchemaRegistry and verijudge's contracts in chain/bindings, and,
// as they land, the clients that write and read attestations, the embedded
// dev chain and network configurations.
package chain
