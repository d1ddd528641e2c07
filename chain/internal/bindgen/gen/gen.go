// Package gen produces the source of chain/bindings with abigen v2.
package gen

import (
	"github.com/ethereum/go-ethereum/accounts/abi/abigen"

	"github.com/verijudge/verijudge/contracts"
)

// Source returns the generated bindings file.
func Source() (string, error) {
	var types, abis, codes []string
	add := func(a *contracts.Artifact, err error) error {
		if err != nil {
			return err
		}
		types = append(types, a.ContractName)
		abis = append(abis, string(a.RawABI))
		codes = append(codes, a.Bytecode)
		return nil
	}
	for _, f := range []func() (*contracts.Artifact, error){
		contracts.EAS, contracts.SchemaRegistry,
		func() (*contracts.Artifact, error) { return contracts.Own(contracts.EvaluatorRegistryName) },
		func() (*contracts.Artifact, error) { return contracts.Own(contracts.JudgeVerifierName) },
	} {
		if err := add(f()); err != nil {
			return "", err
		}
	}
	return abigen.BindV2(types, abis, codes, "bindings", nil, nil)
}
