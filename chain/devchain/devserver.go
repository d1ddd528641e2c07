package devchain

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/rpc"
)

// maxDevRPCBody bounds one JSON-RPC request to the dev chain.
const maxDevRPCBody = 8 << 20

// Handler serves the dev chain over HTTP JSON-RPC, so that the CLI and
// other processes can use it like any node (`verijudge devchain`). Only the
// eth_, net_ and web3_ namespaces are served, and debug_traceTransaction
// (for the callTracer, as geth --dev with its debug API serves it). Each transaction accepted by
// eth_sendRawTransaction is mined into a block at once, as `geth --dev`
// does with no block period.
func (d *Chain) Handler() http.Handler {
	return &devRPC{rpc: d.Backend.rpc, commit: func() { d.Backend.Commit() }}
}

type devRPC struct {
	rpc    *rpc.Client
	mu     sync.Mutex // one transaction and its block at a time
	commit func()
}

type rpcRequest struct {
	Version string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id,omitempty"`
	Method  string            `json:"method"`
	Params  []json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type rpcResponse struct {
	Version string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

func (s *devRPC) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// The dev chain signs with a public key: refuse what a web page could
	// send (an Origin header) and hosts other than loopback names (DNS
	// rebinding), as geth's vhosts rule does.
	if r.Header.Get("Origin") != "" || !loopbackHost(r.Host) {
		http.Error(w, "the dev chain answers local programs on loopback only", http.StatusForbidden)
		return
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		http.Error(w, "JSON-RPC over POST only", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxDevRPCBody+1))
	if err != nil || len(body) > maxDevRPCBody {
		http.Error(w, "request too large", http.StatusRequestEntityTooLarge)
		return
	}
	body = bytes.TrimSpace(body)
	w.Header().Set("Content-Type", "application/json")
	var out any
	if len(body) > 0 && body[0] == '[' {
		var reqs []rpcRequest
		if err := json.Unmarshal(body, &reqs); err != nil || len(reqs) == 0 || len(reqs) > 100 {
			out = rpcResponse{Version: "2.0", ID: json.RawMessage("null"), Error: &rpcError{Code: -32600, Message: "invalid batch"}}
		} else {
			res := make([]rpcResponse, len(reqs))
			for i := range reqs {
				res[i] = s.one(r, &reqs[i])
			}
			out = res
		}
	} else {
		var req rpcRequest
		if err := json.Unmarshal(body, &req); err != nil {
			out = rpcResponse{Version: "2.0", ID: json.RawMessage("null"), Error: &rpcError{Code: -32700, Message: "parse error"}}
		} else {
			out = s.one(r, &req)
		}
	}
	_ = json.NewEncoder(w).Encode(out)
}

func (s *devRPC) one(r *http.Request, req *rpcRequest) rpcResponse {
	res := rpcResponse{Version: "2.0", ID: req.ID}
	if len(res.ID) == 0 {
		res.ID = json.RawMessage("null")
	}
	ns, _, _ := strings.Cut(req.Method, "_")
	if (ns != "eth" && ns != "net" && ns != "web3" && req.Method != "debug_traceTransaction") || strings.HasSuffix(req.Method, "subscribe") {
		res.Error = &rpcError{Code: -32601, Message: "the method " + req.Method + " does not exist/is not available"}
		return res
	}
	args := make([]any, len(req.Params))
	for i, p := range req.Params {
		args[i] = p
	}
	send := req.Method == "eth_sendRawTransaction"
	if send {
		s.mu.Lock()
		defer s.mu.Unlock()
	}
	var result json.RawMessage
	if err := s.rpc.CallContext(r.Context(), &result, req.Method, args...); err != nil {
		res.Error = &rpcError{Code: -32000, Message: err.Error()}
		var ce rpc.Error
		if errors.As(err, &ce) {
			res.Error.Code = ce.ErrorCode()
		}
		var de rpc.DataError
		if errors.As(err, &de) {
			res.Error.Data = de.ErrorData()
		}
		return res
	}
	if send {
		s.commit()
	}
	if result == nil {
		result = json.RawMessage("null")
	}
	res.Result = result
	return res
}

func loopbackHost(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}
