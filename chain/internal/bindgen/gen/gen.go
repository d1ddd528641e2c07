// Package gen produces the source of chain/bindings with abigen v2.
package gen

import (
	"github.com/ethereum/go-ethereum/accounts/abi/abigen"

	"github.com/verijudge/verijudge/contracts"
)

// Source returns the generated bindings file.
func Source() (string, error) {
	all, err := contracts.All()
	if err != nil {
		return "", err
	}
	var types, abis, codes []string
	for _, a := range all {
		types = append(types, a.ContractName)
		abis = append(abis, string(a.RawABI))
		codes = append(codes, a.Bytecode)
	}
	return abigen.BindV2(types, abis, codes, "bindings", nil, nil)
}
