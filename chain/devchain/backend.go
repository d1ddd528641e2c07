package devchain

import (
	"errors"
	"maps"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/eth/tracers"
	_ "github.com/ethereum/go-ethereum/eth/tracers/native" // callTracer
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
)

// Backend is the dev chain's node: go-ethereum's in-process Ethereum
// service with a simulated beacon that seals a block on Commit, assembled
// as go-ethereum's ethclient/simulated assembles its backend, with the
// debug namespace's tracers besides, so that debug_traceTransaction with
// the callTracer answers as it does on geth --dev (the web3 collector
// reads internal transfers with it).
type Backend struct {
	node   *node.Node
	beacon *catalyst.SimulatedBeacon
	rpc    *rpc.Client
	client simulated.Client
}

// newBackend starts a dev chain node with alloc in its genesis; options
// adjust the node's and the Ethereum service's configuration before it
// starts (as simulated.NewBackend's do).
func newBackend(alloc types.GenesisAlloc, options ...func(*node.Config, *ethconfig.Config)) (*Backend, error) {
	nodeConf := node.DefaultConfig
	nodeConf.DataDir = ""
	nodeConf.P2P = p2p.Config{NoDiscovery: true}
	// Every fork from genesis on: the system contracts those forks call
	// must be there from the start; alloc wins on conflict.
	genesisAlloc := core.SystemContractAllocs()
	maps.Copy(genesisAlloc, alloc)
	ethConf := ethconfig.Defaults
	ethConf.Genesis = &core.Genesis{Config: params.AllDevChainProtocolChanges, GasLimit: ethconfig.Defaults.Miner.GasCeil, Alloc: genesisAlloc}
	ethConf.SyncMode = ethconfig.FullSync
	ethConf.TxPool.NoLocals = true
	ethConf.LogNoHistory = true
	for _, o := range options {
		o(&nodeConf, &ethConf)
	}
	stack, err := node.New(&nodeConf)
	if err != nil {
		return nil, err
	}
	service, err := eth.New(stack, &ethConf)
	if err != nil {
		stack.Close()
		return nil, err
	}
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(filters.NewFilterSystem(service.APIBackend, filters.Config{}))}})
	stack.RegisterAPIs(tracers.APIs(service.APIBackend))
	if err := stack.Start(); err != nil {
		stack.Close()
		return nil, err
	}
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, service)
	if err != nil {
		stack.Close()
		return nil, err
	}
	if err := beacon.Fork(service.BlockChain().GetCanonicalHash(0)); err != nil {
		beacon.Stop()
		stack.Close()
		return nil, err
	}
	rc := stack.Attach()
	return &Backend{node: stack, beacon: beacon, rpc: rc, client: ethclient.NewClient(rc)}, nil
}

// Client returns a client of the chain.
func (b *Backend) Client() simulated.Client { return b.client }

// Commit seals a block with the pending transactions and returns its hash.
func (b *Backend) Commit() common.Hash { return b.beacon.Commit() }

// Close stops the chain; it cannot be used afterwards.
func (b *Backend) Close() error {
	var err error
	if b.rpc != nil {
		b.rpc.Close()
		b.rpc = nil
	}
	if b.beacon != nil {
		err = b.beacon.Stop()
		b.beacon = nil
	}
	if b.node != nil {
		err = errors.Join(err, b.node.Close())
		b.node = nil
	}
	return err
}
