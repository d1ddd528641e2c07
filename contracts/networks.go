package contracts

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// networksJSON is eas/networks.json, written by eas/fetch.mjs from the
// pinned eas-contracts package's deployments/ (CI checks it is fresh).
//
//go:embed eas/networks.json
var networksJSON []byte

// EASNetwork is a chain EAS is deployed on, as the pinned eas-contracts
// release lists it.
type EASNetwork struct {
	Name           string         `json:"name"`
	ChainID        uint64         `json:"chainId"`
	EAS            common.Address `json:"eas"`
	SchemaRegistry common.Address `json:"schemaRegistry"`
	// The transactions that created them ("" where the chain predeploys
	// them, as OP Stack chains do).
	EASDeployTransaction            string `json:"easDeployTransaction"`
	SchemaRegistryDeployTransaction string `json:"schemaRegistryDeployTransaction"`
}

// Explorer is the EAS explorer (easscan) for the chain, "" where it has
// none known here. An attestation's page is Explorer + "/attestation/view/" + UID.
func (n EASNetwork) Explorer() string { return EASExplorer(n.ChainID) }

// EASExplorer is the EAS explorer of a chain id ("" for none).
func EASExplorer(chainID uint64) string { return easExplorers[chainID] }

// easExplorers are the easscan sites of the chains that have one.
var easExplorers = map[uint64]string{
	1:        "https://easscan.org",
	11155111: "https://sepolia.easscan.org",
	10:       "https://optimism.easscan.org",
	11155420: "https://optimism-sepolia.easscan.org",
	8453:     "https://base.easscan.org",
	84532:    "https://base-sepolia.easscan.org",
	42161:    "https://arbitrum.easscan.org",
	42170:    "https://arbitrum-nova.easscan.org",
	137:      "https://polygon.easscan.org",
	59144:    "https://linea.easscan.org",
	534352:   "https://scroll.easscan.org",
	42220:    "https://celo.easscan.org",
}

// networkAliases are the other names users give some networks.
var networkAliases = map[string]string{"ethereum": "mainnet", "arbitrum": "arbitrum-one"}

// EASNetworks lists the chains EAS is deployed on, by name (a copy).
func EASNetworks() []EASNetwork { return slices.Clone(easNetworks()) }

// easNetworks is the embedded table, read once.
var easNetworks = sync.OnceValue(func() []EASNetwork {
	var f struct {
		Networks []EASNetwork `json:"networks"`
	}
	if err := json.Unmarshal(networksJSON, &f); err != nil {
		panic("contracts: eas/networks.json: " + err.Error()) // embedded, checked by tests
	}
	sort.Slice(f.Networks, func(i, j int) bool { return f.Networks[i].Name < f.Networks[j].Name })
	return f.Networks
})

// EASNetworkByName finds a network by its eas-contracts name (mainnet,
// sepolia, base, optimism, arbitrum-one, …) or an alias (ethereum,
// arbitrum).
func EASNetworkByName(name string) (EASNetwork, error) {
	want := strings.ToLower(name)
	if a, ok := networkAliases[want]; ok {
		want = a
	}
	var names []string
	for _, n := range easNetworks() {
		if n.Name == want {
			return n, nil
		}
		names = append(names, n.Name)
	}
	return EASNetwork{}, fmt.Errorf("contracts: EAS is not deployed on a network named %q (known: %s)", name, strings.Join(names, ", "))
}

// EASNetworkByChainID finds the network of a chain id.
func EASNetworkByChainID(id uint64) (EASNetwork, bool) {
	for _, n := range easNetworks() {
		if n.ChainID == id {
			return n, true
		}
	}
	return EASNetwork{}, false
}
