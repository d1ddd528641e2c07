// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// Attestation is an auto generated low-level Go binding around an user-defined struct.
type Attestation struct {
	Uid            [32]byte
	Schema         [32]byte
	Time           uint64
	ExpirationTime uint64
	RevocationTime uint64
	RefUID         [32]byte
	Recipient      common.Address
	Attester       common.Address
	Revocable      bool
	Data           []byte
}

// AttestationRequest is an auto generated low-level Go binding around an user-defined struct.
type AttestationRequest struct {
	Schema [32]byte
	Data   AttestationRequestData
}

// AttestationRequestData is an auto generated low-level Go binding around an user-defined struct.
type AttestationRequestData struct {
	Recipient      common.Address
	ExpirationTime uint64
	Revocable      bool
	RefUID         [32]byte
	Data           []byte
	Value          *big.Int
}

// DelegatedAttestationRequest is an auto generated low-level Go binding around an user-defined struct.
type DelegatedAttestationRequest struct {
	Schema    [32]byte
	Data      AttestationRequestData
	Signature EIP712Signature
	Attester  common.Address
}

// DelegatedRevocationRequest is an auto generated low-level Go binding around an user-defined struct.
type DelegatedRevocationRequest struct {
	Schema    [32]byte
	Data      RevocationRequestData
	Signature EIP712Signature
	Revoker   common.Address
}

// EIP712Signature is an auto generated low-level Go binding around an user-defined struct.
type EIP712Signature struct {
	V uint8
	R [32]byte
	S [32]byte
}

// EvaluatorRegistryRelease is an auto generated low-level Go binding around an user-defined struct.
type EvaluatorRegistryRelease struct {
	Allowed bool
	Since   uint64
	Version string
	Uri     string
}

// JudgeVerifierAnchorProof is an auto generated low-level Go binding around an user-defined struct.
type JudgeVerifierAnchorProof struct {
	Root  [32]byte
	Index *big.Int
	Size  *big.Int
	Path  [][32]byte
}

// JudgeVerifierOffchainAttestation is an auto generated low-level Go binding around an user-defined struct.
type JudgeVerifierOffchainAttestation struct {
	Schema         [32]byte
	Recipient      common.Address
	Time           uint64
	ExpirationTime uint64
	Revocable      bool
	RefUID         [32]byte
	Data           []byte
	Salt           [32]byte
	V              uint8
	R              [32]byte
	S              [32]byte
}

// MultiAttestationRequest is an auto generated low-level Go binding around an user-defined struct.
type MultiAttestationRequest struct {
	Schema [32]byte
	Data   []AttestationRequestData
}

// MultiDelegatedAttestationRequest is an auto generated low-level Go binding around an user-defined struct.
type MultiDelegatedAttestationRequest struct {
	Schema     [32]byte
	Data       []AttestationRequestData
	Signatures []EIP712Signature
	Attester   common.Address
}

// MultiDelegatedRevocationRequest is an auto generated low-level Go binding around an user-defined struct.
type MultiDelegatedRevocationRequest struct {
	Schema     [32]byte
	Data       []RevocationRequestData
	Signatures []EIP712Signature
	Revoker    common.Address
}

// MultiRevocationRequest is an auto generated low-level Go binding around an user-defined struct.
type MultiRevocationRequest struct {
	Schema [32]byte
	Data   []RevocationRequestData
}

// RevocationRequest is an auto generated low-level Go binding around an user-defined struct.
type RevocationRequest struct {
	Schema [32]byte
	Data   RevocationRequestData
}

// RevocationRequestData is an auto generated low-level Go binding around an user-defined struct.
type RevocationRequestData struct {
	Uid   [32]byte
	Value *big.Int
}

// SchemaRecord is an auto generated low-level Go binding around an user-defined struct.
type SchemaRecord struct {
	Uid       [32]byte
	Resolver  common.Address
	Revocable bool
	Schema    string
}

// EASMetaData contains all meta data concerning the EAS contract.
var EASMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractISchemaRegistry\",\"name\":\"registry\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AccessDenied\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AlreadyRevoked\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AlreadyRevokedOffchain\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AlreadyTimestamped\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidAttestation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidAttestations\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidExpirationTime\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidLength\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidOffset\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRegistry\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRevocation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRevocations\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSchema\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidVerifier\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Irrevocable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotFound\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotPayable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WrongSchema\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"}],\"name\":\"Attested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"}],\"name\":\"Revoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"revoker\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"data\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"timestamp\",\"type\":\"uint64\"}],\"name\":\"RevokedOffchain\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"data\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"timestamp\",\"type\":\"uint64\"}],\"name\":\"Timestamped\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structAttestationRequestData\",\"name\":\"data\",\"type\":\"tuple\"}],\"internalType\":\"structAttestationRequest\",\"name\":\"request\",\"type\":\"tuple\"}],\"name\":\"attest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structAttestationRequestData\",\"name\":\"data\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structEIP712Signature\",\"name\":\"signature\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"internalType\":\"structDelegatedAttestationRequest\",\"name\":\"delegatedRequest\",\"type\":\"tuple\"}],\"name\":\"attestByDelegation\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getAttestTypeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"}],\"name\":\"getAttestation\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"revocationTime\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"internalType\":\"structAttestation\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDomainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"getNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"revoker\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"data\",\"type\":\"bytes32\"}],\"name\":\"getRevokeOffchain\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getRevokeTypeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getSchemaRegistry\",\"outputs\":[{\"internalType\":\"contractISchemaRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"data\",\"type\":\"bytes32\"}],\"name\":\"getTimestamp\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"}],\"name\":\"isAttestationValid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structAttestationRequestData[]\",\"name\":\"data\",\"type\":\"tuple[]\"}],\"internalType\":\"structMultiAttestationRequest[]\",\"name\":\"multiRequests\",\"type\":\"tuple[]\"}],\"name\":\"multiAttest\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structAttestationRequestData[]\",\"name\":\"data\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structEIP712Signature[]\",\"name\":\"signatures\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"internalType\":\"structMultiDelegatedAttestationRequest[]\",\"name\":\"multiDelegatedRequests\",\"type\":\"tuple[]\"}],\"name\":\"multiAttestByDelegation\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structRevocationRequestData[]\",\"name\":\"data\",\"type\":\"tuple[]\"}],\"internalType\":\"structMultiRevocationRequest[]\",\"name\":\"multiRequests\",\"type\":\"tuple[]\"}],\"name\":\"multiRevoke\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structRevocationRequestData[]\",\"name\":\"data\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structEIP712Signature[]\",\"name\":\"signatures\",\"type\":\"tuple[]\"},{\"internalType\":\"address\",\"name\":\"revoker\",\"type\":\"address\"}],\"internalType\":\"structMultiDelegatedRevocationRequest[]\",\"name\":\"multiDelegatedRequests\",\"type\":\"tuple[]\"}],\"name\":\"multiRevokeByDelegation\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"data\",\"type\":\"bytes32[]\"}],\"name\":\"multiRevokeOffchain\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"data\",\"type\":\"bytes32[]\"}],\"name\":\"multiTimestamp\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structRevocationRequestData\",\"name\":\"data\",\"type\":\"tuple\"}],\"internalType\":\"structRevocationRequest\",\"name\":\"request\",\"type\":\"tuple\"}],\"name\":\"revoke\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"internalType\":\"structRevocationRequestData\",\"name\":\"data\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structEIP712Signature\",\"name\":\"signature\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"revoker\",\"type\":\"address\"}],\"internalType\":\"structDelegatedRevocationRequest\",\"name\":\"delegatedRequest\",\"type\":\"tuple\"}],\"name\":\"revokeByDelegation\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"data\",\"type\":\"bytes32\"}],\"name\":\"revokeOffchain\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"data\",\"type\":\"bytes32\"}],\"name\":\"timestamp\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "EAS",
	Bin: "0x61016034620001b657601f62004fdb38819003918201601f19168301926001600160401b0392909183851183861017620001a0578160209284926040978852833981010312620001b657516001600160a01b03811692838203620001b6578051926200006b84620001bb565b6004845260208401631817191b60e11b81526003602084516200008e81620001bb565b828152016245415360e81b81522094519020948460e052610100958087524660a052835160208101917f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f978884528683015260608201524660808201523060a082015260a0815260c081019381851090851117620001a0578385525190206080523060c052610120948552156200019157506101409182525191614e039384620001d8853960805184614892015260a0518461494d015260c05184614863015260e051846148e101525183614907015251826148be01525181818161028601528181610ab4015281816110b801528181612b5e0152818161324c01526134ca0152f35b6311a1e69760e01b8152600490fd5b634e487b7160e01b600052604160045260246000fd5b600080fd5b604081019081106001600160401b03821117620001a05760405256fe61010080604052600436101561001457600080fd5b60003560e01c90816312b11a1714611eec5750806313893f6114611e645780632d0335ab14611dff57806344adc90e14611cfc5780634692626714611c9e5780634cb7e9e514611b9c5780634d00307014611b54578063831e05a11461192e578063a3112a64146118c7578063b469318d1461184a578063b83010d3146117f1578063cf190f34146117a8578063d45c443514611754578063e13458fc14610f5c578063e30bb56314610f08578063e45d03f914610ca4578063e57a6b1b14610ba0578063e71ff36514610b19578063ed24911d14610ad8578063f10b5cc814610a69578063f17325e7146101975763ffa1ad741461011257600080fd5b346101925760007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925761018e60405161015081612149565b600481527f302e3236000000000000000000000000000000000000000000000000000000006020820152604051918291602083526020830190612016565b0390f35b600080fd5b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc602081360112610192576004359067ffffffffffffffff821161019257604082600401918336030112610192576102046101f0612215565b926101ff60243692018461227d565b6122d1565b61020d836122b0565b52610217826122b0565b50610220612942565b5081519161022c612942565b916102368461295c565b6020840152604051937fa2ea7c6e0000000000000000000000000000000000000000000000000000000085528135600486015260008560248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa948515610a5d57600095610a38575b50845115610a0e57916102c983612a7f565b916102d38461295c565b936000925b8184106103045760206102fb81896102f2348b8b8f61376d565b815201516122b0565b51604051908152f35b610316848299949698939597996122bd565b519267ffffffffffffffff60208501511680151590816109f9575b506109cf57604081015115806109c2575b6109985760608401519467ffffffffffffffff6020860151169573ffffffffffffffffffffffffffffffffffffffff86511660408701511515906080880151926040519961038f8b612165565b60008b528b3560208c015267ffffffffffffffff421660408c015260608b0152600060808b015260a08a015260c08901523360e089015261010088015261012087015260005b602087015160c08801516104de609d60e08b015160408c01518c60608101519161010082015115159061012060a084015193015193604051988996602088019b8c527fffffffffffffffffffffffffffffffffffffffff000000000000000000000000809260601b16604089015260601b1660548701527fffffffffffffffff000000000000000000000000000000000000000000000000809260c01b16606887015260c01b16607085015260f81b6078840152607983015280516104a38160999360208587019101611ff3565b8201907fffffffff000000000000000000000000000000000000000000000000000000008860e01b169082015203607d810184520182612182565b51902080600052600160205260406000205415610504575060010163ffffffff166103d5565b919690509997919998969492939881815281600052600160205260406000209080518255602081015160018301556105e36002830167ffffffffffffffff6040840151168154907fffffffffffffffffffffffffffffffff000000000000000000000000000000006fffffffffffffffff0000000000000000606087015160401b1692161717815567ffffffffffffffff6080840151167fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff77ffffffffffffffff0000000000000000000000000000000083549260801b169116179055565b60a081015160038301556004820173ffffffffffffffffffffffffffffffffffffffff60c0830151167fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556005820173ffffffffffffffffffffffffffffffffffffffff60e0830151168154907fffffffffffffffffffffff00000000000000000000000000000000000000000074ff0000000000000000000000000000000000000000610100860151151560a01b1692161717905561012081015180519167ffffffffffffffff831161096957838c938c938f9660066106ca91015461278f565b601f81116108f5575b50602090601f831160011461081857600692916000918361080d575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c1916179101555b6060870151806107b8575b5085602073ffffffffffffffffffffffffffffffffffffffff9560019995610765848761077d9761075f838e9b6122bd565b526122bd565b506107758460a0890151926122bd565b5201516122bd565b525116906040519081528535917f8bf46bf4cfd674fa735a3d63ec1c9ad4153f033c290341f3a588b75685141b3560203393a40192906102d8565b915092506107d491506000526001602052604060002054151590565b156107e35788888b928e61072d565b60046040517fc5723b51000000000000000000000000000000000000000000000000000000008152fd5b0151905038806106ef565b906006840160005260206000209160005b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0851681106108ca5750918391600193837fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06006971610610893575b505050811b01910155610722565b01517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88460031b161c19169055388080610885565b9497509295509396506020600181928685015181550194019201928f9693928f9693928f9693610829565b9295509295509250600684016000526020600020601f840160051c810160208510610962575b928f9693928f9693928f96935b601f830160051c8201811061093e5750506106d3565b60019396995080929598506000919497505501928f9693928f9693928f9693610928565b508061091b565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b60046040517f157bd4c3000000000000000000000000000000000000000000000000000000008152fd5b5060408401511515610342565b60046040517f08e8b937000000000000000000000000000000000000000000000000000000008152fd5b905067ffffffffffffffff421610158a610331565b60046040517fbf37b20e000000000000000000000000000000000000000000000000000000008152fd5b610a569195503d806000833e610a4e8183612182565b8101906129b8565b93856102b7565b6040513d6000823e3d90fd5b346101925760007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261019257602060405173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000168152f35b346101925760007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610192576020610b1161484c565b604051908152f35b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925767ffffffffffffffff60043581811161019257610b69903690600401611f43565b9142169160005b818110610b8257602084604051908152f35b80610b9a85610b946001948688612734565b356146e1565b01610b70565b60e07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261019257604051610bd6816120f5565b600435808252610be53661267c565b602083015260607fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff9c36011261019257604051610c208161212d565b60643560ff81168103610192578152608435602082015260a4356040820152604083015260c43573ffffffffffffffffffffffffffffffffffffffff8116810361019257610c7683826060610ca2960152614d30565b610c7e61262d565b610c873661267c565b610c90826122b0565b52610c9a816122b0565b5034926131ff565b005b6020807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925767ffffffffffffffff60043581811161019257610cf183913690600401611f43565b909234926000915b838310610d0257005b610d0d838588612599565b946080863603126101925760405195610d25876120f5565b803587528381013583811161019257810194601f9536878201121561019257610d5490369087813591016126c2565b9285890193845260408301358581116101925783019636908801121561019257863594610d80866121fd565b97610d8e604051998a612182565b868952878901886060809902830101913683116101925789808a9201925b848410610ef05750509050610dca915060408c01958a875201611f97565b94868b01958652519788518015918215610ee4575b5050610eba5760005b8851811015610e5057600190610e4a8c51610e03838d6122bd565b51610e0f848a516122bd565b5173ffffffffffffffffffffffffffffffffffffffff8b51169160405193610e36856120f5565b84528d84015260408301528a820152614d30565b01610de8565b50986001955081935090610eaa929a97610eb09592519073ffffffffffffffffffffffffffffffffffffffff8d7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8d01149451169161347c565b9061255d565b9501919493610cf9565b60046040517f947d5a84000000000000000000000000000000000000000000000000000000008152fd5b51141590508c80610ddf565b610efa3685612393565b815201910190898991610dac565b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610192576020610f526004356000526001602052604060002054151590565b6040519015158152f35b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc6020813601126101925760043567ffffffffffffffff81116101925760c0816004019282360301126101925760405190610fb6826120f5565b82358252602481019182359167ffffffffffffffff83116101925760a461101691610fea61104695600436918401016122d1565b6020850152610ffc3660448301612393565b6040850152019161100c83611f97565b6060820152614973565b61102d611021612215565b936101ff36918761227d565b611036846122b0565b52611040836122b0565b506123d1565b9061104f612942565b5080519061105b612942565b60e0526110678261295c565b602060e05101526040517fa2ea7c6e0000000000000000000000000000000000000000000000000000000081528435600482015260008160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa8015610a5d576000608052611737575b506080515115610a0e5790916110ff83612a7f565b60a05261110b8361295c565b60c0526000915b83831061113f5761112b3460c05160a05160805161376d565b60e0515260206102fb8160e05101516122b0565b61114983826122bd565b519067ffffffffffffffff6020830151168015159081611722575b506109cf57604060805101511580611715575b6109985760608201519467ffffffffffffffff6020840151169573ffffffffffffffffffffffffffffffffffffffff8451166040850151151590608086015192604051996111c48b612165565b60008b528b3560208c015267ffffffffffffffff421660408c015260608b0152600060808b015260a08a015260c089015273ffffffffffffffffffffffffffffffffffffffff861660e089015261010088015261012087015260005b602087015160c08801516112ee609d60e08b015160408c01518c60608101519161010082015115159061012060a084015193015193604051988996602088019b8c527fffffffffffffffffffffffffffffffffffffffff000000000000000000000000809260601b16604089015260601b1660548701527fffffffffffffffff000000000000000000000000000000000000000000000000809260c01b16606887015260c01b16607085015260f81b6078840152607983015280516104a38160999360208587019101611ff3565b51902080600052600160205260406000205415611314575060010163ffffffff16611220565b91959294969050818152816000526001602052604060002081518155602082015160018201556113eb6002820167ffffffffffffffff6040850151168154907fffffffffffffffffffffffffffffffff000000000000000000000000000000006fffffffffffffffff0000000000000000606088015160401b1692161717815567ffffffffffffffff6080850151167fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff77ffffffffffffffff0000000000000000000000000000000083549260801b169116179055565b60a082015160038201556004810173ffffffffffffffffffffffffffffffffffffffff60c0840151167fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556005810173ffffffffffffffffffffffffffffffffffffffff60e0840151168154907fffffffffffffffffffffff00000000000000000000000000000000000000000074ff0000000000000000000000000000000000000000610100870151151560a01b1692161717905561012082015180519067ffffffffffffffff8211610969576114cb600684015461278f565b601f81116116ce575b50602090601f83116001146116045760069291600091836115f9575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c1916179101555b6060840151806115d7575b5060019373ffffffffffffffffffffffffffffffffffffffff916115548560a0516122bd565b526115618460a0516122bd565b5060a08101516115738560c0516122bd565b528261158585602060e05101516122bd565b525116906040519081528735917f8bf46bf4cfd674fa735a3d63ec1c9ad4153f033c290341f3a588b75685141b35602073ffffffffffffffffffffffffffffffffffffffff8a1693a401919290611112565b6115ee906000526001602052604060002054151590565b156107e3578861152e565b015190508c806114f0565b906006840160005260206000209160005b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0851681106116b65750918391600193837fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0600697161061167f575b505050811b01910155611523565b01517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88460031b161c191690558c8080611671565b91926020600181928685015181550194019201611615565b600684016000526020600020601f840160051c81016020851061170e575b601f830160051c820181106117025750506114d4565b600081556001016116ec565b50806116ec565b5060408201511515611177565b905067ffffffffffffffff4216101587611164565b61174b903d806000833e610a4e8183612182565b608052846110ea565b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610192576004356000526002602052602067ffffffffffffffff60406000205416604051908152f35b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261019257602067ffffffffffffffff4216610b118160043533614787565b346101925760007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925760206040517fa98d02348410c9c76735e0d0bb1396f4015ac2bb9615f9c2611d19d7a8a996508152f35b346101925760407ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925773ffffffffffffffffffffffffffffffffffffffff611896611f74565b1660005260036020526040600020602435600052602052602067ffffffffffffffff60406000205416604051908152f35b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610192576118fe612744565b50600435600052600160205261018e61191a60406000206127e2565b604051918291602083526020830190612059565b60207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925760043567ffffffffffffffff811161019257611978903690600401611f43565b90611982826123f2565b9160009134906000925b8084106119ac5761018e6119a08688614674565b60405191829182611fb8565b909192936119bb858385612599565b6119c86020820182612499565b9081158015611b3c575b610eba57908691600090898760608701968035945b868110611a6f57505093611a3f93611a396001999894611a31602099957fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff611a489a0114966123d1565b9336916124ed565b90612aec565b9687519061255d565b95018051611a56888a6122bd565b52611a6187896122bd565b50515101940192919061198c565b9250929394955050611a868160051b84018461227d565b90611a9460408401846125d9565b821015611b0d5760019273ffffffffffffffffffffffffffffffffffffffff611aff92611aef611ac38c6123d1565b91611ade60405195611ad4876120f5565b8c875236906122d1565b602086015236906060880201612393565b6040840152166060820152614973565b01878a959493928c926119e7565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052603260045260246000fd5b50611b4a60408401846125d9565b90508214156119d2565b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261019257602067ffffffffffffffff4216610b11816004356146e1565b6020807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925767ffffffffffffffff9060043582811161019257611be9903690600401611f43565b929091600090345b858310611bfa57005b611c05838787612459565b828101357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18236030181121561019257810191823592868411610192578401928060061b360384136101925760019382610eaa92611c9695611c8f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8e018b1494339336916126c2565b903561347c565b920191611bf1565b60607ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261019257610ca2611cd361262d565b611cdc3661267c565b611ce5826122b0565b52611cef816122b0565b50349033906004356131ff565b6020807ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925760043567ffffffffffffffff811161019257611d47903690600401611f43565b611d53819392936123f2565b92600092346000937fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8101905b808610611d945761018e6119a0888a614674565b90919293949560019085611dd6611a3f8a8888611db2838a8f612459565b611dcf611dc188830183612499565b9390951494339336916124ed565b9035612aec565b95018051611de48a8c6122bd565b52611def898b6122bd565b5051510196019493929190611d80565b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925773ffffffffffffffffffffffffffffffffffffffff611e4b611f74565b1660005260006020526020604060002054604051908152f35b346101925760207ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126101925767ffffffffffffffff60043581811161019257611eb4903690600401611f43565b9142169160005b818110611ecd57602084604051908152f35b80611ee685611edf6001948688612734565b3533614787565b01611ebb565b346101925760007ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc36011261019257807fdbfdf8dc2b135c26253e00d5b6cbe6f20457e003fd526d97cea183883570de6160209252f35b9181601f840112156101925782359167ffffffffffffffff8311610192576020808501948460051b01011161019257565b6004359073ffffffffffffffffffffffffffffffffffffffff8216820361019257565b359073ffffffffffffffffffffffffffffffffffffffff8216820361019257565b6020908160408183019282815285518094520193019160005b828110611fdf575050505090565b835185529381019392810192600101611fd1565b60005b8381106120065750506000910152565b8181015183820152602001611ff6565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f60209361205281518092818752878088019101611ff3565b0116010190565b906120f291805182526020810151602083015267ffffffffffffffff806040830151166040840152806060830151166060840152608082015116608083015260a081015160a083015273ffffffffffffffffffffffffffffffffffffffff8060c08301511660c084015260e08201511660e083015261010080820151151590830152610120809101519161014080928201520190612016565b90565b6080810190811067ffffffffffffffff82111761096957604052565b60c0810190811067ffffffffffffffff82111761096957604052565b6060810190811067ffffffffffffffff82111761096957604052565b6040810190811067ffffffffffffffff82111761096957604052565b610140810190811067ffffffffffffffff82111761096957604052565b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff82111761096957604052565b67ffffffffffffffff811161096957601f017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01660200190565b67ffffffffffffffff81116109695760051b60200190565b60409081519161222483612149565b60018352829160005b6020808210156122755783516020929161224682612111565b6000825260008183015260008683015260606000818401526080830152600060a083015282880101520161222d565b505091925050565b9035907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff4181360301821215610192570190565b805115611b0d5760200190565b8051821015611b0d5760209160051b010190565b91909160c08184031261019257604051906122eb82612111565b81936122f682611f97565b835260209167ffffffffffffffff8184013581811681036101925784860152604082013580151581036101925760408601526060820135606086015260808201359081116101925781019180601f8401121561019257823592612358846121c3565b916123666040519384612182565b84835285858301011161019257848460a09695879660009401838601378301015260808501520135910152565b9190826060910312610192576040516123ab8161212d565b8092803560ff811681036101925760409182918452602081013560208501520135910152565b3573ffffffffffffffffffffffffffffffffffffffff811681036101925790565b906123fc826121fd565b6124096040519182612182565b8281527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe061243782946121fd565b019060005b82811061244857505050565b80606060208093850101520161243c565b9190811015611b0d5760051b810135907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc181360301821215610192570190565b9035907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe181360301821215610192570180359067ffffffffffffffff821161019257602001918160051b3603831361019257565b929190926124fa846121fd565b916125086040519384612182565b829480845260208094019060051b8301928284116101925780915b84831061253257505050505050565b823567ffffffffffffffff811161019257869161255286849386016122d1565b815201920191612523565b9190820391821161256a57565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052601160045260246000fd5b9190811015611b0d5760051b810135907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8181360301821215610192570190565b9035907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe181360301821215610192570180359067ffffffffffffffff82116101925760200191606082023603831361019257565b60409081519161263c83612149565b600183528291600091825b6020808210156126735782516020929161266082612149565b8682528681830152828901015201612647565b50505091925050565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc604091011261019257604051906126b382612149565b60243582526044356020830152565b9291926126ce826121fd565b6040926126dd84519283612182565b819581835260208093019160061b84019381851161019257915b84831061270657505050505050565b858383031261019257838691825161271d81612149565b8535815282860135838201528152019201916126f7565b9190811015611b0d5760051b0190565b6040519061275182612165565b606061012083600080825280602083015280604083015280848301528060808301528060a08301528060c08301528060e08301526101008201520152565b90600182811c921680156127d8575b60208310146127a957565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602260045260246000fd5b91607f169161279e565b90604051916127f083612165565b828154815260016006818401549360209485850152600281015467ffffffffffffffff908181166040870152818160401c16606087015260801c166080850152600381015460a085015260ff73ffffffffffffffffffffffffffffffffffffffff8060048401541660c0870152600583015490811660e087015260a01c161515610100850152019060405193849260009281549161288d8361278f565b8087529282811690811561290257506001146128bc575b5050505061012092916128b8910384612182565b0152565b60009081528381209695945091905b8183106128ea575093945091925090820101816128b8610120386128a4565b865488840185015295860195879450918301916128cb565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685880152505050151560051b8301019050816128b8610120386128a4565b6040519061294f82612149565b6060602083600081520152565b90612966826121fd565b6129736040519182612182565b8281527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06129a182946121fd565b0190602036910137565b5190811515820361019257565b906020808383031261019257825167ffffffffffffffff9384821161019257019260808484031261019257604051936129f0856120f5565b805185528281015173ffffffffffffffffffffffffffffffffffffffff811681036101925783860152612a25604082016129ab565b60408601526060810151918211610192570182601f8201121561019257805190612a4e826121c3565b93612a5c6040519586612182565b8285528383830101116101925782612a779385019101611ff3565b606082015290565b90612a89826121fd565b612a966040519182612182565b8281527fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0612ac482946121fd565b019060005b828110612ad557505050565b602090612ae0612744565b82828501015201612ac9565b9290949391612af9612942565b50855193612b05612942565b94612b0f8161295c565b6020870152604051907fa2ea7c6e00000000000000000000000000000000000000000000000000000000825282600483015260008260248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa918215610a5d576000926131e2575b50815115610a0e5792979091612ba484612a7f565b98612bae8561295c565b946000935b818510612bd057505050505095612bcb9495966139d4565b815290565b91959398949699909297612be48a846122bd565b519a67ffffffffffffffff60208d01511680151590816131cd575b506109cf57604089015115806131c0575b61099857899860608d01518d602081015167ffffffffffffffff1691815173ffffffffffffffffffffffffffffffffffffffff1690604083015115159260800151936040519e8f90612c6182612165565b6000825260208201524267ffffffffffffffff166040820152606001528d608081016000905260a0015260c08d015273ffffffffffffffffffffffffffffffffffffffff8b1660e08d01526101008c01526101208b015260005b60208b01518b612d8c609d60c08301519260e08101519060408101519060608101519161010082015115159061012060a084015193015193604051988996602088019b8c527fffffffffffffffffffffffffffffffffffffffff000000000000000000000000809260601b16604089015260601b1660548701527fffffffffffffffff000000000000000000000000000000000000000000000000809260c01b16606887015260c01b16607085015260f81b6078840152607983015280516104a38160999360208587019101611ff3565b51902080600052600160205260406000205415612db2575060010163ffffffff16612cbb565b90509d979b9199929a949d9c909698939c8084528060005260016020526040600020918451835560208501516001840155612e946002840167ffffffffffffffff6040880151168154907fffffffffffffffffffffffffffffffff000000000000000000000000000000006fffffffffffffffff000000000000000060608b015160401b1692161717815567ffffffffffffffff6080880151167fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff77ffffffffffffffff0000000000000000000000000000000083549260801b169116179055565b60a085015160038401556004830173ffffffffffffffffffffffffffffffffffffffff60c0870151167fffffffffffffffffffffffff00000000000000000000000000000000000000008254161790556005830173ffffffffffffffffffffffffffffffffffffffff60e0870151168154907fffffffffffffffffffffff00000000000000000000000000000000000000000074ff00000000000000000000000000000000000000006101008a0151151560a01b1692161717905561012085015192835167ffffffffffffffff8111610969578894612f76600684015461278f565b601f8111613165575b50602090601f831160011461309857600692916000918361308d575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8260011b9260031b1c1916179101555b8d8b8b606084015180613060575b5086602073ffffffffffffffffffffffffffffffffffffffff95948794610765848660019e61075f8361300e9a6122bd565b5251166040519182527f8bf46bf4cfd674fa735a3d63ec1c9ad4153f033c290341f3a588b75685141b35602073ffffffffffffffffffffffffffffffffffffffff881693a4019290919293949a612bb3565b9250505061307d9193506000526001602052604060002054151590565b156107e35785918d8b8b38612fdc565b015190503880612f9b565b906006840160005260206000209160005b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08516811061314a5750918391600193837fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe06006971610613113575b505050811b01910155612fce565b01517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88460031b161c19169055388080613105565b8183015184558c9850600190930192602092830192016130a9565b90919293949550600684016000526020600020601f840160051c8101602085106131b9575b908b979695949392915b601f830160051c820181106131aa575050612f7f565b600081558c9850600101613194565b508061318a565b5060408c01511515612c10565b905067ffffffffffffffff4216101538612bff565b6131f89192503d806000833e610a4e8183612182565b9038612b8f565b939291936040517fa2ea7c6e00000000000000000000000000000000000000000000000000000000815281600482015260008160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa908115610a5d57600091613461575b50805115610a0e57825161329081612a7f565b9261329a8261295c565b9460005b8381106132b457505050506120f2949550613bb5565b6132be81836122bd565b5190815160005260016020526040600020918254156107e35784600184015403610a0e57600583015473ffffffffffffffffffffffffffffffffffffffff8d1673ffffffffffffffffffffffffffffffffffffffff8216036134375760a01c60ff16156109985767ffffffffffffffff600284015460801c1661340d576002830180547fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff164260801b77ffffffffffffffff00000000000000000000000000000000161790556001928c91613392826127e2565b61339c858c6122bd565b526133a7848b6122bd565b5060208101516133b7858d6122bd565b527ff930a6e2523c9cc298691873087a740550b8fc85a0680830414c148ed927f615602073ffffffffffffffffffffffffffffffffffffffff87816004870154169451950154956040519586521693a40161329e565b60046040517f905e7107000000000000000000000000000000000000000000000000000000008152fd5b60046040517f4ca88867000000000000000000000000000000000000000000000000000000008152fd5b61347691503d806000833e610a4e8183612182565b3861327d565b90949392916040517fa2ea7c6e00000000000000000000000000000000000000000000000000000000815282600482015260008160248173ffffffffffffffffffffffffffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000165afa908115610a5d5760009161369e575b50805115610a0e57865161350e81612a7f565b926135188261295c565b9460005b83811061353257505050506120f2959650613db4565b61353c818c6122bd565b5190815160005260016020526040600020918254156107e35783600184015403610a0e57600583015473ffffffffffffffffffffffffffffffffffffffff861673ffffffffffffffffffffffffffffffffffffffff8216036134375760a01c60ff16156109985767ffffffffffffffff600284015460801c1661340d576002830180547fffffffffffffffff0000000000000000ffffffffffffffffffffffffffffffff164260801b77ffffffffffffffff000000000000000000000000000000001617905560019261360e816127e2565b613618848b6122bd565b52613623838a6122bd565b506020820151613633848c6122bd565b528373ffffffffffffffffffffffffffffffffffffffff6004830154169251910154916040519182527ff930a6e2523c9cc298691873087a740550b8fc85a0680830414c148ed927f615602073ffffffffffffffffffffffffffffffffffffffff891693a40161351c565b6136b391503d806000833e610a4e8183612182565b386134fb565b60408101906040815282518092526060810160608360051b830101926020809501916000905b82821061372257505050508281830391015281808451928381520193019160005b82811061370e575050505090565b835185529381019392810192600101613700565b9091929594858061375d837fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa089600196030186528a51612059565b97980194939190910191016136df565b9092918351936001908186146139b35773ffffffffffffffffffffffffffffffffffffffff60208095015116918215613983579560009687915b80831061387557505050918392916137f09492876040518097819582947f91db0b7e000000000000000000000000000000000000000000000000000000008452600484016136b9565b03925af1908115610a5d5760009161383e575b50905015613814576120f290614545565b60046040517fe8bee839000000000000000000000000000000000000000000000000000000008152fd5b82813d831161386e575b6138528183612182565b8101031261386b5750613864906129ab565b8038613803565b80fd5b503d613848565b9091979661388389876122bd565b51801515806138fd575b6138d3578181116138a9578084920398019801909190916137a7565b60046040517f11011294000000000000000000000000000000000000000000000000000000008152fd5b60046040517f1574f9f3000000000000000000000000000000000000000000000000000000008152fd5b50604080517fce46e04600000000000000000000000000000000000000000000000000000000815289816004818b5afa9182156139795750600091613944575b501561388d565b908982813d8311613972575b61395a8183612182565b8101031261386b575061396c906129ab565b3861393d565b503d613950565b513d6000823e3d90fd5b9594505050905060005b82811061399d5750505050600090565b6139a781836122bd565b516138d357830161398d565b6120f295506139cd91506139c6906122b0565b51916122b0565b5191613f8c565b909391845194600190818714613b985773ffffffffffffffffffffffffffffffffffffffff60208095015116918215613b67579660009788915b808310613ab75750505091839291613a579492886040518097819582947f91db0b7e000000000000000000000000000000000000000000000000000000008452600484016136b9565b03925af1908115610a5d57600091613a83575b5090501561381457613a7a575090565b6120f290614545565b82813d8311613ab0575b613a978183612182565b8101031261386b5750613aa9906129ab565b8038613a6a565b503d613a8d565b90919897613ac58a876122bd565b5180151580613aeb575b6138d3578181116138a957808492039901990190919091613a0e565b50604080517fce46e04600000000000000000000000000000000000000000000000000000000815289816004818b5afa9182156139795750600091613b32575b5015613acf565b908982813d8311613b60575b613b488183612182565b8101031261386b5750613b5a906129ab565b38613b2b565b503d613b3e565b969550505091505060005b828110613b825750505050600090565b613b8c81836122bd565b516138d3578301613b72565b6120f29650613bae91506139c6909594956122b0565b5191614113565b909291835193600190818614613d9a5773ffffffffffffffffffffffffffffffffffffffff60208095015116918215613d6a579560009687915b808310613cba5750505091839291613c389492876040518097819582947f88e5b2d9000000000000000000000000000000000000000000000000000000008452600484016136b9565b03925af1908115610a5d57600091613c86575b50905015613c5c576120f290614545565b60046040517fbf2f3a8b000000000000000000000000000000000000000000000000000000008152fd5b82813d8311613cb3575b613c9a8183612182565b8101031261386b5750613cac906129ab565b8038613c4b565b503d613c90565b90919796613cc889876122bd565b5180151580613cee575b6138d3578181116138a957808492039801980190919091613bef565b50604080517fce46e04600000000000000000000000000000000000000000000000000000000815289816004818b5afa9182156139795750600091613d35575b5015613cd2565b908982813d8311613d63575b613d4b8183612182565b8101031261386b5750613d5d906129ab565b38613d2e565b503d613d41565b9594505050905060005b828110613d845750505050600090565b613d8e81836122bd565b516138d3578301613d74565b6120f29550613dad91506139c6906122b0565b519161427b565b909391845194600190818714613f6f5773ffffffffffffffffffffffffffffffffffffffff60208095015116918215613f3e579660009788915b808310613e8e5750505091839291613e379492886040518097819582947f88e5b2d9000000000000000000000000000000000000000000000000000000008452600484016136b9565b03925af1908115610a5d57600091613e5a575b50905015613c5c57613a7a575090565b82813d8311613e87575b613e6e8183612182565b8101031261386b5750613e80906129ab565b8038613e4a565b503d613e64565b90919897613e9c8a876122bd565b5180151580613ec2575b6138d3578181116138a957808492039901990190919091613dee565b50604080517fce46e04600000000000000000000000000000000000000000000000000000000815289816004818b5afa9182156139795750600091613f09575b5015613ea6565b908982813d8311613f37575b613f1f8183612182565b8101031261386b5750613f31906129ab565b38613f02565b503d613f15565b969550505091505060005b828110613f595750505050600090565b613f6381836122bd565b516138d3578301613f49565b6120f29650613f8591506139c6909594956122b0565b51916143f5565b92919273ffffffffffffffffffffffffffffffffffffffff602080920151168015614106578415158061408c575b6138d3578385116138a957614008829186946040519586809481937fe60c35050000000000000000000000000000000000000000000000000000000083528760048401526024830190612059565b03925af1908115610a5d57600091614058575b5090501561402e57816120f29103614545565b60046040517fbd8ba84d000000000000000000000000000000000000000000000000000000008152fd5b82813d8311614085575b61406c8183612182565b8101031261386b575061407e906129ab565b803861401b565b503d614062565b506040517fce46e0460000000000000000000000000000000000000000000000000000000081528281600481855afa908115610a5d576000916140d1575b5015613fba565b908382813d83116140ff575b6140e78183612182565b8101031261386b57506140f9906129ab565b386140ca565b503d6140dd565b505050506138d357600090565b93919373ffffffffffffffffffffffffffffffffffffffff60208092015116801561426d57851515806141f3575b6138d3578486116138a95761418f829187946040519586809481937fe60c35050000000000000000000000000000000000000000000000000000000083528760048401526024830190612059565b03925af1908115610a5d576000916141bf575b5090501561402e5782906141b557505090565b6120f29103614545565b82813d83116141ec575b6141d38183612182565b8101031261386b57506141e5906129ab565b80386141a2565b503d6141c9565b506040517fce46e0460000000000000000000000000000000000000000000000000000000081528281600481855afa908115610a5d57600091614238575b5015614141565b908382813d8311614266575b61424e8183612182565b8101031261386b5750614260906129ab565b38614231565b503d614244565b50505050506138d357600090565b92919273ffffffffffffffffffffffffffffffffffffffff602080920151168015614106578415158061437b575b6138d3578385116138a9576142f7829186946040519586809481937fe49617e10000000000000000000000000000000000000000000000000000000083528760048401526024830190612059565b03925af1908115610a5d57600091614347575b5090501561431d57816120f29103614545565b60046040517fccf3bb27000000000000000000000000000000000000000000000000000000008152fd5b82813d8311614374575b61435b8183612182565b8101031261386b575061436d906129ab565b803861430a565b503d614351565b506040517fce46e0460000000000000000000000000000000000000000000000000000000081528281600481855afa908115610a5d576000916143c0575b50156142a9565b908382813d83116143ee575b6143d68183612182565b8101031261386b57506143e8906129ab565b386143b9565b503d6143cc565b93919373ffffffffffffffffffffffffffffffffffffffff60208092015116801561426d57851515806144cb575b6138d3578486116138a957614471829187946040519586809481937fe49617e10000000000000000000000000000000000000000000000000000000083528760048401526024830190612059565b03925af1908115610a5d57600091614497575b5090501561431d5782906141b557505090565b82813d83116144c4575b6144ab8183612182565b8101031261386b57506144bd906129ab565b8038614484565b503d6144a1565b506040517fce46e0460000000000000000000000000000000000000000000000000000000081528281600481855afa908115610a5d57600091614510575b5015614423565b908382813d831161453e575b6145268183612182565b8101031261386b5750614538906129ab565b38614509565b503d61451c565b8061454d5750565b80471061461657600080808093335af13d15614611573d61456d816121c3565b9061457b6040519283612182565b8152600060203d92013e5b1561458d57565b60846040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152603a60248201527f416464726573733a20756e61626c6520746f2073656e642076616c75652c207260448201527f6563697069656e74206d617920686176652072657665727465640000000000006064820152fd5b614586565b60646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601d60248201527f416464726573733a20696e73756666696369656e742062616c616e63650000006044820152fd5b9061467e9061295c565b60009283925b80518410156146d9579361469884866122bd565b519160005b83518110156146c8576146b081856122bd565b516146bb84876122bd565b526001928301920161469d565b509094600190940193909150614684565b509250905090565b6000818152600260205267ffffffffffffffff908160408220541661475d577f5aafceeb1c7ad58e4a84898bdee37c02c0fc46e7d24e6b60e8209449f183459f91838252600260205260408220941693847fffffffffffffffffffffffffffffffffffffffffffffffff000000000000000082541617905580a3565b60046040517f2e267946000000000000000000000000000000000000000000000000000000008152fd5b73ffffffffffffffffffffffffffffffffffffffff166000818152600360205260408120908381528160205267ffffffffffffffff80604083205416614822577f92a1f7a41a7c585a8b09e25b195e225b1d43248daca46b0faf9e0792777a22299285835260205260408220951694857fffffffffffffffffffffffffffffffffffffffffffffffff000000000000000082541617905580a4565b60046040517fec9d6eeb000000000000000000000000000000000000000000000000000000008152fd5b73ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001630148061494a575b156148b4577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f000000000000000000000000000000000000000000000000000000000000000082527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261494481612111565b51902090565b507f0000000000000000000000000000000000000000000000000000000000000000461461488b565b6020908181015190604080938183015192606081019173ffffffffffffffffffffffffffffffffffffffff948584511660005260008252846000209283549360018501905551928688511667ffffffffffffffff988985820151168882015115159060806060840151930151878151910120938a5198888a019b7fdbfdf8dc2b135c26253e00d5b6cbe6f20457e003fd526d97cea183883570de618d528a01526060890152608088015260a087015260c086015260e0850152610100908185015283526101208301968388109088111761096957614a5e8695614a7294614a7a998b52519020614ce4565b918860ff8351169183015192015192614c48565b949094614aaf565b5116911603614a865750565b600490517f8baa579f000000000000000000000000000000000000000000000000000000008152fd5b6005811015614c195780614ac05750565b60018103614b265760646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601860248201527f45434453413a20696e76616c6964207369676e617475726500000000000000006044820152fd5b60028103614b8c5760646040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152601f60248201527f45434453413a20696e76616c6964207369676e6174757265206c656e677468006044820152fd5b600314614b9557565b60846040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152602260248201527f45434453413a20696e76616c6964207369676e6174757265202773272076616c60448201527f75650000000000000000000000000000000000000000000000000000000000006064820152fd5b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602160045260246000fd5b9291907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08311614cd85791608094939160ff602094604051948552168484015260408301526060820152600093849182805260015afa15614ccb57815173ffffffffffffffffffffffffffffffffffffffff811615614cc5579190565b50600190565b50604051903d90823e3d90fd5b50505050600090600390565b614cec61484c565b906040519060208201927f190100000000000000000000000000000000000000000000000000000000000084526022830152604282015260428152614944816120f5565b602081015160409182810151916060820173ffffffffffffffffffffffffffffffffffffffff9283825116600052600060205285600020908154916001830190555192519086519160208301947fa98d02348410c9c76735e0d0bb1396f4015ac2bb9615f9c2611d19d7a8a99650865288840152606083015260808201526080815260a081019481861067ffffffffffffffff87111761096957614de18594614a7293614a7a988a52519020614ce4565b9060ff81511688602083015192015192614c4856fea164736f6c6343000812000a",
}

// EAS is an auto generated Go binding around an Ethereum contract.
type EAS struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EAS) GetABI() abi.ABI {
	return c.abi
}

// NewEAS creates a new instance of EAS.
func NewEAS() *EAS {
	parsed, err := EASMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EAS{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EAS) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry) returns()
func (eAS *EAS) PackConstructor(registry common.Address) []byte {
	enc, err := eAS.abi.Pack("", registry)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffa1ad74.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERSION() view returns(string)
func (eAS *EAS) PackVERSION() []byte {
	enc, err := eAS.abi.Pack("VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffa1ad74.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERSION() view returns(string)
func (eAS *EAS) TryPackVERSION() ([]byte, error) {
	return eAS.abi.Pack("VERSION")
}

// UnpackVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffa1ad74.
//
// Solidity: function VERSION() view returns(string)
func (eAS *EAS) UnpackVERSION(data []byte) (string, error) {
	out, err := eAS.abi.Unpack("VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackAttest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf17325e7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attest((bytes32,(address,uint64,bool,bytes32,bytes,uint256)) request) payable returns(bytes32)
func (eAS *EAS) PackAttest(request AttestationRequest) []byte {
	enc, err := eAS.abi.Pack("attest", request)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf17325e7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attest((bytes32,(address,uint64,bool,bytes32,bytes,uint256)) request) payable returns(bytes32)
func (eAS *EAS) TryPackAttest(request AttestationRequest) ([]byte, error) {
	return eAS.abi.Pack("attest", request)
}

// UnpackAttest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf17325e7.
//
// Solidity: function attest((bytes32,(address,uint64,bool,bytes32,bytes,uint256)) request) payable returns(bytes32)
func (eAS *EAS) UnpackAttest(data []byte) ([32]byte, error) {
	out, err := eAS.abi.Unpack("attest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAttestByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe13458fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attestByDelegation((bytes32,(address,uint64,bool,bytes32,bytes,uint256),(uint8,bytes32,bytes32),address) delegatedRequest) payable returns(bytes32)
func (eAS *EAS) PackAttestByDelegation(delegatedRequest DelegatedAttestationRequest) []byte {
	enc, err := eAS.abi.Pack("attestByDelegation", delegatedRequest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttestByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe13458fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attestByDelegation((bytes32,(address,uint64,bool,bytes32,bytes,uint256),(uint8,bytes32,bytes32),address) delegatedRequest) payable returns(bytes32)
func (eAS *EAS) TryPackAttestByDelegation(delegatedRequest DelegatedAttestationRequest) ([]byte, error) {
	return eAS.abi.Pack("attestByDelegation", delegatedRequest)
}

// UnpackAttestByDelegation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe13458fc.
//
// Solidity: function attestByDelegation((bytes32,(address,uint64,bool,bytes32,bytes,uint256),(uint8,bytes32,bytes32),address) delegatedRequest) payable returns(bytes32)
func (eAS *EAS) UnpackAttestByDelegation(data []byte) ([32]byte, error) {
	out, err := eAS.abi.Unpack("attestByDelegation", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetAttestTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12b11a17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAttestTypeHash() pure returns(bytes32)
func (eAS *EAS) PackGetAttestTypeHash() []byte {
	enc, err := eAS.abi.Pack("getAttestTypeHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAttestTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12b11a17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAttestTypeHash() pure returns(bytes32)
func (eAS *EAS) TryPackGetAttestTypeHash() ([]byte, error) {
	return eAS.abi.Pack("getAttestTypeHash")
}

// UnpackGetAttestTypeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x12b11a17.
//
// Solidity: function getAttestTypeHash() pure returns(bytes32)
func (eAS *EAS) UnpackGetAttestTypeHash(data []byte) ([32]byte, error) {
	out, err := eAS.abi.Unpack("getAttestTypeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetAttestation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3112a64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAttestation(bytes32 uid) view returns((bytes32,bytes32,uint64,uint64,uint64,bytes32,address,address,bool,bytes))
func (eAS *EAS) PackGetAttestation(uid [32]byte) []byte {
	enc, err := eAS.abi.Pack("getAttestation", uid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAttestation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3112a64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAttestation(bytes32 uid) view returns((bytes32,bytes32,uint64,uint64,uint64,bytes32,address,address,bool,bytes))
func (eAS *EAS) TryPackGetAttestation(uid [32]byte) ([]byte, error) {
	return eAS.abi.Pack("getAttestation", uid)
}

// UnpackGetAttestation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3112a64.
//
// Solidity: function getAttestation(bytes32 uid) view returns((bytes32,bytes32,uint64,uint64,uint64,bytes32,address,address,bool,bytes))
func (eAS *EAS) UnpackGetAttestation(data []byte) (Attestation, error) {
	out, err := eAS.abi.Unpack("getAttestation", data)
	if err != nil {
		return *new(Attestation), err
	}
	out0 := *abi.ConvertType(out[0], new(Attestation)).(*Attestation)
	return out0, nil
}

// PackGetDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed24911d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDomainSeparator() view returns(bytes32)
func (eAS *EAS) PackGetDomainSeparator() []byte {
	enc, err := eAS.abi.Pack("getDomainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed24911d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDomainSeparator() view returns(bytes32)
func (eAS *EAS) TryPackGetDomainSeparator() ([]byte, error) {
	return eAS.abi.Pack("getDomainSeparator")
}

// UnpackGetDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xed24911d.
//
// Solidity: function getDomainSeparator() view returns(bytes32)
func (eAS *EAS) UnpackGetDomainSeparator(data []byte) ([32]byte, error) {
	out, err := eAS.abi.Unpack("getDomainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d0335ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getNonce(address account) view returns(uint256)
func (eAS *EAS) PackGetNonce(account common.Address) []byte {
	enc, err := eAS.abi.Pack("getNonce", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d0335ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getNonce(address account) view returns(uint256)
func (eAS *EAS) TryPackGetNonce(account common.Address) ([]byte, error) {
	return eAS.abi.Pack("getNonce", account)
}

// UnpackGetNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2d0335ab.
//
// Solidity: function getNonce(address account) view returns(uint256)
func (eAS *EAS) UnpackGetNonce(data []byte) (*big.Int, error) {
	out, err := eAS.abi.Unpack("getNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetRevokeOffchain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb469318d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRevokeOffchain(address revoker, bytes32 data) view returns(uint64)
func (eAS *EAS) PackGetRevokeOffchain(revoker common.Address, data [32]byte) []byte {
	enc, err := eAS.abi.Pack("getRevokeOffchain", revoker, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRevokeOffchain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb469318d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRevokeOffchain(address revoker, bytes32 data) view returns(uint64)
func (eAS *EAS) TryPackGetRevokeOffchain(revoker common.Address, data [32]byte) ([]byte, error) {
	return eAS.abi.Pack("getRevokeOffchain", revoker, data)
}

// UnpackGetRevokeOffchain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb469318d.
//
// Solidity: function getRevokeOffchain(address revoker, bytes32 data) view returns(uint64)
func (eAS *EAS) UnpackGetRevokeOffchain(data []byte) (uint64, error) {
	out, err := eAS.abi.Unpack("getRevokeOffchain", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetRevokeTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb83010d3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRevokeTypeHash() pure returns(bytes32)
func (eAS *EAS) PackGetRevokeTypeHash() []byte {
	enc, err := eAS.abi.Pack("getRevokeTypeHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRevokeTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb83010d3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRevokeTypeHash() pure returns(bytes32)
func (eAS *EAS) TryPackGetRevokeTypeHash() ([]byte, error) {
	return eAS.abi.Pack("getRevokeTypeHash")
}

// UnpackGetRevokeTypeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb83010d3.
//
// Solidity: function getRevokeTypeHash() pure returns(bytes32)
func (eAS *EAS) UnpackGetRevokeTypeHash(data []byte) ([32]byte, error) {
	out, err := eAS.abi.Unpack("getRevokeTypeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetSchemaRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf10b5cc8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSchemaRegistry() view returns(address)
func (eAS *EAS) PackGetSchemaRegistry() []byte {
	enc, err := eAS.abi.Pack("getSchemaRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSchemaRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf10b5cc8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSchemaRegistry() view returns(address)
func (eAS *EAS) TryPackGetSchemaRegistry() ([]byte, error) {
	return eAS.abi.Pack("getSchemaRegistry")
}

// UnpackGetSchemaRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf10b5cc8.
//
// Solidity: function getSchemaRegistry() view returns(address)
func (eAS *EAS) UnpackGetSchemaRegistry(data []byte) (common.Address, error) {
	out, err := eAS.abi.Unpack("getSchemaRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd45c4435.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getTimestamp(bytes32 data) view returns(uint64)
func (eAS *EAS) PackGetTimestamp(data [32]byte) []byte {
	enc, err := eAS.abi.Pack("getTimestamp", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd45c4435.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getTimestamp(bytes32 data) view returns(uint64)
func (eAS *EAS) TryPackGetTimestamp(data [32]byte) ([]byte, error) {
	return eAS.abi.Pack("getTimestamp", data)
}

// UnpackGetTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd45c4435.
//
// Solidity: function getTimestamp(bytes32 data) view returns(uint64)
func (eAS *EAS) UnpackGetTimestamp(data []byte) (uint64, error) {
	out, err := eAS.abi.Unpack("getTimestamp", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackIsAttestationValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30bb563.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAttestationValid(bytes32 uid) view returns(bool)
func (eAS *EAS) PackIsAttestationValid(uid [32]byte) []byte {
	enc, err := eAS.abi.Pack("isAttestationValid", uid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAttestationValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30bb563.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAttestationValid(bytes32 uid) view returns(bool)
func (eAS *EAS) TryPackIsAttestationValid(uid [32]byte) ([]byte, error) {
	return eAS.abi.Pack("isAttestationValid", uid)
}

// UnpackIsAttestationValid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30bb563.
//
// Solidity: function isAttestationValid(bytes32 uid) view returns(bool)
func (eAS *EAS) UnpackIsAttestationValid(data []byte) (bool, error) {
	out, err := eAS.abi.Unpack("isAttestationValid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMultiAttest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44adc90e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multiAttest((bytes32,(address,uint64,bool,bytes32,bytes,uint256)[])[] multiRequests) payable returns(bytes32[])
func (eAS *EAS) PackMultiAttest(multiRequests []MultiAttestationRequest) []byte {
	enc, err := eAS.abi.Pack("multiAttest", multiRequests)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMultiAttest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44adc90e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multiAttest((bytes32,(address,uint64,bool,bytes32,bytes,uint256)[])[] multiRequests) payable returns(bytes32[])
func (eAS *EAS) TryPackMultiAttest(multiRequests []MultiAttestationRequest) ([]byte, error) {
	return eAS.abi.Pack("multiAttest", multiRequests)
}

// UnpackMultiAttest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x44adc90e.
//
// Solidity: function multiAttest((bytes32,(address,uint64,bool,bytes32,bytes,uint256)[])[] multiRequests) payable returns(bytes32[])
func (eAS *EAS) UnpackMultiAttest(data []byte) ([][32]byte, error) {
	out, err := eAS.abi.Unpack("multiAttest", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackMultiAttestByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831e05a1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multiAttestByDelegation((bytes32,(address,uint64,bool,bytes32,bytes,uint256)[],(uint8,bytes32,bytes32)[],address)[] multiDelegatedRequests) payable returns(bytes32[])
func (eAS *EAS) PackMultiAttestByDelegation(multiDelegatedRequests []MultiDelegatedAttestationRequest) []byte {
	enc, err := eAS.abi.Pack("multiAttestByDelegation", multiDelegatedRequests)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMultiAttestByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831e05a1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multiAttestByDelegation((bytes32,(address,uint64,bool,bytes32,bytes,uint256)[],(uint8,bytes32,bytes32)[],address)[] multiDelegatedRequests) payable returns(bytes32[])
func (eAS *EAS) TryPackMultiAttestByDelegation(multiDelegatedRequests []MultiDelegatedAttestationRequest) ([]byte, error) {
	return eAS.abi.Pack("multiAttestByDelegation", multiDelegatedRequests)
}

// UnpackMultiAttestByDelegation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x831e05a1.
//
// Solidity: function multiAttestByDelegation((bytes32,(address,uint64,bool,bytes32,bytes,uint256)[],(uint8,bytes32,bytes32)[],address)[] multiDelegatedRequests) payable returns(bytes32[])
func (eAS *EAS) UnpackMultiAttestByDelegation(data []byte) ([][32]byte, error) {
	out, err := eAS.abi.Unpack("multiAttestByDelegation", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackMultiRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cb7e9e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multiRevoke((bytes32,(bytes32,uint256)[])[] multiRequests) payable returns()
func (eAS *EAS) PackMultiRevoke(multiRequests []MultiRevocationRequest) []byte {
	enc, err := eAS.abi.Pack("multiRevoke", multiRequests)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMultiRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4cb7e9e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multiRevoke((bytes32,(bytes32,uint256)[])[] multiRequests) payable returns()
func (eAS *EAS) TryPackMultiRevoke(multiRequests []MultiRevocationRequest) ([]byte, error) {
	return eAS.abi.Pack("multiRevoke", multiRequests)
}

// PackMultiRevokeByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe45d03f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multiRevokeByDelegation((bytes32,(bytes32,uint256)[],(uint8,bytes32,bytes32)[],address)[] multiDelegatedRequests) payable returns()
func (eAS *EAS) PackMultiRevokeByDelegation(multiDelegatedRequests []MultiDelegatedRevocationRequest) []byte {
	enc, err := eAS.abi.Pack("multiRevokeByDelegation", multiDelegatedRequests)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMultiRevokeByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe45d03f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multiRevokeByDelegation((bytes32,(bytes32,uint256)[],(uint8,bytes32,bytes32)[],address)[] multiDelegatedRequests) payable returns()
func (eAS *EAS) TryPackMultiRevokeByDelegation(multiDelegatedRequests []MultiDelegatedRevocationRequest) ([]byte, error) {
	return eAS.abi.Pack("multiRevokeByDelegation", multiDelegatedRequests)
}

// PackMultiRevokeOffchain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13893f61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multiRevokeOffchain(bytes32[] data) returns(uint64)
func (eAS *EAS) PackMultiRevokeOffchain(data [][32]byte) []byte {
	enc, err := eAS.abi.Pack("multiRevokeOffchain", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMultiRevokeOffchain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13893f61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multiRevokeOffchain(bytes32[] data) returns(uint64)
func (eAS *EAS) TryPackMultiRevokeOffchain(data [][32]byte) ([]byte, error) {
	return eAS.abi.Pack("multiRevokeOffchain", data)
}

// UnpackMultiRevokeOffchain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13893f61.
//
// Solidity: function multiRevokeOffchain(bytes32[] data) returns(uint64)
func (eAS *EAS) UnpackMultiRevokeOffchain(data []byte) (uint64, error) {
	out, err := eAS.abi.Unpack("multiRevokeOffchain", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMultiTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe71ff365.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multiTimestamp(bytes32[] data) returns(uint64)
func (eAS *EAS) PackMultiTimestamp(data [][32]byte) []byte {
	enc, err := eAS.abi.Pack("multiTimestamp", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMultiTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe71ff365.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multiTimestamp(bytes32[] data) returns(uint64)
func (eAS *EAS) TryPackMultiTimestamp(data [][32]byte) ([]byte, error) {
	return eAS.abi.Pack("multiTimestamp", data)
}

// UnpackMultiTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe71ff365.
//
// Solidity: function multiTimestamp(bytes32[] data) returns(uint64)
func (eAS *EAS) UnpackMultiTimestamp(data []byte) (uint64, error) {
	out, err := eAS.abi.Unpack("multiTimestamp", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46926267.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revoke((bytes32,(bytes32,uint256)) request) payable returns()
func (eAS *EAS) PackRevoke(request RevocationRequest) []byte {
	enc, err := eAS.abi.Pack("revoke", request)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevoke is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46926267.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revoke((bytes32,(bytes32,uint256)) request) payable returns()
func (eAS *EAS) TryPackRevoke(request RevocationRequest) ([]byte, error) {
	return eAS.abi.Pack("revoke", request)
}

// PackRevokeByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe57a6b1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeByDelegation((bytes32,(bytes32,uint256),(uint8,bytes32,bytes32),address) delegatedRequest) payable returns()
func (eAS *EAS) PackRevokeByDelegation(delegatedRequest DelegatedRevocationRequest) []byte {
	enc, err := eAS.abi.Pack("revokeByDelegation", delegatedRequest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeByDelegation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe57a6b1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeByDelegation((bytes32,(bytes32,uint256),(uint8,bytes32,bytes32),address) delegatedRequest) payable returns()
func (eAS *EAS) TryPackRevokeByDelegation(delegatedRequest DelegatedRevocationRequest) ([]byte, error) {
	return eAS.abi.Pack("revokeByDelegation", delegatedRequest)
}

// PackRevokeOffchain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf190f34.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeOffchain(bytes32 data) returns(uint64)
func (eAS *EAS) PackRevokeOffchain(data [32]byte) []byte {
	enc, err := eAS.abi.Pack("revokeOffchain", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeOffchain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf190f34.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeOffchain(bytes32 data) returns(uint64)
func (eAS *EAS) TryPackRevokeOffchain(data [32]byte) ([]byte, error) {
	return eAS.abi.Pack("revokeOffchain", data)
}

// UnpackRevokeOffchain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf190f34.
//
// Solidity: function revokeOffchain(bytes32 data) returns(uint64)
func (eAS *EAS) UnpackRevokeOffchain(data []byte) (uint64, error) {
	out, err := eAS.abi.Unpack("revokeOffchain", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d003070.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timestamp(bytes32 data) returns(uint64)
func (eAS *EAS) PackTimestamp(data [32]byte) []byte {
	enc, err := eAS.abi.Pack("timestamp", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d003070.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function timestamp(bytes32 data) returns(uint64)
func (eAS *EAS) TryPackTimestamp(data [32]byte) ([]byte, error) {
	return eAS.abi.Pack("timestamp", data)
}

// UnpackTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d003070.
//
// Solidity: function timestamp(bytes32 data) returns(uint64)
func (eAS *EAS) UnpackTimestamp(data []byte) (uint64, error) {
	out, err := eAS.abi.Unpack("timestamp", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// EASAttested represents a Attested event raised by the EAS contract.
type EASAttested struct {
	Recipient common.Address
	Attester  common.Address
	Uid       [32]byte
	Schema    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const EASAttestedEventName = "Attested"

// ContractEventName returns the user-defined event name.
func (EASAttested) ContractEventName() string {
	return EASAttestedEventName
}

// UnpackAttestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Attested(address indexed recipient, address indexed attester, bytes32 uid, bytes32 indexed schema)
func (eAS *EAS) UnpackAttestedEvent(log *types.Log) (*EASAttested, error) {
	event := "Attested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eAS.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EASAttested)
	if len(log.Data) > 0 {
		if err := eAS.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eAS.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EASRevoked represents a Revoked event raised by the EAS contract.
type EASRevoked struct {
	Recipient common.Address
	Attester  common.Address
	Uid       [32]byte
	Schema    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const EASRevokedEventName = "Revoked"

// ContractEventName returns the user-defined event name.
func (EASRevoked) ContractEventName() string {
	return EASRevokedEventName
}

// UnpackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Revoked(address indexed recipient, address indexed attester, bytes32 uid, bytes32 indexed schema)
func (eAS *EAS) UnpackRevokedEvent(log *types.Log) (*EASRevoked, error) {
	event := "Revoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eAS.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EASRevoked)
	if len(log.Data) > 0 {
		if err := eAS.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eAS.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EASRevokedOffchain represents a RevokedOffchain event raised by the EAS contract.
type EASRevokedOffchain struct {
	Revoker   common.Address
	Data      [32]byte
	Timestamp uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const EASRevokedOffchainEventName = "RevokedOffchain"

// ContractEventName returns the user-defined event name.
func (EASRevokedOffchain) ContractEventName() string {
	return EASRevokedOffchainEventName
}

// UnpackRevokedOffchainEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RevokedOffchain(address indexed revoker, bytes32 indexed data, uint64 indexed timestamp)
func (eAS *EAS) UnpackRevokedOffchainEvent(log *types.Log) (*EASRevokedOffchain, error) {
	event := "RevokedOffchain"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eAS.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EASRevokedOffchain)
	if len(log.Data) > 0 {
		if err := eAS.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eAS.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EASTimestamped represents a Timestamped event raised by the EAS contract.
type EASTimestamped struct {
	Data      [32]byte
	Timestamp uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const EASTimestampedEventName = "Timestamped"

// ContractEventName returns the user-defined event name.
func (EASTimestamped) ContractEventName() string {
	return EASTimestampedEventName
}

// UnpackTimestampedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Timestamped(bytes32 indexed data, uint64 indexed timestamp)
func (eAS *EAS) UnpackTimestampedEvent(log *types.Log) (*EASTimestamped, error) {
	event := "Timestamped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eAS.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EASTimestamped)
	if len(log.Data) > 0 {
		if err := eAS.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eAS.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (eAS *EAS) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], eAS.abi.Errors["AccessDenied"].ID.Bytes()[:4]) {
		return eAS.UnpackAccessDeniedError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["AlreadyRevoked"].ID.Bytes()[:4]) {
		return eAS.UnpackAlreadyRevokedError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["AlreadyRevokedOffchain"].ID.Bytes()[:4]) {
		return eAS.UnpackAlreadyRevokedOffchainError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["AlreadyTimestamped"].ID.Bytes()[:4]) {
		return eAS.UnpackAlreadyTimestampedError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InsufficientValue"].ID.Bytes()[:4]) {
		return eAS.UnpackInsufficientValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidAttestation"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidAttestationError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidAttestations"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidAttestationsError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidExpirationTime"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidExpirationTimeError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidLength"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidOffset"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidOffsetError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidRegistry"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidRegistryError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidRevocation"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidRevocationError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidRevocations"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidRevocationsError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidSchema"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidSchemaError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["InvalidVerifier"].ID.Bytes()[:4]) {
		return eAS.UnpackInvalidVerifierError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["Irrevocable"].ID.Bytes()[:4]) {
		return eAS.UnpackIrrevocableError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["NotFound"].ID.Bytes()[:4]) {
		return eAS.UnpackNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["NotPayable"].ID.Bytes()[:4]) {
		return eAS.UnpackNotPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], eAS.abi.Errors["WrongSchema"].ID.Bytes()[:4]) {
		return eAS.UnpackWrongSchemaError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EASAccessDenied represents a AccessDenied error raised by the EAS contract.
type EASAccessDenied struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AccessDenied()
func EASAccessDeniedErrorID() common.Hash {
	return common.HexToHash("0x4ca888678577e39e3ac9ac6cfe78050ee33f0c0eec2c686bc222b2cf4140a62c")
}

// UnpackAccessDeniedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AccessDenied()
func (eAS *EAS) UnpackAccessDeniedError(raw []byte) (*EASAccessDenied, error) {
	out := new(EASAccessDenied)
	if err := eAS.abi.UnpackIntoInterface(out, "AccessDenied", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASAlreadyRevoked represents a AlreadyRevoked error raised by the EAS contract.
type EASAlreadyRevoked struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRevoked()
func EASAlreadyRevokedErrorID() common.Hash {
	return common.HexToHash("0x905e7107fcd8d38a05fc738cf157cef8469b5887dfac8cf427fff87e259ed1b1")
}

// UnpackAlreadyRevokedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRevoked()
func (eAS *EAS) UnpackAlreadyRevokedError(raw []byte) (*EASAlreadyRevoked, error) {
	out := new(EASAlreadyRevoked)
	if err := eAS.abi.UnpackIntoInterface(out, "AlreadyRevoked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASAlreadyRevokedOffchain represents a AlreadyRevokedOffchain error raised by the EAS contract.
type EASAlreadyRevokedOffchain struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRevokedOffchain()
func EASAlreadyRevokedOffchainErrorID() common.Hash {
	return common.HexToHash("0xec9d6eeb3d5e050c985e953f5334916f2d99e36a0cd3a60a70750bafa2e24b62")
}

// UnpackAlreadyRevokedOffchainError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRevokedOffchain()
func (eAS *EAS) UnpackAlreadyRevokedOffchainError(raw []byte) (*EASAlreadyRevokedOffchain, error) {
	out := new(EASAlreadyRevokedOffchain)
	if err := eAS.abi.UnpackIntoInterface(out, "AlreadyRevokedOffchain", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASAlreadyTimestamped represents a AlreadyTimestamped error raised by the EAS contract.
type EASAlreadyTimestamped struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyTimestamped()
func EASAlreadyTimestampedErrorID() common.Hash {
	return common.HexToHash("0x2e2679469f11c75d443517c3e37747c61391b96a2ce2a43415643f2af8846a97")
}

// UnpackAlreadyTimestampedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyTimestamped()
func (eAS *EAS) UnpackAlreadyTimestampedError(raw []byte) (*EASAlreadyTimestamped, error) {
	out := new(EASAlreadyTimestamped)
	if err := eAS.abi.UnpackIntoInterface(out, "AlreadyTimestamped", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInsufficientValue represents a InsufficientValue error raised by the EAS contract.
type EASInsufficientValue struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientValue()
func EASInsufficientValueErrorID() common.Hash {
	return common.HexToHash("0x11011294e523eeec4433580885161d3042233fd44e22bd84d0e716dddf44fc41")
}

// UnpackInsufficientValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientValue()
func (eAS *EAS) UnpackInsufficientValueError(raw []byte) (*EASInsufficientValue, error) {
	out := new(EASInsufficientValue)
	if err := eAS.abi.UnpackIntoInterface(out, "InsufficientValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidAttestation represents a InvalidAttestation error raised by the EAS contract.
type EASInvalidAttestation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAttestation()
func EASInvalidAttestationErrorID() common.Hash {
	return common.HexToHash("0xbd8ba84d4af301e1b110d1f93f8971934a3ba3afdf4200e7f884f76f2dd27077")
}

// UnpackInvalidAttestationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAttestation()
func (eAS *EAS) UnpackInvalidAttestationError(raw []byte) (*EASInvalidAttestation, error) {
	out := new(EASInvalidAttestation)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidAttestation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidAttestations represents a InvalidAttestations error raised by the EAS contract.
type EASInvalidAttestations struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAttestations()
func EASInvalidAttestationsErrorID() common.Hash {
	return common.HexToHash("0xe8bee83907b9c2b7f9ed250b7d70f31d2fb33cda803f6527aa127d9ef456d41b")
}

// UnpackInvalidAttestationsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAttestations()
func (eAS *EAS) UnpackInvalidAttestationsError(raw []byte) (*EASInvalidAttestations, error) {
	out := new(EASInvalidAttestations)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidAttestations", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidExpirationTime represents a InvalidExpirationTime error raised by the EAS contract.
type EASInvalidExpirationTime struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExpirationTime()
func EASInvalidExpirationTimeErrorID() common.Hash {
	return common.HexToHash("0x08e8b93746ad86277d5e210695813c42275860d28d3862b3447c15394a54ec9f")
}

// UnpackInvalidExpirationTimeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExpirationTime()
func (eAS *EAS) UnpackInvalidExpirationTimeError(raw []byte) (*EASInvalidExpirationTime, error) {
	out := new(EASInvalidExpirationTime)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidExpirationTime", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidLength represents a InvalidLength error raised by the EAS contract.
type EASInvalidLength struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidLength()
func EASInvalidLengthErrorID() common.Hash {
	return common.HexToHash("0x947d5a8466b7bcfb56468ee05345bfacfb6c28f016a57c192dadee0d8affb197")
}

// UnpackInvalidLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidLength()
func (eAS *EAS) UnpackInvalidLengthError(raw []byte) (*EASInvalidLength, error) {
	out := new(EASInvalidLength)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidOffset represents a InvalidOffset error raised by the EAS contract.
type EASInvalidOffset struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidOffset()
func EASInvalidOffsetErrorID() common.Hash {
	return common.HexToHash("0x01da1572466ade17b5659e13c05951ba7b575203021b7c5dabe44a40736dde73")
}

// UnpackInvalidOffsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidOffset()
func (eAS *EAS) UnpackInvalidOffsetError(raw []byte) (*EASInvalidOffset, error) {
	out := new(EASInvalidOffset)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidOffset", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidRegistry represents a InvalidRegistry error raised by the EAS contract.
type EASInvalidRegistry struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRegistry()
func EASInvalidRegistryErrorID() common.Hash {
	return common.HexToHash("0x11a1e697a1c85975448db6646a7687242f7872b0e576fef10a19373ad31e3e4d")
}

// UnpackInvalidRegistryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRegistry()
func (eAS *EAS) UnpackInvalidRegistryError(raw []byte) (*EASInvalidRegistry, error) {
	out := new(EASInvalidRegistry)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidRegistry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidRevocation represents a InvalidRevocation error raised by the EAS contract.
type EASInvalidRevocation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRevocation()
func EASInvalidRevocationErrorID() common.Hash {
	return common.HexToHash("0xccf3bb27a0790e6b91fa4fc94ced6b896c49c2c3979a52ec099ce55c8b02105d")
}

// UnpackInvalidRevocationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRevocation()
func (eAS *EAS) UnpackInvalidRevocationError(raw []byte) (*EASInvalidRevocation, error) {
	out := new(EASInvalidRevocation)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidRevocation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidRevocations represents a InvalidRevocations error raised by the EAS contract.
type EASInvalidRevocations struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRevocations()
func EASInvalidRevocationsErrorID() common.Hash {
	return common.HexToHash("0xbf2f3a8bb7fca020463bbcdd64f64c530bc7aa70c0721fdad31648281fd08aca")
}

// UnpackInvalidRevocationsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRevocations()
func (eAS *EAS) UnpackInvalidRevocationsError(raw []byte) (*EASInvalidRevocations, error) {
	out := new(EASInvalidRevocations)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidRevocations", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidSchema represents a InvalidSchema error raised by the EAS contract.
type EASInvalidSchema struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSchema()
func EASInvalidSchemaErrorID() common.Hash {
	return common.HexToHash("0xbf37b20ed599b30c686637ddd1a7bcf775ca8ece7349819c451c28d67fbca7cd")
}

// UnpackInvalidSchemaError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSchema()
func (eAS *EAS) UnpackInvalidSchemaError(raw []byte) (*EASInvalidSchema, error) {
	out := new(EASInvalidSchema)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidSchema", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidSignature represents a InvalidSignature error raised by the EAS contract.
type EASInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature()
func EASInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x8baa579fce362245063d36f11747a89dd489c54795634fc673cc0e0db51fedc5")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature()
func (eAS *EAS) UnpackInvalidSignatureError(raw []byte) (*EASInvalidSignature, error) {
	out := new(EASInvalidSignature)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASInvalidVerifier represents a InvalidVerifier error raised by the EAS contract.
type EASInvalidVerifier struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidVerifier()
func EASInvalidVerifierErrorID() common.Hash {
	return common.HexToHash("0xbaa3de5f56f60054d9dadb06f546c3a183e9e84225d1555190a57fea1ec801c4")
}

// UnpackInvalidVerifierError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidVerifier()
func (eAS *EAS) UnpackInvalidVerifierError(raw []byte) (*EASInvalidVerifier, error) {
	out := new(EASInvalidVerifier)
	if err := eAS.abi.UnpackIntoInterface(out, "InvalidVerifier", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASIrrevocable represents a Irrevocable error raised by the EAS contract.
type EASIrrevocable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Irrevocable()
func EASIrrevocableErrorID() common.Hash {
	return common.HexToHash("0x157bd4c366e4fb2446df6182ceb50da36234dc95bea79ec6340aa7120560f976")
}

// UnpackIrrevocableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Irrevocable()
func (eAS *EAS) UnpackIrrevocableError(raw []byte) (*EASIrrevocable, error) {
	out := new(EASIrrevocable)
	if err := eAS.abi.UnpackIntoInterface(out, "Irrevocable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASNotFound represents a NotFound error raised by the EAS contract.
type EASNotFound struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFound()
func EASNotFoundErrorID() common.Hash {
	return common.HexToHash("0xc5723b514fb03e26b5be1daff92c203a4e7d1eb7e98627cd6c62c4612432cbc7")
}

// UnpackNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFound()
func (eAS *EAS) UnpackNotFoundError(raw []byte) (*EASNotFound, error) {
	out := new(EASNotFound)
	if err := eAS.abi.UnpackIntoInterface(out, "NotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASNotPayable represents a NotPayable error raised by the EAS contract.
type EASNotPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPayable()
func EASNotPayableErrorID() common.Hash {
	return common.HexToHash("0x1574f9f3d00691584a68924b52dac97492321820d9f27057bb8aa2c70544398e")
}

// UnpackNotPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPayable()
func (eAS *EAS) UnpackNotPayableError(raw []byte) (*EASNotPayable, error) {
	out := new(EASNotPayable)
	if err := eAS.abi.UnpackIntoInterface(out, "NotPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EASWrongSchema represents a WrongSchema error raised by the EAS contract.
type EASWrongSchema struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongSchema()
func EASWrongSchemaErrorID() common.Hash {
	return common.HexToHash("0x21b8eeb9678b5408dc3d315e78488e8fc37e5964403d45f10f915d15d52a6256")
}

// UnpackWrongSchemaError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongSchema()
func (eAS *EAS) UnpackWrongSchemaError(raw []byte) (*EASWrongSchema, error) {
	out := new(EASWrongSchema)
	if err := eAS.abi.UnpackIntoInterface(out, "WrongSchema", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorRegistryMetaData contains all meta data concerning the EvaluatorRegistry contract.
var EvaluatorRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"DevProgramOutsideDevChain\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotPendingOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroValue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"name\":\"AttesterAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"name\":\"AttesterRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"uri\",\"type\":\"string\"}],\"name\":\"EvaluatorAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"EvaluatorRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes16\",\"name\":\"teeTcbSvn\",\"type\":\"bytes16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"qeSvn\",\"type\":\"uint16\"}],\"name\":\"MinTcbSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"name\":\"TdxFmspcRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"platformId\",\"type\":\"bytes32\"}],\"name\":\"TdxPlatformRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"TeeMeasurementAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"TeeMeasurementRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"ZkProgramAllowed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"ZkProgramRevoked\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"name\":\"allowAttester\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"uri\",\"type\":\"string\"}],\"name\":\"allowEvaluator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"allowTeeMeasurement\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"allowZkProgram\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"evaluator\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"since\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"uri\",\"type\":\"string\"}],\"internalType\":\"structEvaluatorRegistry.Release\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"isAllowed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"name\":\"isAttester\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"platformId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"name\":\"isTdxPlatformRevoked\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"isTeeMeasurementAllowed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"isZkProgramAllowed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"minTcb\",\"outputs\":[{\"internalType\":\"bytes16\",\"name\":\"teeTcbSvn\",\"type\":\"bytes16\"},{\"internalType\":\"uint16\",\"name\":\"qeSvn\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"attester\",\"type\":\"address\"}],\"name\":\"revokeAttester\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"revokeEvaluator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"name\":\"revokeTdxFmspc\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"platformId\",\"type\":\"bytes32\"}],\"name\":\"revokeTdxPlatform\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"revokeTeeMeasurement\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"revokeZkProgram\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"},{\"internalType\":\"bytes16\",\"name\":\"teeTcbSvn\",\"type\":\"bytes16\"},{\"internalType\":\"uint16\",\"name\":\"qeSvn\",\"type\":\"uint16\"}],\"name\":\"setMinTcb\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"platformId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"name\":\"tdxStatus\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"revocations\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"teeMeasurementRevocations\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"teeMeasurementStatus\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"revocations\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"zkProgramRevocations\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"program\",\"type\":\"bytes32\"}],\"name\":\"zkProgramStatus\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"revocations\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "EvaluatorRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b506040516115c43803806115c4833981016040819052602b91609d565b6001600160a01b038116605157604051637c946ed760e01b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b03831690811782556040519091907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0908290a35060c8565b5f6020828403121560ac575f5ffd5b81516001600160a01b038116811460c1575f5ffd5b9392505050565b6114ef806100d55f395ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c806378755295116100f3578063b6ebe53911610093578063e30c39781161006e578063e30c3978146104e2578063e546ae1c146104f5578063ee9e1ca314610508578063f2fde38b1461051b575f5ffd5b8063b6ebe53914610491578063c22240ef146104bc578063cba81c6c146104cf575f5ffd5b80638da5cb5b116100ce5780638da5cb5b146103e3578063a06844b81461040d578063a75d091b14610449578063aa266daf14610471575f5ffd5b806378755295146103a657806379ba5097146103c8578063829e5d18146103d0575f5ffd5b8063508887ae1161015e5780636dd9abed116101395780636dd9abed146103045780636fc93d0e1461034057806370f1bda4146103805780637232755314610393575f5ffd5b8063508887ae1461029d578063644fd060146102cf57806367c184ca146102e2575f5ffd5b806303911c9b146101a55780630a1bb7b6146101ba578063206df5091461023257806330a044a41461024557806343daf76514610258578063448868e01461028a575b5f5ffd5b6101b86101b336600461108a565b61052e565b005b61020a6101c836600461108a565b5f90815260076020908152604091829020825180840190935254608081901b6001600160801b031916808452600160801b90910461ffff169290910182905291565b604080516001600160801b0319909316835261ffff9091166020830152015b60405180910390f35b6101b86102403660046110a1565b6105bf565b6101b861025336600461108a565b610633565b61027a61026636600461108a565b5f9081526003602052604090205460ff1690565b6040519015158152602001610229565b6101b86102983660046110c7565b6106f6565b6102b06102ab366004611134565b6107c6565b6040805192151583526001600160401b03909116602083015201610229565b6101b86102dd36600461108a565b610810565b61027a6102f036600461108a565b5f9081526004602052604090205460ff1690565b6102b061031236600461108a565b5f9081526004602090815260408083205460069092529091205460ff909116916001600160401b0390911690565b61036861034e36600461108a565b60056020525f90815260409020546001600160401b031681565b6040516001600160401b039091168152602001610229565b6101b861038e36600461108a565b6108c5565b6101b86103a13660046110a1565b61097a565b61027a6103b436600461108a565b5f9081526002602052604090205460ff1690565b6101b8610a18565b6101b86103de366004611166565b610a9b565b5f546103f5906001600160a01b031681565b6040516001600160a01b039091168152602001610229565b6102b061041b36600461108a565b5f9081526003602090815260408083205460059092529091205460ff909116916001600160401b0390911690565b61036861045736600461108a565b60066020525f90815260409020546001600160401b031681565b61048461047f36600461108a565b610b3b565b60405161022991906111ad565b61027a61049f3660046110a1565b6001600160a01b03165f908152600a602052604090205460ff1690565b61027a6104ca36600461120d565b610cbe565b6101b86104dd36600461108a565b610cf9565b6001546103f5906001600160a01b031681565b6101b861050336600461127b565b610d64565b6101b861051636600461108a565b610f04565b6101b86105293660046110a1565b610f90565b5f546001600160a01b0316331461055f5760405163245aecd360e01b81523360048201526024015b60405180910390fd5b8061057d57604051637c946ed760e01b815260040160405180910390fd5b5f81815260086020526040808220805460ff191660011790555182917f714e7543c64ab4548a9f145d490560e482fdc78fed6395f4c18e0e3c4d6ab58891a250565b5f546001600160a01b031633146105eb5760405163245aecd360e01b8152336004820152602401610556565b6001600160a01b0381165f818152600a6020526040808220805460ff19169055517fc569464eb61b738a0130515d67817a30de00c641429a91fb580d854f972318789190a250565b5f546001600160a01b0316331461065f5760405163245aecd360e01b8152336004820152602401610556565b8061067d57604051637c946ed760e01b815260040160405180910390fd5b610539461415801561069357506106938161100c565b156106b45760405163c452b98160e01b815260048101829052602401610556565b5f81815260046020526040808220805460ff191660011790555182917f49bc5bbe6bdccae34ba1ef66647d52ae6cc9e4cabf40f25441bd6b9efd97ac7391a250565b5f546001600160a01b031633146107225760405163245aecd360e01b8152336004820152602401610556565b6040805180820182526001600160801b0319841680825261ffff84811660208085018281525f8a815260078352879020955186549151909416600160801b0271ffffffffffffffffffffffffffffffffffff1990911660809490941c9390931792909217909355835191825281019190915284917f98439cfe435c3be31f80df55943cd280f0e9823d8c355aef4f580eb5a0f6496f910160405180910390a2505050565b5f83815260036020526040812054819060ff1680156107ec57506107ea8484610cbe565b155b5f868152600560205260409020549092506001600160401b03169050935093915050565b5f546001600160a01b0316331461083c5760405163245aecd360e01b8152336004820152602401610556565b5f818152600460209081526040808320805460ff191690556006909152812080546001600160401b031691610870836112f2565b91906101000a8154816001600160401b0302191690836001600160401b0316021790555050807f1efd5963aec9331deceb7bad79a839cd5e18aaf457c8c51c455b8bdf61d3c61760405160405180910390a250565b5f546001600160a01b031633146108f15760405163245aecd360e01b8152336004820152602401610556565b5f818152600360209081526040808320805460ff191690556005909152812080546001600160401b031691610925836112f2565b91906101000a8154816001600160401b0302191690836001600160401b0316021790555050807f409314d3c9fe705b3ba2e47b5f181e6952e4ebd38627960c4d504cbaaf6e0a8260405160405180910390a250565b5f546001600160a01b031633146109a65760405163245aecd360e01b8152336004820152602401610556565b6001600160a01b0381166109cd57604051637c946ed760e01b815260040160405180910390fd5b6001600160a01b0381165f818152600a6020526040808220805460ff19166001179055517f84c8e535ea2c772fdcaab7fd1c78efb11d06931c5d61fd4b75fbff891da9cc009190a250565b6001546001600160a01b03163314610a455760405163a09b9a4360e01b8152336004820152602401610556565b5f805460405133926001600160a01b03909216917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e091a35f80546001600160a01b03199081163317909155600180549091169055565b5f546001600160a01b03163314610ac75760405163245aecd360e01b8152336004820152602401610556565b6001600160d01b03198116610aef57604051637c946ed760e01b815260040160405180910390fd5b6001600160d01b031981165f81815260096020526040808220805460ff19166001179055517ffac0067e6ed31acc3a18f63bcd20616bf68bed1c51b492c1dd21ea36b0ba83aa9190a250565b60408051608080820183525f8083526020808401829052606084860181905280850152858252600281529084902084519283018552805460ff81161515845261010090046001600160401b031691830191909152600181018054939492939192840191610ba790611328565b80601f0160208091040260200160405190810160405280929190818152602001828054610bd390611328565b8015610c1e5780601f10610bf557610100808354040283529160200191610c1e565b820191905f5260205f20905b815481529060010190602001808311610c0157829003601f168201915b50505050508152602001600282018054610c3790611328565b80601f0160208091040260200160405190810160405280929190818152602001828054610c6390611328565b8015610cae5780601f10610c8557610100808354040283529160200191610cae565b820191905f5260205f20905b815481529060010190602001808311610c9157829003601f168201915b5050505050815250509050919050565b5f8281526008602052604081205460ff1680610cf257506001600160d01b031982165f9081526009602052604090205460ff165b9392505050565b5f546001600160a01b03163314610d255760405163245aecd360e01b8152336004820152602401610556565b5f81815260026020526040808220805460ff191690555182917f66c6c66a81f69f06cfa99597210d0103a326ff98fb078919267cf11a100b2be991a250565b5f546001600160a01b03163314610d905760405163245aecd360e01b8152336004820152602401610556565b84610dae57604051637c946ed760e01b815260040160405180910390fd5b6040518060800160405280600115158152602001426001600160401b0316815260200185858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250505090825250604080516020601f8601819004810282018101909252848152918101919085908590819084018382808284375f92018290525093909452505087815260026020908152604091829020845181549286015168ffffffffffffffffff1990931690151568ffffffffffffffff001916176101006001600160401b0390931692909202919091178155908301519091506001820190610ea690826113cb565b5060608201516002820190610ebb90826113cb565b50905050847ffc3e5476ad75cb53ddd1ca48d07015bff87ac8773a60f343e1e4657c78b0c7d485858585604051610ef594939291906114b1565b60405180910390a25050505050565b5f546001600160a01b03163314610f305760405163245aecd360e01b8152336004820152602401610556565b80610f4e57604051637c946ed760e01b815260040160405180910390fd5b5f81815260036020526040808220805460ff191660011790555182917fcd0b6cd40b30021b4a509f829bdd15a1fd8be62e3dde70936b34e7bbe8a456b491a250565b5f546001600160a01b03163314610fbc5760405163245aecd360e01b8152336004820152602401610556565b600180546001600160a01b0319166001600160a01b038381169182179092555f8054604051929316917f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227009190a350565b5f7f9b92756cac16b40aa8df9c209d6b2fc1735a71b9cca7058534635270f2e624f282148061105a57507fc2871deef274033e51bd4f03b7ac1f5cb4fec99b59d60244f48859f209e0309682145b8061108457507f6437af3d7269249ce20408d0262795a115637e228b6a0a50356f2a0f69b0c46e82145b92915050565b5f6020828403121561109a575f5ffd5b5035919050565b5f602082840312156110b1575f5ffd5b81356001600160a01b0381168114610cf2575f5ffd5b5f5f5f606084860312156110d9575f5ffd5b8335925060208401356001600160801b0319811681146110f7575f5ffd5b9150604084013561ffff8116811461110d575f5ffd5b809150509250925092565b80356001600160d01b03198116811461112f575f5ffd5b919050565b5f5f5f60608486031215611146575f5ffd5b833592506020840135915061115d60408501611118565b90509250925092565b5f60208284031215611176575f5ffd5b610cf282611118565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081528151151560208201526001600160401b0360208301511660408201525f6040830151608060608401526111e760a084018261117f565b90506060840151601f19848303016080850152611204828261117f565b95945050505050565b5f5f6040838503121561121e575f5ffd5b8235915061122e60208401611118565b90509250929050565b5f5f83601f840112611247575f5ffd5b5081356001600160401b0381111561125d575f5ffd5b602083019150836020828501011115611274575f5ffd5b9250929050565b5f5f5f5f5f6060868803121561128f575f5ffd5b8535945060208601356001600160401b038111156112ab575f5ffd5b6112b788828901611237565b90955093505060408601356001600160401b038111156112d5575f5ffd5b6112e188828901611237565b969995985093965092949392505050565b5f6001600160401b0382166001600160401b03810361131f57634e487b7160e01b5f52601160045260245ffd5b60010192915050565b600181811c9082168061133c57607f821691505b60208210810361135a57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52604160045260245ffd5b601f8211156113c657828211156113c657805f5260205f20601f840160051c602085101561139f57505f5b90810190601f840160051c035f5b818110156113c2575f838201556001016113ad565b5050505b505050565b81516001600160401b038111156113e4576113e4611360565b6113f8816113f28454611328565b84611374565b6020601f82116001811461142a575f83156114135750848201515b5f19600385901b1c1916600184901b178455611482565b5f84815260208120601f198516915b828110156114595787850151825560209485019460019092019101611439565b508482101561147657868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b604081525f6114c4604083018688611489565b82810360208401526114d7818587611489565b97965050505050505056fea164736f6c6343000825000a",
}

// EvaluatorRegistry is an auto generated Go binding around an Ethereum contract.
type EvaluatorRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EvaluatorRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewEvaluatorRegistry creates a new instance of EvaluatorRegistry.
func NewEvaluatorRegistry() *EvaluatorRegistry {
	parsed, err := EvaluatorRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EvaluatorRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EvaluatorRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address initialOwner) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackConstructor(initialOwner common.Address) []byte {
	enc, err := evaluatorRegistry.abi.Pack("", initialOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOwnership() returns()
func (evaluatorRegistry *EvaluatorRegistry) PackAcceptOwnership() []byte {
	enc, err := evaluatorRegistry.abi.Pack("acceptOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOwnership() returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackAcceptOwnership() ([]byte, error) {
	return evaluatorRegistry.abi.Pack("acceptOwnership")
}

// PackAllowAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72327553.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowAttester(address attester) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackAllowAttester(attester common.Address) []byte {
	enc, err := evaluatorRegistry.abi.Pack("allowAttester", attester)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72327553.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowAttester(address attester) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackAllowAttester(attester common.Address) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("allowAttester", attester)
}

// PackAllowEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe546ae1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowEvaluator(bytes32 digest, string version, string uri) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackAllowEvaluator(digest [32]byte, version string, uri string) []byte {
	enc, err := evaluatorRegistry.abi.Pack("allowEvaluator", digest, version, uri)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe546ae1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowEvaluator(bytes32 digest, string version, string uri) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackAllowEvaluator(digest [32]byte, version string, uri string) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("allowEvaluator", digest, version, uri)
}

// PackAllowTeeMeasurement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee9e1ca3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowTeeMeasurement(bytes32 measurement) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackAllowTeeMeasurement(measurement [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("allowTeeMeasurement", measurement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowTeeMeasurement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee9e1ca3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowTeeMeasurement(bytes32 measurement) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackAllowTeeMeasurement(measurement [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("allowTeeMeasurement", measurement)
}

// PackAllowZkProgram is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30a044a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowZkProgram(bytes32 program) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackAllowZkProgram(program [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("allowZkProgram", program)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowZkProgram is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30a044a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowZkProgram(bytes32 program) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackAllowZkProgram(program [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("allowZkProgram", program)
}

// PackEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa266daf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function evaluator(bytes32 digest) view returns((bool,uint64,string,string))
func (evaluatorRegistry *EvaluatorRegistry) PackEvaluator(digest [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("evaluator", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa266daf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function evaluator(bytes32 digest) view returns((bool,uint64,string,string))
func (evaluatorRegistry *EvaluatorRegistry) TryPackEvaluator(digest [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("evaluator", digest)
}

// UnpackEvaluator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaa266daf.
//
// Solidity: function evaluator(bytes32 digest) view returns((bool,uint64,string,string))
func (evaluatorRegistry *EvaluatorRegistry) UnpackEvaluator(data []byte) (EvaluatorRegistryRelease, error) {
	out, err := evaluatorRegistry.abi.Unpack("evaluator", data)
	if err != nil {
		return *new(EvaluatorRegistryRelease), err
	}
	out0 := *abi.ConvertType(out[0], new(EvaluatorRegistryRelease)).(*EvaluatorRegistryRelease)
	return out0, nil
}

// PackIsAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78755295.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAllowed(bytes32 digest) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) PackIsAllowed(digest [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("isAllowed", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78755295.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAllowed(bytes32 digest) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) TryPackIsAllowed(digest [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("isAllowed", digest)
}

// UnpackIsAllowed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78755295.
//
// Solidity: function isAllowed(bytes32 digest) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) UnpackIsAllowed(data []byte) (bool, error) {
	out, err := evaluatorRegistry.abi.Unpack("isAllowed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6ebe539.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAttester(address attester) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) PackIsAttester(attester common.Address) []byte {
	enc, err := evaluatorRegistry.abi.Pack("isAttester", attester)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6ebe539.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAttester(address attester) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) TryPackIsAttester(attester common.Address) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("isAttester", attester)
}

// UnpackIsAttester is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6ebe539.
//
// Solidity: function isAttester(address attester) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) UnpackIsAttester(data []byte) (bool, error) {
	out, err := evaluatorRegistry.abi.Unpack("isAttester", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsTdxPlatformRevoked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc22240ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTdxPlatformRevoked(bytes32 platformId, bytes6 fmspc) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) PackIsTdxPlatformRevoked(platformId [32]byte, fmspc [6]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("isTdxPlatformRevoked", platformId, fmspc)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTdxPlatformRevoked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc22240ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTdxPlatformRevoked(bytes32 platformId, bytes6 fmspc) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) TryPackIsTdxPlatformRevoked(platformId [32]byte, fmspc [6]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("isTdxPlatformRevoked", platformId, fmspc)
}

// UnpackIsTdxPlatformRevoked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc22240ef.
//
// Solidity: function isTdxPlatformRevoked(bytes32 platformId, bytes6 fmspc) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) UnpackIsTdxPlatformRevoked(data []byte) (bool, error) {
	out, err := evaluatorRegistry.abi.Unpack("isTdxPlatformRevoked", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsTeeMeasurementAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43daf765.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTeeMeasurementAllowed(bytes32 measurement) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) PackIsTeeMeasurementAllowed(measurement [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("isTeeMeasurementAllowed", measurement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTeeMeasurementAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43daf765.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTeeMeasurementAllowed(bytes32 measurement) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) TryPackIsTeeMeasurementAllowed(measurement [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("isTeeMeasurementAllowed", measurement)
}

// UnpackIsTeeMeasurementAllowed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43daf765.
//
// Solidity: function isTeeMeasurementAllowed(bytes32 measurement) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) UnpackIsTeeMeasurementAllowed(data []byte) (bool, error) {
	out, err := evaluatorRegistry.abi.Unpack("isTeeMeasurementAllowed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsZkProgramAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67c184ca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isZkProgramAllowed(bytes32 program) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) PackIsZkProgramAllowed(program [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("isZkProgramAllowed", program)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsZkProgramAllowed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67c184ca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isZkProgramAllowed(bytes32 program) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) TryPackIsZkProgramAllowed(program [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("isZkProgramAllowed", program)
}

// UnpackIsZkProgramAllowed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x67c184ca.
//
// Solidity: function isZkProgramAllowed(bytes32 program) view returns(bool)
func (evaluatorRegistry *EvaluatorRegistry) UnpackIsZkProgramAllowed(data []byte) (bool, error) {
	out, err := evaluatorRegistry.abi.Unpack("isZkProgramAllowed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMinTcb is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a1bb7b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minTcb(bytes32 measurement) view returns(bytes16 teeTcbSvn, uint16 qeSvn)
func (evaluatorRegistry *EvaluatorRegistry) PackMinTcb(measurement [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("minTcb", measurement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinTcb is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a1bb7b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minTcb(bytes32 measurement) view returns(bytes16 teeTcbSvn, uint16 qeSvn)
func (evaluatorRegistry *EvaluatorRegistry) TryPackMinTcb(measurement [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("minTcb", measurement)
}

// MinTcbOutput serves as a container for the return parameters of contract
// method MinTcb.
type MinTcbOutput struct {
	TeeTcbSvn [16]byte
	QeSvn     uint16
}

// UnpackMinTcb is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0a1bb7b6.
//
// Solidity: function minTcb(bytes32 measurement) view returns(bytes16 teeTcbSvn, uint16 qeSvn)
func (evaluatorRegistry *EvaluatorRegistry) UnpackMinTcb(data []byte) (MinTcbOutput, error) {
	out, err := evaluatorRegistry.abi.Unpack("minTcb", data)
	outstruct := new(MinTcbOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.TeeTcbSvn = *abi.ConvertType(out[0], new([16]byte)).(*[16]byte)
	outstruct.QeSvn = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (evaluatorRegistry *EvaluatorRegistry) PackOwner() []byte {
	enc, err := evaluatorRegistry.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (evaluatorRegistry *EvaluatorRegistry) TryPackOwner() ([]byte, error) {
	return evaluatorRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (evaluatorRegistry *EvaluatorRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := evaluatorRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingOwner() view returns(address)
func (evaluatorRegistry *EvaluatorRegistry) PackPendingOwner() []byte {
	enc, err := evaluatorRegistry.abi.Pack("pendingOwner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingOwner() view returns(address)
func (evaluatorRegistry *EvaluatorRegistry) TryPackPendingOwner() ([]byte, error) {
	return evaluatorRegistry.abi.Pack("pendingOwner")
}

// UnpackPendingOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (evaluatorRegistry *EvaluatorRegistry) UnpackPendingOwner(data []byte) (common.Address, error) {
	out, err := evaluatorRegistry.abi.Unpack("pendingOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRevokeAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x206df509.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeAttester(address attester) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackRevokeAttester(attester common.Address) []byte {
	enc, err := evaluatorRegistry.abi.Pack("revokeAttester", attester)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeAttester is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x206df509.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeAttester(address attester) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackRevokeAttester(attester common.Address) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("revokeAttester", attester)
}

// PackRevokeEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcba81c6c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeEvaluator(bytes32 digest) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackRevokeEvaluator(digest [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("revokeEvaluator", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcba81c6c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeEvaluator(bytes32 digest) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackRevokeEvaluator(digest [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("revokeEvaluator", digest)
}

// PackRevokeTdxFmspc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x829e5d18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeTdxFmspc(bytes6 fmspc) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackRevokeTdxFmspc(fmspc [6]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("revokeTdxFmspc", fmspc)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeTdxFmspc is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x829e5d18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeTdxFmspc(bytes6 fmspc) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackRevokeTdxFmspc(fmspc [6]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("revokeTdxFmspc", fmspc)
}

// PackRevokeTdxPlatform is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03911c9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeTdxPlatform(bytes32 platformId) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackRevokeTdxPlatform(platformId [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("revokeTdxPlatform", platformId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeTdxPlatform is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03911c9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeTdxPlatform(bytes32 platformId) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackRevokeTdxPlatform(platformId [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("revokeTdxPlatform", platformId)
}

// PackRevokeTeeMeasurement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70f1bda4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeTeeMeasurement(bytes32 measurement) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackRevokeTeeMeasurement(measurement [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("revokeTeeMeasurement", measurement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeTeeMeasurement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70f1bda4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeTeeMeasurement(bytes32 measurement) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackRevokeTeeMeasurement(measurement [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("revokeTeeMeasurement", measurement)
}

// PackRevokeZkProgram is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x644fd060.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeZkProgram(bytes32 program) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackRevokeZkProgram(program [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("revokeZkProgram", program)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeZkProgram is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x644fd060.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeZkProgram(bytes32 program) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackRevokeZkProgram(program [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("revokeZkProgram", program)
}

// PackSetMinTcb is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x448868e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMinTcb(bytes32 measurement, bytes16 teeTcbSvn, uint16 qeSvn) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackSetMinTcb(measurement [32]byte, teeTcbSvn [16]byte, qeSvn uint16) []byte {
	enc, err := evaluatorRegistry.abi.Pack("setMinTcb", measurement, teeTcbSvn, qeSvn)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMinTcb is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x448868e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMinTcb(bytes32 measurement, bytes16 teeTcbSvn, uint16 qeSvn) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackSetMinTcb(measurement [32]byte, teeTcbSvn [16]byte, qeSvn uint16) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("setMinTcb", measurement, teeTcbSvn, qeSvn)
}

// PackTdxStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x508887ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tdxStatus(bytes32 measurement, bytes32 platformId, bytes6 fmspc) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) PackTdxStatus(measurement [32]byte, platformId [32]byte, fmspc [6]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("tdxStatus", measurement, platformId, fmspc)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTdxStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x508887ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tdxStatus(bytes32 measurement, bytes32 platformId, bytes6 fmspc) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) TryPackTdxStatus(measurement [32]byte, platformId [32]byte, fmspc [6]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("tdxStatus", measurement, platformId, fmspc)
}

// TdxStatusOutput serves as a container for the return parameters of contract
// method TdxStatus.
type TdxStatusOutput struct {
	Allowed     bool
	Revocations uint64
}

// UnpackTdxStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x508887ae.
//
// Solidity: function tdxStatus(bytes32 measurement, bytes32 platformId, bytes6 fmspc) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTdxStatus(data []byte) (TdxStatusOutput, error) {
	out, err := evaluatorRegistry.abi.Unpack("tdxStatus", data)
	outstruct := new(TdxStatusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Allowed = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Revocations = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackTeeMeasurementRevocations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fc93d0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function teeMeasurementRevocations(bytes32 ) view returns(uint64)
func (evaluatorRegistry *EvaluatorRegistry) PackTeeMeasurementRevocations(arg0 [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("teeMeasurementRevocations", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTeeMeasurementRevocations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fc93d0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function teeMeasurementRevocations(bytes32 ) view returns(uint64)
func (evaluatorRegistry *EvaluatorRegistry) TryPackTeeMeasurementRevocations(arg0 [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("teeMeasurementRevocations", arg0)
}

// UnpackTeeMeasurementRevocations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6fc93d0e.
//
// Solidity: function teeMeasurementRevocations(bytes32 ) view returns(uint64)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTeeMeasurementRevocations(data []byte) (uint64, error) {
	out, err := evaluatorRegistry.abi.Unpack("teeMeasurementRevocations", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTeeMeasurementStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa06844b8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function teeMeasurementStatus(bytes32 measurement) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) PackTeeMeasurementStatus(measurement [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("teeMeasurementStatus", measurement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTeeMeasurementStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa06844b8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function teeMeasurementStatus(bytes32 measurement) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) TryPackTeeMeasurementStatus(measurement [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("teeMeasurementStatus", measurement)
}

// TeeMeasurementStatusOutput serves as a container for the return parameters of contract
// method TeeMeasurementStatus.
type TeeMeasurementStatusOutput struct {
	Allowed     bool
	Revocations uint64
}

// UnpackTeeMeasurementStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa06844b8.
//
// Solidity: function teeMeasurementStatus(bytes32 measurement) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTeeMeasurementStatus(data []byte) (TeeMeasurementStatusOutput, error) {
	out, err := evaluatorRegistry.abi.Unpack("teeMeasurementStatus", data)
	outstruct := new(TeeMeasurementStatusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Allowed = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Revocations = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (evaluatorRegistry *EvaluatorRegistry) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := evaluatorRegistry.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (evaluatorRegistry *EvaluatorRegistry) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("transferOwnership", newOwner)
}

// PackZkProgramRevocations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa75d091b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function zkProgramRevocations(bytes32 ) view returns(uint64)
func (evaluatorRegistry *EvaluatorRegistry) PackZkProgramRevocations(arg0 [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("zkProgramRevocations", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackZkProgramRevocations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa75d091b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function zkProgramRevocations(bytes32 ) view returns(uint64)
func (evaluatorRegistry *EvaluatorRegistry) TryPackZkProgramRevocations(arg0 [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("zkProgramRevocations", arg0)
}

// UnpackZkProgramRevocations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa75d091b.
//
// Solidity: function zkProgramRevocations(bytes32 ) view returns(uint64)
func (evaluatorRegistry *EvaluatorRegistry) UnpackZkProgramRevocations(data []byte) (uint64, error) {
	out, err := evaluatorRegistry.abi.Unpack("zkProgramRevocations", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackZkProgramStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dd9abed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function zkProgramStatus(bytes32 program) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) PackZkProgramStatus(program [32]byte) []byte {
	enc, err := evaluatorRegistry.abi.Pack("zkProgramStatus", program)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackZkProgramStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dd9abed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function zkProgramStatus(bytes32 program) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) TryPackZkProgramStatus(program [32]byte) ([]byte, error) {
	return evaluatorRegistry.abi.Pack("zkProgramStatus", program)
}

// ZkProgramStatusOutput serves as a container for the return parameters of contract
// method ZkProgramStatus.
type ZkProgramStatusOutput struct {
	Allowed     bool
	Revocations uint64
}

// UnpackZkProgramStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6dd9abed.
//
// Solidity: function zkProgramStatus(bytes32 program) view returns(bool allowed, uint64 revocations)
func (evaluatorRegistry *EvaluatorRegistry) UnpackZkProgramStatus(data []byte) (ZkProgramStatusOutput, error) {
	out, err := evaluatorRegistry.abi.Unpack("zkProgramStatus", data)
	outstruct := new(ZkProgramStatusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Allowed = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Revocations = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// EvaluatorRegistryAttesterAllowed represents a AttesterAllowed event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryAttesterAllowed struct {
	Attester common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryAttesterAllowedEventName = "AttesterAllowed"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryAttesterAllowed) ContractEventName() string {
	return EvaluatorRegistryAttesterAllowedEventName
}

// UnpackAttesterAllowedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AttesterAllowed(address indexed attester)
func (evaluatorRegistry *EvaluatorRegistry) UnpackAttesterAllowedEvent(log *types.Log) (*EvaluatorRegistryAttesterAllowed, error) {
	event := "AttesterAllowed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryAttesterAllowed)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryAttesterRevoked represents a AttesterRevoked event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryAttesterRevoked struct {
	Attester common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryAttesterRevokedEventName = "AttesterRevoked"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryAttesterRevoked) ContractEventName() string {
	return EvaluatorRegistryAttesterRevokedEventName
}

// UnpackAttesterRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AttesterRevoked(address indexed attester)
func (evaluatorRegistry *EvaluatorRegistry) UnpackAttesterRevokedEvent(log *types.Log) (*EvaluatorRegistryAttesterRevoked, error) {
	event := "AttesterRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryAttesterRevoked)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryEvaluatorAllowed represents a EvaluatorAllowed event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryEvaluatorAllowed struct {
	Digest  [32]byte
	Version string
	Uri     string
	Raw     *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryEvaluatorAllowedEventName = "EvaluatorAllowed"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryEvaluatorAllowed) ContractEventName() string {
	return EvaluatorRegistryEvaluatorAllowedEventName
}

// UnpackEvaluatorAllowedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EvaluatorAllowed(bytes32 indexed digest, string version, string uri)
func (evaluatorRegistry *EvaluatorRegistry) UnpackEvaluatorAllowedEvent(log *types.Log) (*EvaluatorRegistryEvaluatorAllowed, error) {
	event := "EvaluatorAllowed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryEvaluatorAllowed)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryEvaluatorRevoked represents a EvaluatorRevoked event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryEvaluatorRevoked struct {
	Digest [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryEvaluatorRevokedEventName = "EvaluatorRevoked"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryEvaluatorRevoked) ContractEventName() string {
	return EvaluatorRegistryEvaluatorRevokedEventName
}

// UnpackEvaluatorRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EvaluatorRevoked(bytes32 indexed digest)
func (evaluatorRegistry *EvaluatorRegistry) UnpackEvaluatorRevokedEvent(log *types.Log) (*EvaluatorRegistryEvaluatorRevoked, error) {
	event := "EvaluatorRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryEvaluatorRevoked)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryMinTcbSet represents a MinTcbSet event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryMinTcbSet struct {
	Measurement [32]byte
	TeeTcbSvn   [16]byte
	QeSvn       uint16
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryMinTcbSetEventName = "MinTcbSet"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryMinTcbSet) ContractEventName() string {
	return EvaluatorRegistryMinTcbSetEventName
}

// UnpackMinTcbSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinTcbSet(bytes32 indexed measurement, bytes16 teeTcbSvn, uint16 qeSvn)
func (evaluatorRegistry *EvaluatorRegistry) UnpackMinTcbSetEvent(log *types.Log) (*EvaluatorRegistryMinTcbSet, error) {
	event := "MinTcbSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryMinTcbSet)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryOwnershipTransferStartedEventName = "OwnershipTransferStarted"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryOwnershipTransferStarted) ContractEventName() string {
	return EvaluatorRegistryOwnershipTransferStartedEventName
}

// UnpackOwnershipTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (evaluatorRegistry *EvaluatorRegistry) UnpackOwnershipTransferStartedEvent(log *types.Log) (*EvaluatorRegistryOwnershipTransferStarted, error) {
	event := "OwnershipTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryOwnershipTransferStarted)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryOwnershipTransferred) ContractEventName() string {
	return EvaluatorRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (evaluatorRegistry *EvaluatorRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*EvaluatorRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryTdxFmspcRevoked represents a TdxFmspcRevoked event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryTdxFmspcRevoked struct {
	Fmspc [6]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryTdxFmspcRevokedEventName = "TdxFmspcRevoked"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryTdxFmspcRevoked) ContractEventName() string {
	return EvaluatorRegistryTdxFmspcRevokedEventName
}

// UnpackTdxFmspcRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TdxFmspcRevoked(bytes6 indexed fmspc)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTdxFmspcRevokedEvent(log *types.Log) (*EvaluatorRegistryTdxFmspcRevoked, error) {
	event := "TdxFmspcRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryTdxFmspcRevoked)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryTdxPlatformRevoked represents a TdxPlatformRevoked event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryTdxPlatformRevoked struct {
	PlatformId [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryTdxPlatformRevokedEventName = "TdxPlatformRevoked"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryTdxPlatformRevoked) ContractEventName() string {
	return EvaluatorRegistryTdxPlatformRevokedEventName
}

// UnpackTdxPlatformRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TdxPlatformRevoked(bytes32 indexed platformId)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTdxPlatformRevokedEvent(log *types.Log) (*EvaluatorRegistryTdxPlatformRevoked, error) {
	event := "TdxPlatformRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryTdxPlatformRevoked)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryTeeMeasurementAllowed represents a TeeMeasurementAllowed event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryTeeMeasurementAllowed struct {
	Measurement [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryTeeMeasurementAllowedEventName = "TeeMeasurementAllowed"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryTeeMeasurementAllowed) ContractEventName() string {
	return EvaluatorRegistryTeeMeasurementAllowedEventName
}

// UnpackTeeMeasurementAllowedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TeeMeasurementAllowed(bytes32 indexed measurement)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTeeMeasurementAllowedEvent(log *types.Log) (*EvaluatorRegistryTeeMeasurementAllowed, error) {
	event := "TeeMeasurementAllowed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryTeeMeasurementAllowed)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryTeeMeasurementRevoked represents a TeeMeasurementRevoked event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryTeeMeasurementRevoked struct {
	Measurement [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryTeeMeasurementRevokedEventName = "TeeMeasurementRevoked"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryTeeMeasurementRevoked) ContractEventName() string {
	return EvaluatorRegistryTeeMeasurementRevokedEventName
}

// UnpackTeeMeasurementRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TeeMeasurementRevoked(bytes32 indexed measurement)
func (evaluatorRegistry *EvaluatorRegistry) UnpackTeeMeasurementRevokedEvent(log *types.Log) (*EvaluatorRegistryTeeMeasurementRevoked, error) {
	event := "TeeMeasurementRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryTeeMeasurementRevoked)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryZkProgramAllowed represents a ZkProgramAllowed event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryZkProgramAllowed struct {
	Program [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryZkProgramAllowedEventName = "ZkProgramAllowed"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryZkProgramAllowed) ContractEventName() string {
	return EvaluatorRegistryZkProgramAllowedEventName
}

// UnpackZkProgramAllowedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ZkProgramAllowed(bytes32 indexed program)
func (evaluatorRegistry *EvaluatorRegistry) UnpackZkProgramAllowedEvent(log *types.Log) (*EvaluatorRegistryZkProgramAllowed, error) {
	event := "ZkProgramAllowed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryZkProgramAllowed)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorRegistryZkProgramRevoked represents a ZkProgramRevoked event raised by the EvaluatorRegistry contract.
type EvaluatorRegistryZkProgramRevoked struct {
	Program [32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const EvaluatorRegistryZkProgramRevokedEventName = "ZkProgramRevoked"

// ContractEventName returns the user-defined event name.
func (EvaluatorRegistryZkProgramRevoked) ContractEventName() string {
	return EvaluatorRegistryZkProgramRevokedEventName
}

// UnpackZkProgramRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ZkProgramRevoked(bytes32 indexed program)
func (evaluatorRegistry *EvaluatorRegistry) UnpackZkProgramRevokedEvent(log *types.Log) (*EvaluatorRegistryZkProgramRevoked, error) {
	event := "ZkProgramRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorRegistryZkProgramRevoked)
	if len(log.Data) > 0 {
		if err := evaluatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (evaluatorRegistry *EvaluatorRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], evaluatorRegistry.abi.Errors["DevProgramOutsideDevChain"].ID.Bytes()[:4]) {
		return evaluatorRegistry.UnpackDevProgramOutsideDevChainError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorRegistry.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return evaluatorRegistry.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorRegistry.abi.Errors["NotPendingOwner"].ID.Bytes()[:4]) {
		return evaluatorRegistry.UnpackNotPendingOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorRegistry.abi.Errors["ZeroValue"].ID.Bytes()[:4]) {
		return evaluatorRegistry.UnpackZeroValueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EvaluatorRegistryDevProgramOutsideDevChain represents a DevProgramOutsideDevChain error raised by the EvaluatorRegistry contract.
type EvaluatorRegistryDevProgramOutsideDevChain struct {
	Program [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DevProgramOutsideDevChain(bytes32 program)
func EvaluatorRegistryDevProgramOutsideDevChainErrorID() common.Hash {
	return common.HexToHash("0xc452b9813297292306af8bf3dc5e438696caa2d2ded1f0fadfc55cddc28155bb")
}

// UnpackDevProgramOutsideDevChainError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DevProgramOutsideDevChain(bytes32 program)
func (evaluatorRegistry *EvaluatorRegistry) UnpackDevProgramOutsideDevChainError(raw []byte) (*EvaluatorRegistryDevProgramOutsideDevChain, error) {
	out := new(EvaluatorRegistryDevProgramOutsideDevChain)
	if err := evaluatorRegistry.abi.UnpackIntoInterface(out, "DevProgramOutsideDevChain", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorRegistryNotOwner represents a NotOwner error raised by the EvaluatorRegistry contract.
type EvaluatorRegistryNotOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner(address caller)
func EvaluatorRegistryNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x245aecd3fabbd17d6c3c92dc7f0ab916ea8cbf6fc1862c8b56893090ac3fff4c")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner(address caller)
func (evaluatorRegistry *EvaluatorRegistry) UnpackNotOwnerError(raw []byte) (*EvaluatorRegistryNotOwner, error) {
	out := new(EvaluatorRegistryNotOwner)
	if err := evaluatorRegistry.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorRegistryNotPendingOwner represents a NotPendingOwner error raised by the EvaluatorRegistry contract.
type EvaluatorRegistryNotPendingOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotPendingOwner(address caller)
func EvaluatorRegistryNotPendingOwnerErrorID() common.Hash {
	return common.HexToHash("0xa09b9a43f5079ab76282436418880308d29eac5d371578b36d8ee3ff8e88597d")
}

// UnpackNotPendingOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotPendingOwner(address caller)
func (evaluatorRegistry *EvaluatorRegistry) UnpackNotPendingOwnerError(raw []byte) (*EvaluatorRegistryNotPendingOwner, error) {
	out := new(EvaluatorRegistryNotPendingOwner)
	if err := evaluatorRegistry.abi.UnpackIntoInterface(out, "NotPendingOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorRegistryZeroValue represents a ZeroValue error raised by the EvaluatorRegistry contract.
type EvaluatorRegistryZeroValue struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroValue()
func EvaluatorRegistryZeroValueErrorID() common.Hash {
	return common.HexToHash("0x7c946ed78134c23eac50c0c02964d68f22dd28448c070d39c9f8e8389b217469")
}

// UnpackZeroValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroValue()
func (evaluatorRegistry *EvaluatorRegistry) UnpackZeroValueError(raw []byte) (*EvaluatorRegistryZeroValue, error) {
	out := new(EvaluatorRegistryZeroValue)
	if err := evaluatorRegistry.abi.UnpackIntoInterface(out, "ZeroValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JudgeVerifierMetaData contains all meta data concerning the JudgeVerifier contract.
var JudgeVerifierMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEAS\",\"name\":\"eas_\",\"type\":\"address\"},{\"internalType\":\"contractEvaluatorRegistry\",\"name\":\"registry_\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"verdictSchema_\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceSchema_\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"evidence\",\"type\":\"bytes32\"}],\"name\":\"EvidenceNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"}],\"name\":\"NotLevelModule\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotRegistryOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gasGiven\",\"type\":\"uint256\"}],\"name\":\"ReadStarved\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"module\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"maxLevel\",\"type\":\"uint8\"}],\"name\":\"LevelModuleSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"module\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidence\",\"type\":\"bytes32\"}],\"name\":\"LevelRecorded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ANCHOR_NOT_TIMESTAMPED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ANCHOR_PROOF_INVALID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ATTESTATION_TOO_LARGE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ATTESTED_AFTER_ANCHOR\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ATTESTER_MISMATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BAD_SIGNATURE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"EVALUATOR_NOT_ALLOWED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MALFORMED_DATA\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_READ_BYTES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"NONE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"OK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PREIMAGE_MISMATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVENANCE_EXPIRED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVENANCE_NOT_FOUND\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVENANCE_NOT_LINKED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVENANCE_REVOKED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVENANCE_WRONG_ATTESTER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PROVENANCE_WRONG_SCHEMA\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"READ_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REPRODUCIBLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TEE_CLAIMED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TEE_VERIFIED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_EXPIRED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_HASH_MISMATCH\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_NOT_FOUND\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_REVOKED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_WRONG_ATTESTER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERDICT_WRONG_SCHEMA\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ZK_PROVEN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structJudgeVerifier.OffchainAttestation\",\"name\":\"verdict\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"schema\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"time\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expirationTime\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"refUID\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structJudgeVerifier.OffchainAttestation\",\"name\":\"provenance\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"size\",\"type\":\"uint256\"},{\"internalType\":\"bytes32[]\",\"name\":\"path\",\"type\":\"bytes32[]\"}],\"internalType\":\"structJudgeVerifier.AnchorProof\",\"name\":\"anchor\",\"type\":\"tuple\"}],\"name\":\"checkAnchoredVerdict\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"}],\"name\":\"checkVerdict\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"preimage\",\"type\":\"bytes\"}],\"name\":\"checkVerdictBound\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eas\",\"outputs\":[{\"internalType\":\"contractIEAS\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"easVersionHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"levelModules\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"moduleRevocations\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"provenanceSchema\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"evidence\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"platform\",\"type\":\"bytes32\"},{\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"name\":\"recordLevel\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"stored\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"recorded\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"module\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"moduleRevocations\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"evidenceRevocations\",\"type\":\"uint32\"},{\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"},{\"internalType\":\"bytes32\",\"name\":\"evidence\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"platform\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"}],\"name\":\"recordedLevel\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"level\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"module\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"evidence\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractEvaluatorRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"module\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"maxLevel\",\"type\":\"uint8\"}],\"name\":\"setLevelModule\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verdictSchema\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "JudgeVerifier",
	Bin: "0x6101a0604052348015610010575f5ffd5b506040516130d53803806130d583398101604081905261002f9161029b565b6001600160a01b03808516608081905290841660a05260c083905260e0829052604080516001621794a360e21b03198152905163ffa1ad74916004808201925f929091908290030181865afa9250505080156100ac57506040513d5f823e601f3d908101601f191682016040526100a991908101906102f4565b60015b61012357836001600160a01b03166354fd4d506040518163ffffffff1660e01b81526004015f60405180830381865afa1580156100eb573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261011291908101906102f4565b805160209091012061010052610130565b8051602090910120610100525b6101398261015c565b610140526101205261014a8161015c565b6101805261016052506103fc92505050565b604080518181526060810182525f91829182916020820181803683370190505090506f181899199a1a9b1b9c1cb0b131b232b360811b5f5b602081101561026e578160048783602081106101b2576101b26103a4565b1a901c60ff16601081106101c8576101c86103a4565b1a60f81b836101d88360026103cc565b815181106101e8576101e86103a4565b60200101906001600160f81b03191690815f1a90535081868260208110610211576102116103a4565b1a600f1660108110610225576102256103a4565b1a60f81b836102358360026103cc565b6102409060016103e9565b81518110610250576102506103a4565b60200101906001600160f81b03191690815f1a905350600101610194565b5060208201519350604082015192505050915091565b6001600160a01b0381168114610298575f5ffd5b50565b5f5f5f5f608085870312156102ae575f5ffd5b84516102b981610284565b60208601519094506102ca81610284565b6040860151606090960151949790965092505050565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215610304575f5ffd5b81516001600160401b03811115610319575f5ffd5b8201601f81018413610329575f5ffd5b80516001600160401b03811115610342576103426102e0565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610370576103706102e0565b604052818152828201602001861015610387575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176103e3576103e36103b8565b92915050565b808201808211156103e3576103e36103b8565b60805160a05160c05160e0516101005161012051610140516101605161018051612bfd6104d85f395f610d2201525f610d0101525f610c9301525f610c7201525f81816104dc0152610bef01525f818161036e01528181610d43015261127901525f81816102e001528181610cb4015261110301525f81816103ff015281816108c601528181610f0e01528181610f9b015281816111bb015281816113340152818161149c015281816119bb0152611bc301525f818161049601528181610c2301528181611ab801528181611c800152611da50152612bfd5ff3fe608060405234801561000f575f5ffd5b5060043610610260575f3560e01c80637b1039991161014b578063a7bdbbbf116100bf578063d23d80cb11610084578063d23d80cb14610506578063d48fe280146104b8578063d639979014610531578063f42bfa68146105de578063f45a24ce146105e8578063ff5b7bee14610390575f5ffd5b8063a7bdbbbf146104fe578063a8ae23fa14610506578063acc7983b1461050e578063b5031cdf14610516578063beaacff01461051e575f5ffd5b8063847b7d4e11610110578063847b7d4e146104bf578063878eb4a8146104c75780638ab76ae0146102a15780638deb385a146103985780638e81554e146104cf5780639d0c8635146104d7575f5ffd5b80637b103999146103fa5780637e7690ad146104395780637ead450e1461046f5780638150864d1461049157806383525394146104b8575f5ffd5b806354a17ba7116101e25780636e1a71c1116101a75780636e1a71c1146103985780636f7a3b00146103a057806372b8e3de146103da57806374e18a32146103e257806378a6be49146103ea5780637a4540ce146103f2575f5ffd5b806354a17ba71461035057806355f001ae146103585780635676ee0e14610361578063649c5dc6146103695780636dd12fc614610390575f5ffd5b806338ff4dcf1161022857806338ff4dcf146102cb5780633c159c2c146102d3578063404372c0146102db578063469781ef146103105780635341fd581461033d575f5ffd5b80630192e6dd1461026457806321cc38911461028c57806322330883146102a15780632a813aaf146102bb57806333a75e18146102c3575b5f5ffd5b6102776102723660046123ac565b6105f0565b60405190151581526020015b60405180910390f35b61029f61029a366004612427565b6108c4565b005b6102a9600481565b60405160ff9091168152602001610283565b6102a9601381565b6102a9601181565b6102a9601281565b6102a9600581565b6103027f000000000000000000000000000000000000000000000000000000000000000081565b604051908152602001610283565b61032361031e36600461245a565b610a3d565b6040805160ff938416815292909116602083015201610283565b61032361034b3660046124d4565b610a87565b6102a9600881565b61030261200081565b6102a9600e81565b6103027f000000000000000000000000000000000000000000000000000000000000000081565b6102a9600381565b6102a9600281565b6103b36103ae3660046124d4565b610a9f565b6040805160ff90941684526001600160a01b03909216602084015290820152606001610283565b6102a9600c81565b6102a9601081565b6102a9601581565b6102a9600d81565b6104217f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610283565b61045c6104473660046124f4565b60016020525f908152604090205461ffff1681565b60405161ffff9091168152602001610283565b6102a961047d3660046124f4565b5f6020819052908152604090205460ff1681565b6104217f000000000000000000000000000000000000000000000000000000000000000081565b6102a95f81565b6102a9600b81565b6102a9600981565b6102a9600a81565b6103027f000000000000000000000000000000000000000000000000000000000000000081565b6102a9600681565b6102a9600181565b6102a9601481565b6102a9600781565b61032361052c366004612526565b610b9b565b61058f61053f3660046125b7565b600260208190525f91825260409091208054600182015491909201546001600160a01b0383169261ffff600160a01b8204169263ffffffff600160b01b83041692600160d01b90920460d01b9186565b604080516001600160a01b03909716875261ffff909516602087015263ffffffff909316938501939093526001600160d01b0319166060840152608083019190915260a082015260c001610283565b6103026207a12081565b6102a9600f81565b5f600260ff86161115806106075750600460ff8616115b806106265750335f9081526020819052604090205460ff908116908616115b15610654576040516335a9619b60e01b815233600482015260ff861660248201526044015b60405180910390fd5b6040805160c081018252338082525f908152600160209081528382205461ffff16908301529181018290526060810160ff8816600314610694575f610696565b845b6001600160d01b03191681526020810187905260400160ff88166003146106bd575f6106bf565b855b905290505f806106cf8884610ebb565b91509150816106fd57604051630753c2a560e11b815260ff891660048201526024810188905260440161064b565b63ffffffff81166040848101919091528051602081018c90529081018a905260ff891660608201525f9060800160408051808303601f1901815282825280516020918201205f81815260028084529084902060c08601855280546001600160a01b0381168752600160a01b810461ffff1694870194909452600160b01b840463ffffffff1694860194909452600160d01b90920460d01b6001600160d01b03191660608501526001830154608085015291015460a083015291506107c2908a90611017565b156107d3575f9450505050506108ba565b5f818152600260208181526040928390208751815492890151858a015160608b015160d01c600160d01b026001600160d01b0363ffffffff909216600160b01b02919091166001600160b01b0361ffff909316600160a01b026001600160b01b03199096166001600160a01b03909416939093179490941716179190911781556080870151600182015560a08701519101555133908b908d907f3a6b39b689748abe167d527be2e53e338d5c822b21f801da1aa2ab3cf947214f906108a9908e908e9060ff929092168252602082015260400190565b60405180910390a460019450505050505b9695505050505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316638da5cb5b6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610920573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061094491906125d9565b6001600160a01b0316336001600160a01b031614610977576040516340e2192f60e01b815233600482015260240161064b565b6001600160a01b0382165f9081526020819052604090205460ff90811690821610156109e0576001600160a01b0382165f908152600160205260408120805461ffff16916109c483612608565b91906101000a81548161ffff021916908361ffff160217905550505b6001600160a01b0382165f8181526020818152604091829020805460ff191660ff861690811790915591519182527fef4e82dbe5156d0ff60b846071c69c8883902c477d08ea1146dcca7ed2a9b947910160405180910390a25050565b5f5f6060610a4b87876110c7565b9194509250905060ff8316610a605750610a7e565b610a6b818686611571565b610a7c575f60119250925050610a7e565b505b94509492505050565b5f5f610a9384846110c7565b50909590945092505050565b5f808060045b600360ff821610610b925760408051602080820189905281830188905260ff841660608084019190915283518084039091018152608083018085528151918301919091205f908152600292839052849020610140840190945283546001600160a01b0381168252600160a01b810461ffff1660a0850152600160b01b810463ffffffff1660c0850152600160d01b900460d01b6001600160d01b03191660e0840152600184015461010084015292015461012090910152610b668282611017565b15610b7f57805160809091015191945092509050610b94565b5080610b8a81612628565b915050610aa5565b505b9250925092565b604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f434488b9302b9d5ff4975379b7ba0acaee923ab697b79a559231468b2327e2fd918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001660a08201525f908190819060c0016040516020818303038152906040528051906020012090505f5f5f610cda897f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000007f0000000000000000000000000000000000000000000000000000000000000000885f611823565b9194509250905060ff811615610cf8575f95509350610eb392505050565b5f5f5f610d6a8b7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000008b6005611823565b9194509250905060ff811615610d8b575f98509650610eb395505050505050565b846001600160a01b0316826001600160a01b031614610db7575f600f9850985050505050505050610eb3565b858b60a0013514610dd5575f600b9850985050505050505050610eb3565b5f610dfb610de660c08f018f612643565b8e8060c00190610df69190612643565b611b4d565b909550905060ff851615610e1c575f85995099505050505050505050610eb3565b604051610e7790610e35905f908a908890602001612685565b604051602081830303815290604052805190602001208e6040016020810190610e5e91906126bb565b8e6040016020810190610e7191906126bb565b8e611c51565b945060ff851615610e95575f85995099505050505050505050610eb3565b8015610ea2576002610ea5565b60015b5f9950995050505050505050505b935093915050565b5f8060021960ff851601610f7f57608083015160a0840151606085015160405163284443d760e11b8152600481019390935260248301919091526001600160d01b03191660448201526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063508887ae906064016040805180830381865afa158015610f52573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f7691906126f9565b91509150611010565b6080830151604051636dd9abed60e01b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636dd9abed906024016040805180830381865afa158015610fe7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061100b91906126f9565b915091505b9250929050565b80515f906001600160a01b0316158061104d575081516001600160a01b03165f9081526020819052604090205460ff8085169116105b1561105957505f6110c1565b60208083015183516001600160a01b03165f908152600190925260409091205461ffff90811691161461108d57505f6110c1565b5f5f6110998585610ebb565b915091508180156110bc5750836040015163ffffffff16816001600160401b0316145b925050505b92915050565b5f5f60605f5f6110d687611d5a565b91509150816110ed575f6010945094505050610b94565b8051611101575f6001945094505050610b94565b7f000000000000000000000000000000000000000000000000000000000000000081602001511461113a575f6002945094505050610b94565b60808101516001600160401b03161561115b575f6003945094505050610b94565b60608101516001600160401b03161580159061118457504281606001516001600160401b031611155b15611197575f6004945094505050610b94565b60e081015160405163b6ebe53960e01b81526001600160a01b0391821660048201527f00000000000000000000000000000000000000000000000000000000000000009091169063b6ebe53990602401602060405180830381865afa158015611202573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112269190612731565b611238575f6005945094505050610b94565b6112406122d9565b61124987611d5a565b909350905082611262575f601095509550505050610b94565b8051611277575f600695509550505050610b94565b7f00000000000000000000000000000000000000000000000000000000000000008160200151146112b1575f600795509550505050610b94565b60808101516001600160401b0316156112d3575f600895509550505050610b94565b60608101516001600160401b0316158015906112fc57504281606001516001600160401b031611155b15611310575f600995509550505050610b94565b60e081015160405163b6ebe53960e01b81526001600160a01b0391821660048201527f00000000000000000000000000000000000000000000000000000000000000009091169063b6ebe53990602401602060405180830381865afa15801561137b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061139f9190612731565b6113b2575f600a95509550505050610b94565b8160e001516001600160a01b03168160e001516001600160a01b0316146113e2575f600f95509550505050610b94565b878160a00151146113fc575f600b95509550505050610b94565b602082610120015151108061141857508061012001515160a014155b1561142c575f600e95509550505050610b94565b5f826101200151806020019051810190611446919061274c565b90505f5f5f8461012001518060200190518101906114649190612763565b5093509350509250838314611486575f600c9950995050505050505050610b94565b604051637875529560e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637875529590602401602060405180830381865afa1580156114e9573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061150d9190612731565b611524575f600d9950995050505050505050610b94565b8015611531576002611534565b60015b99505f6115418d8d610a9f565b505090508a60ff168160ff16111561155757809a505b505050610120909301515f96509450505050509250925092565b5f8161157b612352565b611583612352565b60015f81851180156115bd575087875f8181106115a2576115a261279f565b9050013560f81c60f81b6001600160f81b031916605b60f81b145b9050875f5b6005811083161561167a576022848301355f1a14158785101517156115e5575f92505b82156116395760018401935083602082028701525b8684101561163957838201355f1a602281036116165750611639565b60208110605c8214171561162d575f935050611639565b506001840193506115fa565b821561165d57602c600185018301355f1a141587600186011015171561165d575f92505b82156116725783602082028601526002840193505b6001016115c2565b50508015806116895750848210155b806116bd57508787838181106116a1576116a161279f565b9050013560f81c60f81b6001600160f81b031916605b60f81b14155b156116cf575f9550505050505061181c565b6116d7612370565b5f5b60058110156117745789898783600581106116f6576116f661279f565b60200201519087846005811061170e5761170e61279f565b602002015192611720939291906127b3565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525085925084915050600581106117675761176761279f565b60200201526001016116d9565b505f60028a8a6040516117889291906127da565b602060405180830381855afa1580156117a3573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906117c6919061274c565b82516020808501516040808701516060880151608089015192516117f09796959293919201612817565b60405160208183030381529060405290508a805190602001208180519060200120149750505050505050505b9392505050565b5f80808835861461184657828261183b86600261288a565b925092509250611b41565b611851898989611f00565b92505f61185d8a61203c565b90506118716101208b016101008c016128a3565b60ff16601b1415801561189957506118916101208b016101008c016128a3565b60ff16601c14155b806118c857507f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a06101408b0135115b156118d7575060129050611b41565b60405161190160f01b6020820152602281018790526042810182905260019060620160408051601f1981840301815291905280516020909101206119236101208d016101008e016128a3565b604080515f8152602081018083529390935260ff909116908201526101208c013560608201526101408c0135608082015260a0016020604051602081039080840390855afa158015611977573d5f5f3e3d5ffd5b5050604051601f1901519350506001600160a01b03831661199c575060129050611b41565b60405163b6ebe53960e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063b6ebe53990602401602060405180830381865afa158015611a00573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a249190612731565b611a41578383611a3587600561288a565b93509350935050611b41565b611a5160808b0160608c016126bb565b6001600160401b031615801590611a80575042611a7460808c0160608d016126bb565b6001600160401b031611155b15611a92578383611a3587600461288a565b60405163b469318d60e01b81526001600160a01b038481166004830152602482018690527f0000000000000000000000000000000000000000000000000000000000000000169063b469318d90604401602060405180830381865afa158015611afd573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b2191906128bc565b6001600160401b031615611b3c578383611a3587600361288a565b505f90505b96509650969350505050565b5f806020851080611b5f575060a08314155b15611b6d57600e9150610a7e565b5f80611b7b858701876128d7565b509550919350909150611b93905060205f898b6127b3565b611b9c9161290e565b8214611bad57600c93505050610a7e565b604051637875529560e01b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637875529590602401602060405180830381865afa158015611c10573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c349190612731565b611c4357600d93505050610a7e565b5f9350505094509492505050565b5f611c5c858361218b565b611c6857506013611d52565b60405163d45c443560e01b8152823560048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d45c443590602401602060405180830381865afa158015611ccd573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cf191906128bc565b9050806001600160401b03165f03611d0d576014915050611d52565b806001600160401b0316856001600160401b03161180611d3e5750806001600160401b0316846001600160401b0316115b15611d4d576015915050611d52565b5f9150505b949350505050565b5f611d636122d9565b5f83604051602401611d7791815260200190565b60408051601f198184030181529190526020810180516001600160e01b03166328c44a9960e21b17905290507f00000000000000000000000000000000000000000000000000000000000000005f5a9050611388811015611dee5760405163376d98a360e11b81526004810182905260240161064b565b611df960408261292b565b611e05906107d061294a565b611e0f908261295d565b90505f6207a1208210611e25576207a120611e27565b815b90505f5f5f5f8751602089018887fa91503d905081158015611e4b57506207a12083105b15611e6c5760405163376d98a360e11b81526004810184905260240161064b565b811580611e7a575061200081115b15611e8d575f9750505050505050915091565b5f816001600160401b03811115611ea657611ea6612970565b6040519080825280601f01601f191660200182016040528015611ed0576020820181803683370190505b509050815f602083013e600181806020019051810190611ef09190612a36565b9850985050505050505050915091565b5f600261060f60f31b8484611f1b6040890160208a016124f4565b5f611f2c60608b0160408c016126bb565b611f3c60808c0160608d016126bb565b6040516001600160f01b031960f09990991b89166020820152979096166022880152602487019490945260448601929092526bffffffffffffffffffffffff19606091821b8116606487015291901b1660788401526001600160c01b031960c091821b8116608c85015291901b166094820152609c0160408051601f19818403018152919052611fd260a0860160808701612b29565b60a0860135611fe460c0880188612643565b8860e001355f604051602001611fff96959493929190612b44565b60408051601f198184030181529082905261201d9291602001612b97565b6040516020818303038152906040528051906020012090509392505050565b5f7f258b757fc37a6699a984f4be01258122f834200374b34b4457b6db0dd0f711326002833561207260408601602087016124f4565b61208260608701604088016126bb565b60408051602081019690965261ffff9094169385019390935260608401919091526001600160a01b031660808301526001600160401b031660a082015260c00160408051601f198184030181529190526120e260808401606085016126bb565b6120f260a0850160808601612b29565b60a085013561210460c0870187612643565b6040516121129291906127da565b604080519182900382206001600160401b039095166020830152921515928101929092526060820152608081019190915260e084013560a082015260c00160408051601f198184030181529082905261216e9291602001612b97565b604051602081830303815290604052805190602001209050919050565b5f81604001358260200135106121a257505f6110c1565b60208201355f6121b76001604086013561295d565b9050845f5b6121c96060870187612bab565b90508110156122c157825f036121e5575f9450505050506110c1565b5f6121f36060880188612bab565b838181106122035761220361279f565b905060200201359050846001166001148061221d57508385145b1561227e5760405161223b90600160f81b9083908690602001612685565b6040516020818303038152906040528051906020012092505b6001851615801561226457508415155b1561227957600194851c949390931c92612254565b6122b0565b60405161229790600160f81b9085908490602001612685565b6040516020818303038152906040528051906020012092505b50600193841c9392831c92016121bc565b50811580156108ba5750843581149695505050505050565b6040518061014001604052805f81526020015f81526020015f6001600160401b031681526020015f6001600160401b031681526020015f6001600160401b031681526020015f81526020015f6001600160a01b031681526020015f6001600160a01b031681526020015f15158152602001606081525090565b6040518060a001604052806005906020820280368337509192915050565b6040518060a001604052806005905b606081526020019060019003908161237f5790505090565b803560ff811681146123a7575f5ffd5b919050565b5f5f5f5f5f5f60c087890312156123c1575f5ffd5b86359550602087013594506123d860408801612397565b9350606087013592506080870135915060a08701356001600160d01b031981168114612402575f5ffd5b809150509295509295509295565b6001600160a01b0381168114612424575f5ffd5b50565b5f5f60408385031215612438575f5ffd5b823561244381612410565b915061245160208401612397565b90509250929050565b5f5f5f5f6060858703121561246d575f5ffd5b843593506020850135925060408501356001600160401b03811115612490575f5ffd5b8501601f810187136124a0575f5ffd5b80356001600160401b038111156124b5575f5ffd5b8760208284010111156124c6575f5ffd5b949793965060200194505050565b5f5f604083850312156124e5575f5ffd5b50508035926020909101359150565b5f60208284031215612504575f5ffd5b813561181c81612410565b5f6101608284031215612520575f5ffd5b50919050565b5f5f5f60608486031215612538575f5ffd5b83356001600160401b0381111561254d575f5ffd5b6125598682870161250f565b93505060208401356001600160401b03811115612574575f5ffd5b6125808682870161250f565b92505060408401356001600160401b0381111561259b575f5ffd5b8401608081870312156125ac575f5ffd5b809150509250925092565b5f602082840312156125c7575f5ffd5b5035919050565b80516123a781612410565b5f602082840312156125e9575f5ffd5b815161181c81612410565b634e487b7160e01b5f52601160045260245ffd5b5f61ffff821661ffff810361261f5761261f6125f4565b60010192915050565b5f60ff82168061263a5761263a6125f4565b5f190192915050565b5f5f8335601e19843603018112612658575f5ffd5b8301803591506001600160401b03821115612671575f5ffd5b602001915036819003821315611010575f5ffd5b6001600160f81b03199390931683526001830191909152602182015260410190565b6001600160401b0381168114612424575f5ffd5b5f602082840312156126cb575f5ffd5b813561181c816126a7565b8015158114612424575f5ffd5b80516123a7816126d6565b80516123a7816126a7565b5f5f6040838503121561270a575f5ffd5b8251612715816126d6565b6020840151909250612726816126a7565b809150509250929050565b5f60208284031215612741575f5ffd5b815161181c816126d6565b5f6020828403121561275c575f5ffd5b5051919050565b5f5f5f5f5f60a08688031215612777575f5ffd5b5050835160208501516040860151606087015160809097015192989197509594509092509050565b634e487b7160e01b5f52603260045260245ffd5b5f5f858511156127c1575f5ffd5b838611156127cd575f5ffd5b5050820193919092039150565b818382375f9101908152919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b86815260c060208201525f61282f60c08301886127e9565b828103604084015261284181886127e9565b9050828103606084015261285581876127e9565b9050828103608084015261286981866127e9565b905082810360a084015261287d81856127e9565b9998505050505050505050565b60ff81811683821601908111156110c1576110c16125f4565b5f602082840312156128b3575f5ffd5b61181c82612397565b5f602082840312156128cc575f5ffd5b815161181c816126a7565b5f5f5f5f5f60a086880312156128eb575f5ffd5b505083359560208501359550604085013594606081013594506080013592509050565b803560208310156110c1575f19602084900360031b1b1692915050565b5f8261294557634e487b7160e01b5f52601260045260245ffd5b500490565b808201808211156110c1576110c16125f4565b818103818111156110c1576110c16125f4565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b03811182821017156129a7576129a7612970565b60405290565b5f82601f8301126129bc575f5ffd5b81516001600160401b038111156129d5576129d5612970565b604051601f8201601f19908116603f011681016001600160401b0381118282101715612a0357612a03612970565b604052818152838201602001851015612a1a575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215612a46575f5ffd5b81516001600160401b03811115612a5b575f5ffd5b82016101408185031215612a6d575f5ffd5b612a75612984565b8151815260208083015190820152612a8f604083016126ee565b6040820152612aa0606083016126ee565b6060820152612ab1608083016126ee565b608082015260a08281015190820152612acc60c083016125ce565b60c0820152612add60e083016125ce565b60e0820152612aef61010083016126e3565b6101008201526101208201516001600160401b03811115612b0e575f5ffd5b612b1a868285016129ad565b61012083015250949350505050565b5f60208284031215612b39575f5ffd5b813561181c816126d6565b86151560f81b815285600182015283856021830137602193019283019190915260e01b6001600160e01b03191660418201526045019392505050565b5f81518060208401855e5f93019283525090919050565b5f611d52612ba58386612b80565b84612b80565b5f5f8335601e19843603018112612bc0575f5ffd5b8301803591506001600160401b03821115612bd9575f5ffd5b6020019150600581901b3603821315611010575f5ffdfea164736f6c6343000825000a",
}

// JudgeVerifier is an auto generated Go binding around an Ethereum contract.
type JudgeVerifier struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *JudgeVerifier) GetABI() abi.ABI {
	return c.abi
}

// NewJudgeVerifier creates a new instance of JudgeVerifier.
func NewJudgeVerifier() *JudgeVerifier {
	parsed, err := JudgeVerifierMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &JudgeVerifier{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *JudgeVerifier) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address eas_, address registry_, bytes32 verdictSchema_, bytes32 provenanceSchema_) returns()
func (judgeVerifier *JudgeVerifier) PackConstructor(eas_ common.Address, registry_ common.Address, verdictSchema_ [32]byte, provenanceSchema_ [32]byte) []byte {
	enc, err := judgeVerifier.abi.Pack("", eas_, registry_, verdictSchema_, provenanceSchema_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackANCHORNOTTIMESTAMPED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacc7983b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANCHOR_NOT_TIMESTAMPED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackANCHORNOTTIMESTAMPED() []byte {
	enc, err := judgeVerifier.abi.Pack("ANCHOR_NOT_TIMESTAMPED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANCHORNOTTIMESTAMPED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacc7983b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANCHOR_NOT_TIMESTAMPED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackANCHORNOTTIMESTAMPED() ([]byte, error) {
	return judgeVerifier.abi.Pack("ANCHOR_NOT_TIMESTAMPED")
}

// UnpackANCHORNOTTIMESTAMPED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xacc7983b.
//
// Solidity: function ANCHOR_NOT_TIMESTAMPED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackANCHORNOTTIMESTAMPED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("ANCHOR_NOT_TIMESTAMPED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackANCHORPROOFINVALID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a813aaf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANCHOR_PROOF_INVALID() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackANCHORPROOFINVALID() []byte {
	enc, err := judgeVerifier.abi.Pack("ANCHOR_PROOF_INVALID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANCHORPROOFINVALID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a813aaf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANCHOR_PROOF_INVALID() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackANCHORPROOFINVALID() ([]byte, error) {
	return judgeVerifier.abi.Pack("ANCHOR_PROOF_INVALID")
}

// UnpackANCHORPROOFINVALID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a813aaf.
//
// Solidity: function ANCHOR_PROOF_INVALID() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackANCHORPROOFINVALID(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("ANCHOR_PROOF_INVALID", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackATTESTATIONTOOLARGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x74e18a32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ATTESTATION_TOO_LARGE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackATTESTATIONTOOLARGE() []byte {
	enc, err := judgeVerifier.abi.Pack("ATTESTATION_TOO_LARGE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackATTESTATIONTOOLARGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x74e18a32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ATTESTATION_TOO_LARGE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackATTESTATIONTOOLARGE() ([]byte, error) {
	return judgeVerifier.abi.Pack("ATTESTATION_TOO_LARGE")
}

// UnpackATTESTATIONTOOLARGE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x74e18a32.
//
// Solidity: function ATTESTATION_TOO_LARGE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackATTESTATIONTOOLARGE(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("ATTESTATION_TOO_LARGE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackATTESTEDAFTERANCHOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78a6be49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ATTESTED_AFTER_ANCHOR() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackATTESTEDAFTERANCHOR() []byte {
	enc, err := judgeVerifier.abi.Pack("ATTESTED_AFTER_ANCHOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackATTESTEDAFTERANCHOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78a6be49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ATTESTED_AFTER_ANCHOR() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackATTESTEDAFTERANCHOR() ([]byte, error) {
	return judgeVerifier.abi.Pack("ATTESTED_AFTER_ANCHOR")
}

// UnpackATTESTEDAFTERANCHOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78a6be49.
//
// Solidity: function ATTESTED_AFTER_ANCHOR() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackATTESTEDAFTERANCHOR(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("ATTESTED_AFTER_ANCHOR", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackATTESTERMISMATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf45a24ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ATTESTER_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackATTESTERMISMATCH() []byte {
	enc, err := judgeVerifier.abi.Pack("ATTESTER_MISMATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackATTESTERMISMATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf45a24ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ATTESTER_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackATTESTERMISMATCH() ([]byte, error) {
	return judgeVerifier.abi.Pack("ATTESTER_MISMATCH")
}

// UnpackATTESTERMISMATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf45a24ce.
//
// Solidity: function ATTESTER_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackATTESTERMISMATCH(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("ATTESTER_MISMATCH", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackBADSIGNATURE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ff4dcf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BAD_SIGNATURE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackBADSIGNATURE() []byte {
	enc, err := judgeVerifier.abi.Pack("BAD_SIGNATURE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBADSIGNATURE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38ff4dcf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BAD_SIGNATURE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackBADSIGNATURE() ([]byte, error) {
	return judgeVerifier.abi.Pack("BAD_SIGNATURE")
}

// UnpackBADSIGNATURE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38ff4dcf.
//
// Solidity: function BAD_SIGNATURE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackBADSIGNATURE(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("BAD_SIGNATURE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackEVALUATORNOTALLOWED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a4540ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EVALUATOR_NOT_ALLOWED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackEVALUATORNOTALLOWED() []byte {
	enc, err := judgeVerifier.abi.Pack("EVALUATOR_NOT_ALLOWED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEVALUATORNOTALLOWED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a4540ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EVALUATOR_NOT_ALLOWED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackEVALUATORNOTALLOWED() ([]byte, error) {
	return judgeVerifier.abi.Pack("EVALUATOR_NOT_ALLOWED")
}

// UnpackEVALUATORNOTALLOWED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a4540ce.
//
// Solidity: function EVALUATOR_NOT_ALLOWED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackEVALUATORNOTALLOWED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("EVALUATOR_NOT_ALLOWED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMALFORMEDDATA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5676ee0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MALFORMED_DATA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackMALFORMEDDATA() []byte {
	enc, err := judgeVerifier.abi.Pack("MALFORMED_DATA")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMALFORMEDDATA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5676ee0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MALFORMED_DATA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackMALFORMEDDATA() ([]byte, error) {
	return judgeVerifier.abi.Pack("MALFORMED_DATA")
}

// UnpackMALFORMEDDATA is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5676ee0e.
//
// Solidity: function MALFORMED_DATA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackMALFORMEDDATA(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("MALFORMED_DATA", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXREADBYTES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55f001ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_READ_BYTES() view returns(uint256)
func (judgeVerifier *JudgeVerifier) PackMAXREADBYTES() []byte {
	enc, err := judgeVerifier.abi.Pack("MAX_READ_BYTES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXREADBYTES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55f001ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_READ_BYTES() view returns(uint256)
func (judgeVerifier *JudgeVerifier) TryPackMAXREADBYTES() ([]byte, error) {
	return judgeVerifier.abi.Pack("MAX_READ_BYTES")
}

// UnpackMAXREADBYTES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x55f001ae.
//
// Solidity: function MAX_READ_BYTES() view returns(uint256)
func (judgeVerifier *JudgeVerifier) UnpackMAXREADBYTES(data []byte) (*big.Int, error) {
	out, err := judgeVerifier.abi.Unpack("MAX_READ_BYTES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNONE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83525394.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function NONE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackNONE() []byte {
	enc, err := judgeVerifier.abi.Pack("NONE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNONE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83525394.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function NONE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackNONE() ([]byte, error) {
	return judgeVerifier.abi.Pack("NONE")
}

// UnpackNONE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x83525394.
//
// Solidity: function NONE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackNONE(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("NONE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackOK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd48fe280.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function OK() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackOK() []byte {
	enc, err := judgeVerifier.abi.Pack("OK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd48fe280.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function OK() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackOK() ([]byte, error) {
	return judgeVerifier.abi.Pack("OK")
}

// UnpackOK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd48fe280.
//
// Solidity: function OK() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackOK(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("OK", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPREIMAGEMISMATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33a75e18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PREIMAGE_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPREIMAGEMISMATCH() []byte {
	enc, err := judgeVerifier.abi.Pack("PREIMAGE_MISMATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPREIMAGEMISMATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x33a75e18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PREIMAGE_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPREIMAGEMISMATCH() ([]byte, error) {
	return judgeVerifier.abi.Pack("PREIMAGE_MISMATCH")
}

// UnpackPREIMAGEMISMATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x33a75e18.
//
// Solidity: function PREIMAGE_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPREIMAGEMISMATCH(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PREIMAGE_MISMATCH", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVENANCEEXPIRED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x878eb4a8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVENANCE_EXPIRED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPROVENANCEEXPIRED() []byte {
	enc, err := judgeVerifier.abi.Pack("PROVENANCE_EXPIRED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVENANCEEXPIRED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x878eb4a8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVENANCE_EXPIRED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPROVENANCEEXPIRED() ([]byte, error) {
	return judgeVerifier.abi.Pack("PROVENANCE_EXPIRED")
}

// UnpackPROVENANCEEXPIRED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x878eb4a8.
//
// Solidity: function PROVENANCE_EXPIRED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPROVENANCEEXPIRED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PROVENANCE_EXPIRED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVENANCENOTFOUND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7bdbbbf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVENANCE_NOT_FOUND() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPROVENANCENOTFOUND() []byte {
	enc, err := judgeVerifier.abi.Pack("PROVENANCE_NOT_FOUND")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVENANCENOTFOUND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7bdbbbf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVENANCE_NOT_FOUND() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPROVENANCENOTFOUND() ([]byte, error) {
	return judgeVerifier.abi.Pack("PROVENANCE_NOT_FOUND")
}

// UnpackPROVENANCENOTFOUND is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa7bdbbbf.
//
// Solidity: function PROVENANCE_NOT_FOUND() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPROVENANCENOTFOUND(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PROVENANCE_NOT_FOUND", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVENANCENOTLINKED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x847b7d4e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVENANCE_NOT_LINKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPROVENANCENOTLINKED() []byte {
	enc, err := judgeVerifier.abi.Pack("PROVENANCE_NOT_LINKED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVENANCENOTLINKED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x847b7d4e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVENANCE_NOT_LINKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPROVENANCENOTLINKED() ([]byte, error) {
	return judgeVerifier.abi.Pack("PROVENANCE_NOT_LINKED")
}

// UnpackPROVENANCENOTLINKED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x847b7d4e.
//
// Solidity: function PROVENANCE_NOT_LINKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPROVENANCENOTLINKED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PROVENANCE_NOT_LINKED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVENANCEREVOKED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54a17ba7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVENANCE_REVOKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPROVENANCEREVOKED() []byte {
	enc, err := judgeVerifier.abi.Pack("PROVENANCE_REVOKED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVENANCEREVOKED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54a17ba7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVENANCE_REVOKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPROVENANCEREVOKED() ([]byte, error) {
	return judgeVerifier.abi.Pack("PROVENANCE_REVOKED")
}

// UnpackPROVENANCEREVOKED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54a17ba7.
//
// Solidity: function PROVENANCE_REVOKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPROVENANCEREVOKED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PROVENANCE_REVOKED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVENANCEWRONGATTESTER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e81554e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVENANCE_WRONG_ATTESTER() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPROVENANCEWRONGATTESTER() []byte {
	enc, err := judgeVerifier.abi.Pack("PROVENANCE_WRONG_ATTESTER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVENANCEWRONGATTESTER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e81554e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVENANCE_WRONG_ATTESTER() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPROVENANCEWRONGATTESTER() ([]byte, error) {
	return judgeVerifier.abi.Pack("PROVENANCE_WRONG_ATTESTER")
}

// UnpackPROVENANCEWRONGATTESTER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8e81554e.
//
// Solidity: function PROVENANCE_WRONG_ATTESTER() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPROVENANCEWRONGATTESTER(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PROVENANCE_WRONG_ATTESTER", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPROVENANCEWRONGSCHEMA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5031cdf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PROVENANCE_WRONG_SCHEMA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackPROVENANCEWRONGSCHEMA() []byte {
	enc, err := judgeVerifier.abi.Pack("PROVENANCE_WRONG_SCHEMA")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPROVENANCEWRONGSCHEMA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5031cdf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PROVENANCE_WRONG_SCHEMA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackPROVENANCEWRONGSCHEMA() ([]byte, error) {
	return judgeVerifier.abi.Pack("PROVENANCE_WRONG_SCHEMA")
}

// UnpackPROVENANCEWRONGSCHEMA is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb5031cdf.
//
// Solidity: function PROVENANCE_WRONG_SCHEMA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackPROVENANCEWRONGSCHEMA(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("PROVENANCE_WRONG_SCHEMA", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackREADGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf42bfa68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function READ_GAS() view returns(uint256)
func (judgeVerifier *JudgeVerifier) PackREADGAS() []byte {
	enc, err := judgeVerifier.abi.Pack("READ_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREADGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf42bfa68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function READ_GAS() view returns(uint256)
func (judgeVerifier *JudgeVerifier) TryPackREADGAS() ([]byte, error) {
	return judgeVerifier.abi.Pack("READ_GAS")
}

// UnpackREADGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf42bfa68.
//
// Solidity: function READ_GAS() view returns(uint256)
func (judgeVerifier *JudgeVerifier) UnpackREADGAS(data []byte) (*big.Int, error) {
	out, err := judgeVerifier.abi.Unpack("READ_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackREPRODUCIBLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd23d80cb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REPRODUCIBLE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackREPRODUCIBLE() []byte {
	enc, err := judgeVerifier.abi.Pack("REPRODUCIBLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREPRODUCIBLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd23d80cb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REPRODUCIBLE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackREPRODUCIBLE() ([]byte, error) {
	return judgeVerifier.abi.Pack("REPRODUCIBLE")
}

// UnpackREPRODUCIBLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd23d80cb.
//
// Solidity: function REPRODUCIBLE() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackREPRODUCIBLE(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("REPRODUCIBLE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackTEECLAIMED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e1a71c1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TEE_CLAIMED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackTEECLAIMED() []byte {
	enc, err := judgeVerifier.abi.Pack("TEE_CLAIMED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTEECLAIMED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e1a71c1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TEE_CLAIMED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackTEECLAIMED() ([]byte, error) {
	return judgeVerifier.abi.Pack("TEE_CLAIMED")
}

// UnpackTEECLAIMED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6e1a71c1.
//
// Solidity: function TEE_CLAIMED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackTEECLAIMED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("TEE_CLAIMED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackTEEVERIFIED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dd12fc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TEE_VERIFIED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackTEEVERIFIED() []byte {
	enc, err := judgeVerifier.abi.Pack("TEE_VERIFIED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTEEVERIFIED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dd12fc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TEE_VERIFIED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackTEEVERIFIED() ([]byte, error) {
	return judgeVerifier.abi.Pack("TEE_VERIFIED")
}

// UnpackTEEVERIFIED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6dd12fc6.
//
// Solidity: function TEE_VERIFIED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackTEEVERIFIED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("TEE_VERIFIED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTEXPIRED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ab76ae0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_EXPIRED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackVERDICTEXPIRED() []byte {
	enc, err := judgeVerifier.abi.Pack("VERDICT_EXPIRED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTEXPIRED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ab76ae0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_EXPIRED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackVERDICTEXPIRED() ([]byte, error) {
	return judgeVerifier.abi.Pack("VERDICT_EXPIRED")
}

// UnpackVERDICTEXPIRED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ab76ae0.
//
// Solidity: function VERDICT_EXPIRED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackVERDICTEXPIRED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("VERDICT_EXPIRED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTHASHMISMATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72b8e3de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_HASH_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackVERDICTHASHMISMATCH() []byte {
	enc, err := judgeVerifier.abi.Pack("VERDICT_HASH_MISMATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTHASHMISMATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72b8e3de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_HASH_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackVERDICTHASHMISMATCH() ([]byte, error) {
	return judgeVerifier.abi.Pack("VERDICT_HASH_MISMATCH")
}

// UnpackVERDICTHASHMISMATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x72b8e3de.
//
// Solidity: function VERDICT_HASH_MISMATCH() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackVERDICTHASHMISMATCH(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("VERDICT_HASH_MISMATCH", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTNOTFOUND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8ae23fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_NOT_FOUND() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackVERDICTNOTFOUND() []byte {
	enc, err := judgeVerifier.abi.Pack("VERDICT_NOT_FOUND")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTNOTFOUND is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8ae23fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_NOT_FOUND() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackVERDICTNOTFOUND() ([]byte, error) {
	return judgeVerifier.abi.Pack("VERDICT_NOT_FOUND")
}

// UnpackVERDICTNOTFOUND is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8ae23fa.
//
// Solidity: function VERDICT_NOT_FOUND() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackVERDICTNOTFOUND(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("VERDICT_NOT_FOUND", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTREVOKED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff5b7bee.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_REVOKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackVERDICTREVOKED() []byte {
	enc, err := judgeVerifier.abi.Pack("VERDICT_REVOKED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTREVOKED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff5b7bee.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_REVOKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackVERDICTREVOKED() ([]byte, error) {
	return judgeVerifier.abi.Pack("VERDICT_REVOKED")
}

// UnpackVERDICTREVOKED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff5b7bee.
//
// Solidity: function VERDICT_REVOKED() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackVERDICTREVOKED(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("VERDICT_REVOKED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTWRONGATTESTER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c159c2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_WRONG_ATTESTER() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackVERDICTWRONGATTESTER() []byte {
	enc, err := judgeVerifier.abi.Pack("VERDICT_WRONG_ATTESTER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTWRONGATTESTER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c159c2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_WRONG_ATTESTER() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackVERDICTWRONGATTESTER() ([]byte, error) {
	return judgeVerifier.abi.Pack("VERDICT_WRONG_ATTESTER")
}

// UnpackVERDICTWRONGATTESTER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3c159c2c.
//
// Solidity: function VERDICT_WRONG_ATTESTER() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackVERDICTWRONGATTESTER(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("VERDICT_WRONG_ATTESTER", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVERDICTWRONGSCHEMA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8deb385a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERDICT_WRONG_SCHEMA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackVERDICTWRONGSCHEMA() []byte {
	enc, err := judgeVerifier.abi.Pack("VERDICT_WRONG_SCHEMA")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERDICTWRONGSCHEMA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8deb385a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERDICT_WRONG_SCHEMA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackVERDICTWRONGSCHEMA() ([]byte, error) {
	return judgeVerifier.abi.Pack("VERDICT_WRONG_SCHEMA")
}

// UnpackVERDICTWRONGSCHEMA is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8deb385a.
//
// Solidity: function VERDICT_WRONG_SCHEMA() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackVERDICTWRONGSCHEMA(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("VERDICT_WRONG_SCHEMA", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackZKPROVEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22330883.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ZK_PROVEN() view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackZKPROVEN() []byte {
	enc, err := judgeVerifier.abi.Pack("ZK_PROVEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackZKPROVEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22330883.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ZK_PROVEN() view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackZKPROVEN() ([]byte, error) {
	return judgeVerifier.abi.Pack("ZK_PROVEN")
}

// UnpackZKPROVEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22330883.
//
// Solidity: function ZK_PROVEN() view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackZKPROVEN(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("ZK_PROVEN", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCheckAnchoredVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbeaacff0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkAnchoredVerdict((bytes32,address,uint64,uint64,bool,bytes32,bytes,bytes32,uint8,bytes32,bytes32) verdict, (bytes32,address,uint64,uint64,bool,bytes32,bytes,bytes32,uint8,bytes32,bytes32) provenance, (bytes32,uint256,uint256,bytes32[]) anchor) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) PackCheckAnchoredVerdict(verdict JudgeVerifierOffchainAttestation, provenance JudgeVerifierOffchainAttestation, anchor JudgeVerifierAnchorProof) []byte {
	enc, err := judgeVerifier.abi.Pack("checkAnchoredVerdict", verdict, provenance, anchor)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckAnchoredVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbeaacff0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkAnchoredVerdict((bytes32,address,uint64,uint64,bool,bytes32,bytes,bytes32,uint8,bytes32,bytes32) verdict, (bytes32,address,uint64,uint64,bool,bytes32,bytes,bytes32,uint8,bytes32,bytes32) provenance, (bytes32,uint256,uint256,bytes32[]) anchor) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) TryPackCheckAnchoredVerdict(verdict JudgeVerifierOffchainAttestation, provenance JudgeVerifierOffchainAttestation, anchor JudgeVerifierAnchorProof) ([]byte, error) {
	return judgeVerifier.abi.Pack("checkAnchoredVerdict", verdict, provenance, anchor)
}

// CheckAnchoredVerdictOutput serves as a container for the return parameters of contract
// method CheckAnchoredVerdict.
type CheckAnchoredVerdictOutput struct {
	Level  uint8
	Reason uint8
}

// UnpackCheckAnchoredVerdict is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbeaacff0.
//
// Solidity: function checkAnchoredVerdict((bytes32,address,uint64,uint64,bool,bytes32,bytes,bytes32,uint8,bytes32,bytes32) verdict, (bytes32,address,uint64,uint64,bool,bytes32,bytes,bytes32,uint8,bytes32,bytes32) provenance, (bytes32,uint256,uint256,bytes32[]) anchor) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) UnpackCheckAnchoredVerdict(data []byte) (CheckAnchoredVerdictOutput, error) {
	out, err := judgeVerifier.abi.Unpack("checkAnchoredVerdict", data)
	outstruct := new(CheckAnchoredVerdictOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Level = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Reason = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackCheckVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5341fd58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkVerdict(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) PackCheckVerdict(verdictUid [32]byte, provenanceUid [32]byte) []byte {
	enc, err := judgeVerifier.abi.Pack("checkVerdict", verdictUid, provenanceUid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckVerdict is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5341fd58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkVerdict(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) TryPackCheckVerdict(verdictUid [32]byte, provenanceUid [32]byte) ([]byte, error) {
	return judgeVerifier.abi.Pack("checkVerdict", verdictUid, provenanceUid)
}

// CheckVerdictOutput serves as a container for the return parameters of contract
// method CheckVerdict.
type CheckVerdictOutput struct {
	Level  uint8
	Reason uint8
}

// UnpackCheckVerdict is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5341fd58.
//
// Solidity: function checkVerdict(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) UnpackCheckVerdict(data []byte) (CheckVerdictOutput, error) {
	out, err := judgeVerifier.abi.Unpack("checkVerdict", data)
	outstruct := new(CheckVerdictOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Level = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Reason = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackCheckVerdictBound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x469781ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkVerdictBound(bytes32 verdictUid, bytes32 provenanceUid, bytes preimage) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) PackCheckVerdictBound(verdictUid [32]byte, provenanceUid [32]byte, preimage []byte) []byte {
	enc, err := judgeVerifier.abi.Pack("checkVerdictBound", verdictUid, provenanceUid, preimage)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckVerdictBound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x469781ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkVerdictBound(bytes32 verdictUid, bytes32 provenanceUid, bytes preimage) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) TryPackCheckVerdictBound(verdictUid [32]byte, provenanceUid [32]byte, preimage []byte) ([]byte, error) {
	return judgeVerifier.abi.Pack("checkVerdictBound", verdictUid, provenanceUid, preimage)
}

// CheckVerdictBoundOutput serves as a container for the return parameters of contract
// method CheckVerdictBound.
type CheckVerdictBoundOutput struct {
	Level  uint8
	Reason uint8
}

// UnpackCheckVerdictBound is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x469781ef.
//
// Solidity: function checkVerdictBound(bytes32 verdictUid, bytes32 provenanceUid, bytes preimage) view returns(uint8 level, uint8 reason)
func (judgeVerifier *JudgeVerifier) UnpackCheckVerdictBound(data []byte) (CheckVerdictBoundOutput, error) {
	out, err := judgeVerifier.abi.Unpack("checkVerdictBound", data)
	outstruct := new(CheckVerdictBoundOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Level = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Reason = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackEas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8150864d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eas() view returns(address)
func (judgeVerifier *JudgeVerifier) PackEas() []byte {
	enc, err := judgeVerifier.abi.Pack("eas")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8150864d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eas() view returns(address)
func (judgeVerifier *JudgeVerifier) TryPackEas() ([]byte, error) {
	return judgeVerifier.abi.Pack("eas")
}

// UnpackEas is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8150864d.
//
// Solidity: function eas() view returns(address)
func (judgeVerifier *JudgeVerifier) UnpackEas(data []byte) (common.Address, error) {
	out, err := judgeVerifier.abi.Unpack("eas", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEasVersionHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d0c8635.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function easVersionHash() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) PackEasVersionHash() []byte {
	enc, err := judgeVerifier.abi.Pack("easVersionHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEasVersionHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d0c8635.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function easVersionHash() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) TryPackEasVersionHash() ([]byte, error) {
	return judgeVerifier.abi.Pack("easVersionHash")
}

// UnpackEasVersionHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9d0c8635.
//
// Solidity: function easVersionHash() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) UnpackEasVersionHash(data []byte) ([32]byte, error) {
	out, err := judgeVerifier.abi.Unpack("easVersionHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLevelModules is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ead450e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function levelModules(address ) view returns(uint8)
func (judgeVerifier *JudgeVerifier) PackLevelModules(arg0 common.Address) []byte {
	enc, err := judgeVerifier.abi.Pack("levelModules", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLevelModules is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ead450e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function levelModules(address ) view returns(uint8)
func (judgeVerifier *JudgeVerifier) TryPackLevelModules(arg0 common.Address) ([]byte, error) {
	return judgeVerifier.abi.Pack("levelModules", arg0)
}

// UnpackLevelModules is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ead450e.
//
// Solidity: function levelModules(address ) view returns(uint8)
func (judgeVerifier *JudgeVerifier) UnpackLevelModules(data []byte) (uint8, error) {
	out, err := judgeVerifier.abi.Unpack("levelModules", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackModuleRevocations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e7690ad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function moduleRevocations(address ) view returns(uint16)
func (judgeVerifier *JudgeVerifier) PackModuleRevocations(arg0 common.Address) []byte {
	enc, err := judgeVerifier.abi.Pack("moduleRevocations", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackModuleRevocations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e7690ad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function moduleRevocations(address ) view returns(uint16)
func (judgeVerifier *JudgeVerifier) TryPackModuleRevocations(arg0 common.Address) ([]byte, error) {
	return judgeVerifier.abi.Pack("moduleRevocations", arg0)
}

// UnpackModuleRevocations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7e7690ad.
//
// Solidity: function moduleRevocations(address ) view returns(uint16)
func (judgeVerifier *JudgeVerifier) UnpackModuleRevocations(data []byte) (uint16, error) {
	out, err := judgeVerifier.abi.Unpack("moduleRevocations", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackProvenanceSchema is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x649c5dc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function provenanceSchema() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) PackProvenanceSchema() []byte {
	enc, err := judgeVerifier.abi.Pack("provenanceSchema")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProvenanceSchema is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x649c5dc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function provenanceSchema() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) TryPackProvenanceSchema() ([]byte, error) {
	return judgeVerifier.abi.Pack("provenanceSchema")
}

// UnpackProvenanceSchema is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x649c5dc6.
//
// Solidity: function provenanceSchema() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) UnpackProvenanceSchema(data []byte) ([32]byte, error) {
	out, err := judgeVerifier.abi.Unpack("provenanceSchema", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRecordLevel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0192e6dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordLevel(bytes32 verdictUid, bytes32 provenanceUid, uint8 level, bytes32 evidence, bytes32 platform, bytes6 fmspc) returns(bool stored)
func (judgeVerifier *JudgeVerifier) PackRecordLevel(verdictUid [32]byte, provenanceUid [32]byte, level uint8, evidence [32]byte, platform [32]byte, fmspc [6]byte) []byte {
	enc, err := judgeVerifier.abi.Pack("recordLevel", verdictUid, provenanceUid, level, evidence, platform, fmspc)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordLevel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0192e6dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordLevel(bytes32 verdictUid, bytes32 provenanceUid, uint8 level, bytes32 evidence, bytes32 platform, bytes6 fmspc) returns(bool stored)
func (judgeVerifier *JudgeVerifier) TryPackRecordLevel(verdictUid [32]byte, provenanceUid [32]byte, level uint8, evidence [32]byte, platform [32]byte, fmspc [6]byte) ([]byte, error) {
	return judgeVerifier.abi.Pack("recordLevel", verdictUid, provenanceUid, level, evidence, platform, fmspc)
}

// UnpackRecordLevel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0192e6dd.
//
// Solidity: function recordLevel(bytes32 verdictUid, bytes32 provenanceUid, uint8 level, bytes32 evidence, bytes32 platform, bytes6 fmspc) returns(bool stored)
func (judgeVerifier *JudgeVerifier) UnpackRecordLevel(data []byte) (bool, error) {
	out, err := judgeVerifier.abi.Unpack("recordLevel", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRecorded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6399790.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recorded(bytes32 ) view returns(address module, uint16 moduleRevocations, uint32 evidenceRevocations, bytes6 fmspc, bytes32 evidence, bytes32 platform)
func (judgeVerifier *JudgeVerifier) PackRecorded(arg0 [32]byte) []byte {
	enc, err := judgeVerifier.abi.Pack("recorded", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecorded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6399790.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recorded(bytes32 ) view returns(address module, uint16 moduleRevocations, uint32 evidenceRevocations, bytes6 fmspc, bytes32 evidence, bytes32 platform)
func (judgeVerifier *JudgeVerifier) TryPackRecorded(arg0 [32]byte) ([]byte, error) {
	return judgeVerifier.abi.Pack("recorded", arg0)
}

// RecordedOutput serves as a container for the return parameters of contract
// method Recorded.
type RecordedOutput struct {
	Module              common.Address
	ModuleRevocations   uint16
	EvidenceRevocations uint32
	Fmspc               [6]byte
	Evidence            [32]byte
	Platform            [32]byte
}

// UnpackRecorded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd6399790.
//
// Solidity: function recorded(bytes32 ) view returns(address module, uint16 moduleRevocations, uint32 evidenceRevocations, bytes6 fmspc, bytes32 evidence, bytes32 platform)
func (judgeVerifier *JudgeVerifier) UnpackRecorded(data []byte) (RecordedOutput, error) {
	out, err := judgeVerifier.abi.Unpack("recorded", data)
	outstruct := new(RecordedOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Module = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.ModuleRevocations = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	outstruct.EvidenceRevocations = *abi.ConvertType(out[2], new(uint32)).(*uint32)
	outstruct.Fmspc = *abi.ConvertType(out[3], new([6]byte)).(*[6]byte)
	outstruct.Evidence = *abi.ConvertType(out[4], new([32]byte)).(*[32]byte)
	outstruct.Platform = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackRecordedLevel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f7a3b00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recordedLevel(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint8 level, address module, bytes32 evidence)
func (judgeVerifier *JudgeVerifier) PackRecordedLevel(verdictUid [32]byte, provenanceUid [32]byte) []byte {
	enc, err := judgeVerifier.abi.Pack("recordedLevel", verdictUid, provenanceUid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecordedLevel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f7a3b00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recordedLevel(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint8 level, address module, bytes32 evidence)
func (judgeVerifier *JudgeVerifier) TryPackRecordedLevel(verdictUid [32]byte, provenanceUid [32]byte) ([]byte, error) {
	return judgeVerifier.abi.Pack("recordedLevel", verdictUid, provenanceUid)
}

// RecordedLevelOutput serves as a container for the return parameters of contract
// method RecordedLevel.
type RecordedLevelOutput struct {
	Level    uint8
	Module   common.Address
	Evidence [32]byte
}

// UnpackRecordedLevel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6f7a3b00.
//
// Solidity: function recordedLevel(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint8 level, address module, bytes32 evidence)
func (judgeVerifier *JudgeVerifier) UnpackRecordedLevel(data []byte) (RecordedLevelOutput, error) {
	out, err := judgeVerifier.abi.Unpack("recordedLevel", data)
	outstruct := new(RecordedLevelOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Level = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Module = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Evidence = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (judgeVerifier *JudgeVerifier) PackRegistry() []byte {
	enc, err := judgeVerifier.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (judgeVerifier *JudgeVerifier) TryPackRegistry() ([]byte, error) {
	return judgeVerifier.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (judgeVerifier *JudgeVerifier) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := judgeVerifier.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetLevelModule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21cc3891.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setLevelModule(address module, uint8 maxLevel) returns()
func (judgeVerifier *JudgeVerifier) PackSetLevelModule(module common.Address, maxLevel uint8) []byte {
	enc, err := judgeVerifier.abi.Pack("setLevelModule", module, maxLevel)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetLevelModule is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21cc3891.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setLevelModule(address module, uint8 maxLevel) returns()
func (judgeVerifier *JudgeVerifier) TryPackSetLevelModule(module common.Address, maxLevel uint8) ([]byte, error) {
	return judgeVerifier.abi.Pack("setLevelModule", module, maxLevel)
}

// PackVerdictSchema is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x404372c0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verdictSchema() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) PackVerdictSchema() []byte {
	enc, err := judgeVerifier.abi.Pack("verdictSchema")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerdictSchema is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x404372c0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verdictSchema() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) TryPackVerdictSchema() ([]byte, error) {
	return judgeVerifier.abi.Pack("verdictSchema")
}

// UnpackVerdictSchema is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x404372c0.
//
// Solidity: function verdictSchema() view returns(bytes32)
func (judgeVerifier *JudgeVerifier) UnpackVerdictSchema(data []byte) ([32]byte, error) {
	out, err := judgeVerifier.abi.Unpack("verdictSchema", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// JudgeVerifierLevelModuleSet represents a LevelModuleSet event raised by the JudgeVerifier contract.
type JudgeVerifierLevelModuleSet struct {
	Module   common.Address
	MaxLevel uint8
	Raw      *types.Log // Blockchain specific contextual infos
}

const JudgeVerifierLevelModuleSetEventName = "LevelModuleSet"

// ContractEventName returns the user-defined event name.
func (JudgeVerifierLevelModuleSet) ContractEventName() string {
	return JudgeVerifierLevelModuleSetEventName
}

// UnpackLevelModuleSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LevelModuleSet(address indexed module, uint8 maxLevel)
func (judgeVerifier *JudgeVerifier) UnpackLevelModuleSetEvent(log *types.Log) (*JudgeVerifierLevelModuleSet, error) {
	event := "LevelModuleSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != judgeVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JudgeVerifierLevelModuleSet)
	if len(log.Data) > 0 {
		if err := judgeVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range judgeVerifier.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// JudgeVerifierLevelRecorded represents a LevelRecorded event raised by the JudgeVerifier contract.
type JudgeVerifierLevelRecorded struct {
	VerdictUid    [32]byte
	ProvenanceUid [32]byte
	Level         uint8
	Module        common.Address
	Evidence      [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const JudgeVerifierLevelRecordedEventName = "LevelRecorded"

// ContractEventName returns the user-defined event name.
func (JudgeVerifierLevelRecorded) ContractEventName() string {
	return JudgeVerifierLevelRecordedEventName
}

// UnpackLevelRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LevelRecorded(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, uint8 level, address indexed module, bytes32 evidence)
func (judgeVerifier *JudgeVerifier) UnpackLevelRecordedEvent(log *types.Log) (*JudgeVerifierLevelRecorded, error) {
	event := "LevelRecorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != judgeVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(JudgeVerifierLevelRecorded)
	if len(log.Data) > 0 {
		if err := judgeVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range judgeVerifier.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (judgeVerifier *JudgeVerifier) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], judgeVerifier.abi.Errors["EvidenceNotAllowed"].ID.Bytes()[:4]) {
		return judgeVerifier.UnpackEvidenceNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], judgeVerifier.abi.Errors["NotLevelModule"].ID.Bytes()[:4]) {
		return judgeVerifier.UnpackNotLevelModuleError(raw[4:])
	}
	if bytes.Equal(raw[:4], judgeVerifier.abi.Errors["NotRegistryOwner"].ID.Bytes()[:4]) {
		return judgeVerifier.UnpackNotRegistryOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], judgeVerifier.abi.Errors["ReadStarved"].ID.Bytes()[:4]) {
		return judgeVerifier.UnpackReadStarvedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// JudgeVerifierEvidenceNotAllowed represents a EvidenceNotAllowed error raised by the JudgeVerifier contract.
type JudgeVerifierEvidenceNotAllowed struct {
	Level    uint8
	Evidence [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EvidenceNotAllowed(uint8 level, bytes32 evidence)
func JudgeVerifierEvidenceNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x0ea7854ac29b830618bfb23b15bd1d59f0770dbc98a20e72fb33818fee24342e")
}

// UnpackEvidenceNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EvidenceNotAllowed(uint8 level, bytes32 evidence)
func (judgeVerifier *JudgeVerifier) UnpackEvidenceNotAllowedError(raw []byte) (*JudgeVerifierEvidenceNotAllowed, error) {
	out := new(JudgeVerifierEvidenceNotAllowed)
	if err := judgeVerifier.abi.UnpackIntoInterface(out, "EvidenceNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JudgeVerifierNotLevelModule represents a NotLevelModule error raised by the JudgeVerifier contract.
type JudgeVerifierNotLevelModule struct {
	Caller common.Address
	Level  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLevelModule(address caller, uint8 level)
func JudgeVerifierNotLevelModuleErrorID() common.Hash {
	return common.HexToHash("0x35a9619bf4d953511ee325c42514465af614667d84da94a1d2e9673943e26362")
}

// UnpackNotLevelModuleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLevelModule(address caller, uint8 level)
func (judgeVerifier *JudgeVerifier) UnpackNotLevelModuleError(raw []byte) (*JudgeVerifierNotLevelModule, error) {
	out := new(JudgeVerifierNotLevelModule)
	if err := judgeVerifier.abi.UnpackIntoInterface(out, "NotLevelModule", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JudgeVerifierNotRegistryOwner represents a NotRegistryOwner error raised by the JudgeVerifier contract.
type JudgeVerifierNotRegistryOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistryOwner(address caller)
func JudgeVerifierNotRegistryOwnerErrorID() common.Hash {
	return common.HexToHash("0x40e2192f33d7808cc18cc90aa6c8bd29a7e2f9789eef4b9c43b8c5470cc362f5")
}

// UnpackNotRegistryOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistryOwner(address caller)
func (judgeVerifier *JudgeVerifier) UnpackNotRegistryOwnerError(raw []byte) (*JudgeVerifierNotRegistryOwner, error) {
	out := new(JudgeVerifierNotRegistryOwner)
	if err := judgeVerifier.abi.UnpackIntoInterface(out, "NotRegistryOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JudgeVerifierReadStarved represents a ReadStarved error raised by the JudgeVerifier contract.
type JudgeVerifierReadStarved struct {
	GasGiven *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReadStarved(uint256 gasGiven)
func JudgeVerifierReadStarvedErrorID() common.Hash {
	return common.HexToHash("0x6edb3146a4bd893ef05aedca51f32d3bb6f10381b1387c6bb528ac34b414f96b")
}

// UnpackReadStarvedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReadStarved(uint256 gasGiven)
func (judgeVerifier *JudgeVerifier) UnpackReadStarvedError(raw []byte) (*JudgeVerifierReadStarved, error) {
	out := new(JudgeVerifierReadStarved)
	if err := judgeVerifier.abi.UnpackIntoInterface(out, "ReadStarved", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SchemaRegistryMetaData contains all meta data concerning the SchemaRegistry contract.
var SchemaRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"AlreadyExists\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"registerer\",\"type\":\"address\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"}],\"name\":\"getSchema\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"uid\",\"type\":\"bytes32\"},{\"internalType\":\"contractISchemaResolver\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"},{\"internalType\":\"string\",\"name\":\"schema\",\"type\":\"string\"}],\"internalType\":\"structSchemaRecord\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"schema\",\"type\":\"string\"},{\"internalType\":\"contractISchemaResolver\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"revocable\",\"type\":\"bool\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SchemaRegistry",
	Bin: "0x60808060405234610016576107b8908161001c8239f35b600080fdfe60806040908082526004918236101561001757600080fd5b600091823560e01c90816360d7a2781461029757508063a2ea7c6e146101045763ffa1ad741461004657600080fd5b3461010057817ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610100578051918183019083821067ffffffffffffffff8311176100d45750926100d093825282527f302e323600000000000000000000000000000000000000000000000000000000602083015251918291602083526020830190610689565b0390f35b806041867f4e487b71000000000000000000000000000000000000000000000000000000006024945252fd5b5080fd5b503461010057602092837ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc360112610293576060808351610144816106cc565b85815285878201528585820152015235825281835280822090805191610169836106cc565b805483526001918282015491868501600273ffffffffffffffffffffffffffffffffffffffff92838616835260ff8589019660a01c16151586520188845196898354936101b585610758565b808b52948381169081156102505750600114610214575b50505050506101e1856100d097980386610717565b606087019485528251978897818952519088015251169085015251151560608401525160808084015260a0830190610689565b908094939b50528983205b82841061023d575050508501909601956101e1886100d087386101cc565b80548985018c0152928a0192810161021f565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016858c01525050505090151560051b86010196506101e1886100d087386101cc565b8280fd5b92939050346106625760607ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc3601126106625780359067ffffffffffffffff80831161065e573660238401121561065e57828201359181831161065a57366024848601011161065a576024359673ffffffffffffffffffffffffffffffffffffffff9182891680990361010057604435978815158099036102935761033b816106cc565b8281526020998a8201908152888201998a52885197848c7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe099818b601f83011601610386908d610717565b808c5280828d019460240185378b0101528b6060840199808b5283518d5115158d519384938185019687915180926103bd92610666565b84019260601b7fffffffffffffffffffffffffffffffffffffffff000000000000000000000000169083015260f81b6034820152036015810182526035016104059082610717565b519020998a8552848c5289852054610632579082918b600294528b8652858d528a8620925183556001968784019251167fffffffffffffffffffffff00000000000000000000000000000000000000000074ff000000000000000000000000000000000000000084549351151560a01b1692161717905501955190815194851161060657506104948654610758565b601f81116105c0575b508891601f8511600114610545578495509084939492919361051a575b50507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff91921b9260031b1c19161790555b817f7d917fcbc9a29a9705ff9936ffa599500e4fd902e4486bae317414fe967b307c848351338152a251908152f35b015191507fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff386104ba565b9294849081168785528a8520945b8b888383106105a95750505010610572575b505050811b0190556104eb565b01517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff60f88460031b161c19169055388080610565565b868601518855909601959485019487935001610553565b868352898320601f860160051c8101918b87106105fc575b601f0160051c019084905b8281106105f157505061049d565b8481550184906105e3565b90915081906105d8565b8260416024927f4e487b7100000000000000000000000000000000000000000000000000000000835252fd5b838a517f23369fa6000000000000000000000000000000000000000000000000000000008152fd5b8680fd5b8580fd5b8380fd5b60005b8381106106795750506000910152565b8181015183820152602001610669565b907fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f6020936106c581518092818752878088019101610666565b0116010190565b6080810190811067ffffffffffffffff8211176106e857604052565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052604160045260246000fd5b90601f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0910116810190811067ffffffffffffffff8211176106e857604052565b90600182811c921680156107a1575b602083101461077257565b7f4e487b7100000000000000000000000000000000000000000000000000000000600052602260045260246000fd5b91607f169161076756fea164736f6c6343000812000a",
}

// SchemaRegistry is an auto generated Go binding around an Ethereum contract.
type SchemaRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SchemaRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewSchemaRegistry creates a new instance of SchemaRegistry.
func NewSchemaRegistry() *SchemaRegistry {
	parsed, err := SchemaRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SchemaRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SchemaRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffa1ad74.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VERSION() view returns(string)
func (schemaRegistry *SchemaRegistry) PackVERSION() []byte {
	enc, err := schemaRegistry.abi.Pack("VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffa1ad74.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VERSION() view returns(string)
func (schemaRegistry *SchemaRegistry) TryPackVERSION() ([]byte, error) {
	return schemaRegistry.abi.Pack("VERSION")
}

// UnpackVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffa1ad74.
//
// Solidity: function VERSION() view returns(string)
func (schemaRegistry *SchemaRegistry) UnpackVERSION(data []byte) (string, error) {
	out, err := schemaRegistry.abi.Unpack("VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackGetSchema is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2ea7c6e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSchema(bytes32 uid) view returns((bytes32,address,bool,string))
func (schemaRegistry *SchemaRegistry) PackGetSchema(uid [32]byte) []byte {
	enc, err := schemaRegistry.abi.Pack("getSchema", uid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSchema is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2ea7c6e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSchema(bytes32 uid) view returns((bytes32,address,bool,string))
func (schemaRegistry *SchemaRegistry) TryPackGetSchema(uid [32]byte) ([]byte, error) {
	return schemaRegistry.abi.Pack("getSchema", uid)
}

// UnpackGetSchema is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa2ea7c6e.
//
// Solidity: function getSchema(bytes32 uid) view returns((bytes32,address,bool,string))
func (schemaRegistry *SchemaRegistry) UnpackGetSchema(data []byte) (SchemaRecord, error) {
	out, err := schemaRegistry.abi.Unpack("getSchema", data)
	if err != nil {
		return *new(SchemaRecord), err
	}
	out0 := *abi.ConvertType(out[0], new(SchemaRecord)).(*SchemaRecord)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60d7a278.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string schema, address resolver, bool revocable) returns(bytes32)
func (schemaRegistry *SchemaRegistry) PackRegister(schema string, resolver common.Address, revocable bool) []byte {
	enc, err := schemaRegistry.abi.Pack("register", schema, resolver, revocable)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60d7a278.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string schema, address resolver, bool revocable) returns(bytes32)
func (schemaRegistry *SchemaRegistry) TryPackRegister(schema string, resolver common.Address, revocable bool) ([]byte, error) {
	return schemaRegistry.abi.Pack("register", schema, resolver, revocable)
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x60d7a278.
//
// Solidity: function register(string schema, address resolver, bool revocable) returns(bytes32)
func (schemaRegistry *SchemaRegistry) UnpackRegister(data []byte) ([32]byte, error) {
	out, err := schemaRegistry.abi.Unpack("register", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// SchemaRegistryRegistered represents a Registered event raised by the SchemaRegistry contract.
type SchemaRegistryRegistered struct {
	Uid        [32]byte
	Registerer common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const SchemaRegistryRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (SchemaRegistryRegistered) ContractEventName() string {
	return SchemaRegistryRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(bytes32 indexed uid, address registerer)
func (schemaRegistry *SchemaRegistry) UnpackRegisteredEvent(log *types.Log) (*SchemaRegistryRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != schemaRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SchemaRegistryRegistered)
	if len(log.Data) > 0 {
		if err := schemaRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range schemaRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (schemaRegistry *SchemaRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], schemaRegistry.abi.Errors["AlreadyExists"].ID.Bytes()[:4]) {
		return schemaRegistry.UnpackAlreadyExistsError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SchemaRegistryAlreadyExists represents a AlreadyExists error raised by the SchemaRegistry contract.
type SchemaRegistryAlreadyExists struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyExists()
func SchemaRegistryAlreadyExistsErrorID() common.Hash {
	return common.HexToHash("0x23369fa654e4c51f5ac42da5f65f4077dc950e8257953b46f345ffc8debb45ac")
}

// UnpackAlreadyExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyExists()
func (schemaRegistry *SchemaRegistry) UnpackAlreadyExistsError(raw []byte) (*SchemaRegistryAlreadyExists, error) {
	out := new(SchemaRegistryAlreadyExists)
	if err := schemaRegistry.abi.UnpackIntoInterface(out, "AlreadyExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TdxQuoteVerifierMetaData contains all meta data concerning the TdxQuoteVerifier contract.
var TdxQuoteVerifierMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractJudgeVerifier\",\"name\":\"judgeVerifier_\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"rootKeyX_\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"rootKeyY_\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"why\",\"type\":\"string\"}],\"name\":\"BadQuote\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"NotAtLevel1\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"why\",\"type\":\"string\"}],\"name\":\"NotBound\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"chainHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"platform\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"name\":\"PlatformRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"}],\"name\":\"QuoteVerified\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"eas\",\"outputs\":[{\"internalType\":\"contractIEAS\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"judgeVerifier\",\"outputs\":[{\"internalType\":\"contractJudgeVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"platforms\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"keyX\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"keyY\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"platform\",\"type\":\"bytes32\"},{\"internalType\":\"bytes6\",\"name\":\"fmspc\",\"type\":\"bytes6\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"pemChain\",\"type\":\"bytes\"}],\"name\":\"registerPlatform\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"chainHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractEvaluatorRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rootKeyX\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rootKeyY\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"quote\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"preimage\",\"type\":\"bytes\"}],\"name\":\"verifyAndRecord\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"q\",\"type\":\"bytes\"}],\"name\":\"verifyQuote\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"measurement\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"reportData\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "TdxQuoteVerifier",
	Bin: "0x610120604052348015610010575f5ffd5b506040516133b23803806133b283398101604081905261002f91610147565b6001600160a01b03831660c081905260408051638150864d60e01b81529051638150864d916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b919061017b565b6001600160a01b03166080816001600160a01b031681525050826001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610114919061017b565b6001600160a01b031660a05260e091909152610100525061019d565b6001600160a01b0381168114610144575f5ffd5b50565b5f5f5f60608486031215610159575f5ffd5b835161016481610130565b602085015160409095015190969495509392505050565b5f6020828403121561018b575f5ffd5b815161019681610130565b9392505050565b60805160a05160c05160e0516101005161319361021f5f395f818161020a0152610b1201525f818160990152610af101525f81816101e301528181610337015281816103cb0152818161048f01526104c001525f818161016801528181610e2201528181610f060152611f4e01525f81816101a70152610c0501526131935ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c80637b103999116100635780637b103999146101635780638150864d146101a2578063a92a6b19146101c9578063cbf90098146101de578063e23e6ff814610205575f5ffd5b8063369fb6721461009457806336d18204146100ce57806338b2988a1461012f57806342348c5614610150575b5f5ffd5b6100bb7f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6101056100dc3660046129bf565b5f6020819052908152604090208054600182015460028301546003909301549192909160d01b84565b604080519485526020850193909352918301526001600160d01b03191660608201526080016100c5565b61014261013d366004612a1b565b61022c565b6040516100c5929190612a5a565b6100bb61015e366004612a1b565b610246565b61018a7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100c5565b61018a7f000000000000000000000000000000000000000000000000000000000000000081565b6101dc6101d7366004612a96565b610333565b005b61018a7f000000000000000000000000000000000000000000000000000000000000000081565b6100bb7f000000000000000000000000000000000000000000000000000000000000000081565b5f60606102398484610619565b5091969095509350505050565b5f5f5f5f6102548686610ac5565b9250925092505f5f848060200190518101906102709190612b18565b915091508787604051610284929190612b3a565b6040805191829003822060808301825284835260208084018581528484018981526001600160d01b03198916606087018181525f86815280865287902097518855925160018801559051600287015590516003909501805465ffffffffffff191660d09690961c9590951790945591519283529750859188917f01dda64489aaa50f5f97145a7a2e3ed9bb7b7a12911e9df0d04743cd78eb4e93910160405180910390a3505050505092915050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663469781ef898987876040518563ffffffff1660e01b81526004016103879493929190612b49565b6040805180830381865afa1580156103a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103c59190612b9a565b915091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d23d80cb6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610425573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104499190612bcb565b60ff168260ff1610156104795760405163028de15360e31b815260ff821660048201526024015b60405180910390fd5b5f5f5f6104878a8a8a610bff565b9250925092507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316630192e6dd8c8c7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316636dd12fc66040518163ffffffff1660e01b8152600401602060405180830381865afa15801561051a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061053e9190612bcb565b6040516001600160e01b031960e086901b1681526004810193909352602483019190915260ff16604482015260648101869052608481018590526001600160d01b0319841660a482015260c4016020604051808303815f875af11580156105a7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105cb9190612bfa565b1561060c57898b7fe734158d375d1589d2cc039790a92fc8360f0694dea65cae5129ed8b6331356a8560405161060391815260200190565b60405180910390a35b5050505050505050505050565b5f6060818061062b6104c26002612c27565b85101561064b5760405163683ce06360e11b815260040161047090612c40565b61065686865f6110c5565b6004141580610671575061066c868660026110c5565b600214155b80610688575061068386866004611118565b608114155b156106d65760405163683ce06360e11b815260206004820152601d60248201527f6e6f742061205444582076342045434453412d503235362071756f74650000006044820152606401610470565b6106e386866102fc6110c5565b6006146107415760405163683ce06360e11b815260206004820152602560248201527f63657274696669636174696f6e2064617461206973206e6f7420612051452072604482015264195c1bdc9d60da1b6064820152608401610470565b61084960026107546102785f898b612c5f565b604051610762929190612b3a565b602060405180830381855afa15801561077d573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906107a09190612c86565b8761027c886107b0826040612c27565b926107bd93929190612c5f565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508b92506102bc91508a9050610803826040612c27565b9261081093929190612c5f565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061114692505050565b6108885760405163683ce06360e11b815260206004820152600f60248201526e71756f7465207369676e617475726560881b6044820152606401610470565b61089286866111f2565b5f61089d878761133c565b905060606108ac88888461151a565b9095509350905061097a6002896103028a6108c982610180612c27565b926108d693929190612c5f565b6040516108e4929190612b3a565b602060405180830381855afa1580156108ff573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906109229190612c86565b896104828a610932826040612c27565b9261093f93929190612c5f565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250869250611146915050565b6109bd5760405163683ce06360e11b81526020600482015260136024820152725145207265706f7274207369676e617475726560681b6044820152606401610470565b60028860b8896109ce826030612c27565b926109db93929190612c5f565b8a6101788b6109eb8260c0612c27565b926109f893929190612c5f565b604051602001610a0b9493929190612c9d565b60408051601f1981840301815290829052610a2591612cd3565b602060405180830381855afa158015610a40573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190610a639190612c86565b95508761023888610a75826040612c27565b92610a8293929190612c5f565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250989b929a50959850939650945050505050565b60605f5f5f5f610ad687875f6116a8565b915091505f610ae68888846116a8565b5090505f5f610b36837f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006119da565b915091505f5f610b478785856119da565b915091505f5f610b5689611a82565b60408051602081018890528082018790528151808203830181526060820183526001600160801b03198516608083015282516070818403018152609090920192839052939550919350600291610bab91612cd3565b602060405180830381855afa158015610bc6573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190610be99190612c86565b909c509a50985050505050505050509250925092565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a3112a64886040518263ffffffff1660e01b8152600401610c5191815260200190565b5f60405180830381865afa158015610c6b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610c929190810190612dd4565b90508061012001515160a014610cd85760405163edb8c19b60e01b815260206004820152600a60248201526970726f76656e616e636560b01b6044820152606401610470565b5f5f5f5f5f856101200151806020019051810190610cf69190612ec9565b945094509450945094508160028c8c604051610d13929190612b3a565b602060405180830381855afa158015610d2e573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190610d519190612c86565b14610d8c5760405163edb8c19b60e01b815260206004820152600a6024820152690e2eadee8ca40d0c2e6d60b31b6044820152606401610470565b6060610d988c8c610619565b929c509a509098509050610dac8c8c611ca1565b818a14610e0c5760405163edb8c19b60e01b815260206004820152602760248201527f6d6561737572656d656e7420646966666572732066726f6d207468652070726f60448201526676656e616e636560c81b6064820152608401610470565b6040516343daf76560e01b8152600481018b90527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906343daf76590602401602060405180830381865afa158015610e6f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e939190612bfa565b610ee05760405163edb8c19b60e01b815260206004820152601760248201527f6d6561737572656d656e74206e6f7420616c6c6f7765640000000000000000006044820152606401610470565b60405163c22240ef60e01b8152600481018a90526001600160d01b0319891660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063c22240ef90604401602060405180830381865afa158015610f53573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f779190612bfa565b15610fb85760405163edb8c19b60e01b815260206004820152601060248201526f1c1b185d199bdc9b481c995d9bdad95960821b6044820152606401610470565b610fc38c8c8c611f2c565b6040805160208101869052908101869052606081018790525f9060029060800160408051601f1981840301815290829052610ffd91612cd3565b602060405180830381855afa158015611018573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061103b9190612c86565b60405190915061105a9082905f90602001918252602082015260400190565b604051602081830303815290604052805190602001208280519060200120146110b45760405163edb8c19b60e01b815260206004820152600b60248201526a7265706f7274206461746160a81b6044820152606401610470565b505050505050505093509350939050565b5f600884846110d5856001612c27565b8181106110e4576110e4612f05565b919091013560f81c90911b905084848481811061110357611103612f05565b919091013560f81c9190911795945050505050565b5f6010611130858561112b866002612c27565b6110c5565b901b61113d8585856110c5565b17949350505050565b5f5f5f6101006001600160a01b031686868660405160200161116a93929190612f19565b60408051601f198184030181529082905261118491612cd3565b5f60405180830381855afa9150503d805f81146111bc576040519150601f19603f3d011682016040523d82523d5f602084013e6111c1565b606091505b50915091508180156111d4575080516020145b80156111e857506111e481612f3c565b6001145b9695505050505050565b7fdc9e2a7c6f948f17474e34a7fc43ed030f7c1563f1babddf6340c82e0e54a8c582826112226103026080612c27565b9061123061030260a0612c27565b9261123d93929190612c5f565b61124691612f62565b14158061126657506002611263838361112b610302610100612c27565b14155b156112c85760405163683ce06360e11b815260206004820152602b60248201527f5145207265706f7274206973206e6f7420496e74656c27732054442071756f7460448201526a696e6720656e636c61766560a81b6064820152608401610470565b81816112d76103026030612c27565b8181106112e6576112e6612f05565b9091013560f81c6002161590506113385760405163683ce06360e11b815260206004820152601560248201527464656275672071756f74696e6720656e636c61766560581b6044820152606401610470565b5050565b5f5f61134b84846104c26110c5565b90508061135b6104c26002612c27565b6113659190612c27565b9150611372826006612c27565b8310156113925760405163683ce06360e11b815260040161047090612c40565b5f6002856102bc866113a5826040612c27565b926113b293929190612c5f565b87876113c16104c26002612c27565b6113cd92899290612c5f565b6040516020016113e09493929190612c9d565b60408051601f19818403018152908290526113fa91612cd3565b602060405180830381855afa158015611415573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906114389190612c86565b905080858561144b610302610140612c27565b9061145a610302610160612c27565b9261146793929190612c5f565b61147091612f62565b1415806114b157505f8585611489610302610160612c27565b90611498610302610180612c27565b926114a593929190612c5f565b6114ae91612f62565b14155b156115125760405163683ce06360e11b815260206004820152602a60248201527f6174746573746174696f6e206b6579206e6f7420626f756e6420627920746865604482015269081451481c995c1bdc9d60b21b6064820152608401610470565b505092915050565b60605f5f6115298686866110c5565b6005146115875760405163683ce06360e11b815260206004820152602560248201527f63657274696669636174696f6e2064617461206973206e6f7420612050434b2060448201526431b430b4b760d91b6064820152608401610470565b5f61159d8787611598886002612c27565b611118565b9050806115ab866006612c27565b6115b59190612c27565b8610156115d55760405163683ce06360e11b815260040161047090612c40565b365f88886115e4896006612c27565b90856115f18b6006612c27565b6115fb9190612c27565b9261160893929190612c5f565b915091505f5f5f848460405161161f929190612b3a565b604051809103902081526020019081526020015f2090505f5f1b815f01541461168a578054600182015460408051602081019390935282015260600160408051601f19818403018152919052600282015460039092015490975090955060d01b935061169f92505050565b6116948383610ac5565b965096509650505050505b93509350939050565b60605f825b846116b982600b612c27565b1115801561170257508581866116d082600b612c27565b926116dd93929190612c5f565b6116e691612f7f565b6001600160a81b0319166a01696969696a122a3a4a7160ad1b14155b15611719578061171181612fb7565b9150506116ad565b8461172582600b612c27565b11156117865760405163683ce06360e11b815260206004820152602960248201527f50434b20636861696e20686173206665776572207468616e2074776f2063657260448201526874696669636174657360b81b6064820152608401610470565b84811080156117be57508585828181106117a2576117a2612f05565b9050013560f81c60f81b6001600160f81b031916600a60f81b14155b156117d557806117cd81612fb7565b915050611786565b806117df81612fb7565b9150505f6040518061014001604052806101018152602001613086610101913990505f61180c8388612fcf565b611817906020612c27565b67ffffffffffffffff81111561182f5761182f612cde565b6040519080825280601f01601f191660200182016040528015611859576020820181803683370190505b50945060208201602086015f5f5f878d018c8e015b808210156118eb57813560f81c8701515f1a60408110156118ba5760069490941b8417936001840193600219016118b4578460e81b868801526003860195505f94505f93505b506118e0565b60fe81036118c857506118e0565b60fd81036118d657506118eb565b50600197506118eb565b60018201915061186e565b5060028203611903578260041c848601536001840193505b6003820361191d578260021c60f01b848601526002840193505b6001820361192a57600196505b928a5250508a9003945050811590506119735760405163683ce06360e11b815260206004820152600a6024820152691411534818985cd94d8d60b21b6044820152606401610470565b86831080156119ab575087878481811061198f5761198f612f05565b9050013560f81c60f81b6001600160f81b031916600a60f81b14155b156119c257826119ba81612fb7565b935050611973565b6119cd836001612c27565b9350505050935093915050565b5f5f5f5f5f5f6119e9896120cb565b9350935093509350611a2684848a8a604051602001611a12929190918252602082015260400190565b604051602081830303815290604052611146565b611a675760405163683ce06360e11b815260206004820152601160248201527031b2b93a34b334b1b0ba329031b430b4b760791b6044820152606401610470565b611a7289838361228a565b9550955050505050935093915050565b5f5f5f5f611a8f85612439565b915091505f5f5b8284108015611aac5750818015611aaa5750805b155b15611c33575f5f611abf898760306125c1565b92509250508095505f611ad48a8460066125c1565b925050508281611ae49190612fcf565b600c141580611b1757506a060a2a864886f84d010d0160a81b611b0a8b85016020015190565b6001600160a81b03191614155b15611b2457505050611a96565b5f8a611b3185600b612c27565b81518110611b4157611b41612f05565b016020015160f81c905060018114801590611b6057508060ff16600414155b15611b6e5750505050611a96565b5f5f611b7c8d8560046125c1565b925092505084811180611baf57508260ff16600114611b9c576006611b9f565b60105b60ff16611bac8383612fcf565b14155b15611bfd5760405163683ce06360e11b815260206004820152601d60248201527f50434b2063657274696669636174652053475820657874656e73696f6e0000006044820152606401610470565b8260ff16600103611c1a576020828e0101519b5060019750611c28565b6020828e0101519a50600196505b505050505050611a96565b811580611c3e575080155b15611c985760405163683ce06360e11b8152602060048201526024808201527f50434b20636572746966696361746520686173206e6f2050504944206f7220466044820152634d53504360e01b6064820152608401610470565b50505050915091565b60a8828282818110611cb557611cb5612f05565b909101356001600160f81b031916159050611cfe5760405163edb8c19b60e01b81526020600482015260086024820152671919589d59c8151160c21b6044820152606401610470565b8282611d0b836001612c27565b818110611d1a57611d1a612f05565b909101356001600160f81b0319161515905080611d6157508282611d3f836002612c27565b818110611d4e57611d4e612f05565b909101356001600160f81b031916151590505b80611d9257508282611d74836003612c27565b818110611d8357611d83612f05565b9091013560f81c602f16151590505b80611dc757508282611da5836004612c27565b818110611db457611db4612f05565b909101356001600160f81b031916151590505b80611dfc57508282611dda836005612c27565b818110611de957611de9612f05565b909101356001600160f81b031916151590505b80611e3157508282611e0f836006612c27565b818110611e1e57611e1e612f05565b909101356001600160f81b031916151590505b80611e6257508282611e44836007612c27565b818110611e5357611e53612f05565b9091013560f81c607f16151590505b15611eb05760405163edb8c19b60e01b815260206004820152601a60248201527f72657365727665642054442061747472696275746520626974730000000000006044820152606401610470565b8282611ebd836003612c27565b818110611ecc57611ecc612f05565b9091013560f81c6010165f039050611f275760405163edb8c19b60e01b815260206004820152601760248201527f534550545f56455f44495341424c45206e6f74207365740000000000000000006044820152606401610470565b505050565b60405163050ddbdb60e11b8152600481018290525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630a1bb7b6906024016040805180830381865afa158015611f92573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611fb69190612fe2565b90925090505f5b601081101561205c57828160108110611fd857611fd8612f05565b1a8686611fe6846030612c27565b818110611ff557611ff5612f05565b9050013560f81c60f81b60f81c60ff1610156120545760405163edb8c19b60e01b815260206004820152601960248201527f544545205443422062656c6f7720746865206d696e696d756d000000000000006044820152606401610470565b600101611fbd565b5061ffff8116612075868661112b610302610102612c27565b10156120c45760405163edb8c19b60e01b815260206004820152601b60248201527f51452049535653564e2062656c6f7720746865206d696e696d756d00000000006044820152606401610470565b5050505050565b5f60605f5f5f5f6120de875f60306125c1565b9250925050865181146121045760405163683ce06360e11b81526004016104709061302c565b612110878360306125c1565b909550935061212290508783856125fb565b95505f612131888560306125c1565b925050505f5f6121438a8460036125c1565b925092505089828151811061215a5761215a612f05565b01602001516001600160f81b031916156121b75760405163683ce06360e11b815260206004820152601a60248201527f6365727469666963617465207369676e617475726520626974730000000000006044820152606401610470565b6121cd8a6121c6846001612c27565b60306125c1565b5093505f9050806121e08c8660026125c1565b92509250505f6121f18d8484612652565b90506121ff8d8360026125c1565b975093505083861461224c5760405163683ce06360e11b81526020600482015260156024820152746365727469666963617465207369676e617475726560581b6044820152606401610470565b806122588e8589612652565b6040805160208101939093528201526060016040516020818303038152906040529a5050505050505050509193509193565b5f5f84848151811061229e5761229e612f05565b016020015160f81c60a0036122be576122b9858560a06125c1565b955050505b5f5b60058110156122df576122d3868661272b565b965050506001016122c0565b505f5f6122ee878760306125c1565b9250925050848111156123145760405163683ce06360e11b81526004016104709061305c565b5f612321888460306125c1565b925050505f5f6123338a8460036125c1565b925092505083811180612350575061234b8282612fcf565b604214155b8061237a575089828151811061236857612368612f05565b01602001516001600160f81b03191615155b806123b457508961238c836001612c27565b8151811061239c5761239c612f05565b6020910101516001600160f81b031916600160fa1b14155b156124025760405163683ce06360e11b815260206004820152601c60248201527f6365727469666963617465206b6579206973206e6f7420502d323536000000006044820152606401610470565b6124198a612411846002612c27565b016020015190565b965061242a8a612411846022612c27565b95505050505050935093915050565b5f5f5f5f61244685612880565b915091505b8082101561256c575f5f612461878560306125c1565b92509250508093505f612476888460066125c1565b9250505082816124869190612fcf565b600b1415806124b957506a06092a864886f84d010d0160a81b6124ac8985016020015190565b6001600160a81b03191614155b156124c65750505061244b565b8781815181106124d8576124d8612f05565b016020015160f81c6001036124f8576124f3888260016125c1565b925050505b612504888260046125c1565b9094509150508181111561252b5760405163683ce06360e11b81526004016104709061305c565b612537888460306125c1565b9096509450508084111561255e5760405163683ce06360e11b81526004016104709061305c565b509296919550909350505050565b60405163683ce06360e11b8152602060048201526024808201527f50434b20636572746966696361746520686173206e6f2053475820657874656e60448201526339b4b7b760e11b6064820152608401610470565b5f5f5f6125ce868661272b565b9194509250905060ff8084169085161461169f5760405163683ce06360e11b81526004016104709061305c565b5f5f60205f85850386602089010160025afa90505f5191508061264a5760405163683ce06360e11b815260206004820152600660248201526539b430991a9b60d11b6044820152606401610470565b509392505050565b5f5b8183108015612681575083838151811061267057612670612f05565b01602001516001600160f81b031916155b15612698578261269081612fb7565b935050612654565b60206126a48484612fcf565b11156126f35760405163683ce06360e11b815260206004820152601d60248201527f6365727469666963617465207369676e617475726520696e74656765720000006044820152606401610470565b825b8281101561264a5784818151811061270f5761270f612f05565b60209101015160f81c60089290921b91909117906001016126f5565b5f5f5f845184600261273d9190612c27565b111561275c5760405163683ce06360e11b81526004016104709061305c565b84848151811061276e5761276e612f05565b016020015160f81c92505f85612785866001612c27565b8151811061279557612795612f05565b016020015160f81c90506127aa856002612c27565b92506080811061284a57607f81168015806127c55750600281115b806127d9575086516127d78286612c27565b115b156127f75760405163683ce06360e11b81526004016104709061302c565b5f9150815b8181101561283b578761280f8287612c27565b8151811061281f5761281f612f05565b60209101015160f81c60089390931b92909217916001016127fc565b506128468185612c27565b9350505b6128548184612c27565b915085518211156128785760405163683ce06360e11b81526004016104709061302c565b509250925092565b5f5f5f61288f845f60306125c1565b509150505f5f6128a1868460306125c1565b92509250508192508583815181106128bb576128bb612f05565b016020015160f81c60a0036128db576128d6868460a06125c1565b945050505b5f5b60068110156128fc576128f0878561272b565b955050506001016128dd565b505b8083101561296c575f5f5f612913898761272b565b9250925092508260ff1660a30361296257838111156129455760405163683ce06360e11b81526004016104709061305c565b612951898360306125c1565b909b909a5098505050505050505050565b94506128fe915050565b60405163683ce06360e11b815260206004820152602160248201527f50434b20636572746966696361746520686173206e6f20657874656e73696f6e6044820152607360f81b6064820152608401610470565b5f602082840312156129cf575f5ffd5b5035919050565b5f5f83601f8401126129e6575f5ffd5b50813567ffffffffffffffff8111156129fd575f5ffd5b602083019150836020828501011115612a14575f5ffd5b9250929050565b5f5f60208385031215612a2c575f5ffd5b823567ffffffffffffffff811115612a42575f5ffd5b612a4e858286016129d6565b90969095509350505050565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b5f5f5f5f5f5f60808789031215612aab575f5ffd5b8635955060208701359450604087013567ffffffffffffffff811115612acf575f5ffd5b612adb89828a016129d6565b909550935050606087013567ffffffffffffffff811115612afa575f5ffd5b612b0689828a016129d6565b979a9699509497509295939492505050565b5f5f60408385031215612b29575f5ffd5b505080516020909101519092909150565b818382375f9101908152919050565b84815283602082015260606040820152816060820152818360808301375f818301608090810191909152601f909201601f191601019392505050565b805160ff81168114612b95575f5ffd5b919050565b5f5f60408385031215612bab575f5ffd5b612bb483612b85565b9150612bc260208401612b85565b90509250929050565b5f60208284031215612bdb575f5ffd5b612be482612b85565b9392505050565b80518015158114612b95575f5ffd5b5f60208284031215612c0a575f5ffd5b612be482612beb565b634e487b7160e01b5f52601160045260245ffd5b80820180821115612c3a57612c3a612c13565b92915050565b6020808252600590820152641cda1bdc9d60da1b604082015260600190565b5f5f85851115612c6d575f5ffd5b83861115612c79575f5ffd5b5050820193919092039150565b5f60208284031215612c96575f5ffd5b5051919050565b838582375f8482015f8152838582375f93019283525090949350505050565b5f81518060208401855e5f93019283525090919050565b5f612be48284612cbc565b634e487b7160e01b5f52604160045260245ffd5b604051610140810167ffffffffffffffff81118282101715612d1657612d16612cde565b60405290565b805167ffffffffffffffff81168114612b95575f5ffd5b80516001600160a01b0381168114612b95575f5ffd5b5f82601f830112612d58575f5ffd5b815167ffffffffffffffff811115612d7257612d72612cde565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715612da157612da1612cde565b604052818152838201602001851015612db8575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215612de4575f5ffd5b815167ffffffffffffffff811115612dfa575f5ffd5b82016101408185031215612e0c575f5ffd5b612e14612cf2565b8151815260208083015190820152612e2e60408301612d1c565b6040820152612e3f60608301612d1c565b6060820152612e5060808301612d1c565b608082015260a08281015190820152612e6b60c08301612d33565b60c0820152612e7c60e08301612d33565b60e0820152612e8e6101008301612beb565b61010082015261012082015167ffffffffffffffff811115612eae575f5ffd5b612eba86828501612d49565b61012083015250949350505050565b5f5f5f5f5f60a08688031215612edd575f5ffd5b5050835160208501516040860151606087015160809097015192989197509594509092509050565b634e487b7160e01b5f52603260045260245ffd5b8381525f612f33612f2d6020840186612cbc565b84612cbc565b95945050505050565b80516020808301519190811015612f5c575f198160200360031b1b821691505b50919050565b80356020831015612c3a575f19602084900360031b1b1692915050565b80356001600160a81b0319811690600b841015612fb0576001600160a81b0319600b85900360031b81901b82161691505b5092915050565b5f60018201612fc857612fc8612c13565b5060010190565b81810381811115612c3a57612c3a612c13565b5f5f60408385031215612ff3575f5ffd5b82516001600160801b03198116811461300a575f5ffd5b602084015190925061ffff81168114613021575f5ffd5b809150509250929050565b6020808252601690820152750c6cae4e8d2ccd2c6c2e8ca40888aa440d8cadccee8d60531b604082015260600190565b6020808252600f908201526e31b2b93a34b334b1b0ba32902222a960891b60408201526060019056fefffffffffffffffffffffefffffeffffffffffffffffffffffffffffffffffffffffffffffffffffffffff3efffdff3f3435363738393a3b3c3dfffffffeffffff000102030405060708090a0b0c0d0e0f10111213141516171819ffffffffffff1a1b1c1d1e1f202122232425262728292a2b2c2d2e2f30313233ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa164736f6c6343000825000a",
}

// TdxQuoteVerifier is an auto generated Go binding around an Ethereum contract.
type TdxQuoteVerifier struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TdxQuoteVerifier) GetABI() abi.ABI {
	return c.abi
}

// NewTdxQuoteVerifier creates a new instance of TdxQuoteVerifier.
func NewTdxQuoteVerifier() *TdxQuoteVerifier {
	parsed, err := TdxQuoteVerifierMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TdxQuoteVerifier{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TdxQuoteVerifier) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address judgeVerifier_, bytes32 rootKeyX_, bytes32 rootKeyY_) returns()
func (tdxQuoteVerifier *TdxQuoteVerifier) PackConstructor(judgeVerifier_ common.Address, rootKeyX_ [32]byte, rootKeyY_ [32]byte) []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("", judgeVerifier_, rootKeyX_, rootKeyY_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackEas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8150864d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eas() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackEas() []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("eas")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8150864d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eas() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackEas() ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("eas")
}

// UnpackEas is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8150864d.
//
// Solidity: function eas() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackEas(data []byte) (common.Address, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("eas", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackJudgeVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcbf90098.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function judgeVerifier() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackJudgeVerifier() []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("judgeVerifier")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJudgeVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcbf90098.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function judgeVerifier() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackJudgeVerifier() ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("judgeVerifier")
}

// UnpackJudgeVerifier is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcbf90098.
//
// Solidity: function judgeVerifier() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackJudgeVerifier(data []byte) (common.Address, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("judgeVerifier", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPlatforms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36d18204.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function platforms(bytes32 ) view returns(bytes32 keyX, bytes32 keyY, bytes32 platform, bytes6 fmspc)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackPlatforms(arg0 [32]byte) []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("platforms", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlatforms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36d18204.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function platforms(bytes32 ) view returns(bytes32 keyX, bytes32 keyY, bytes32 platform, bytes6 fmspc)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackPlatforms(arg0 [32]byte) ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("platforms", arg0)
}

// PlatformsOutput serves as a container for the return parameters of contract
// method Platforms.
type PlatformsOutput struct {
	KeyX     [32]byte
	KeyY     [32]byte
	Platform [32]byte
	Fmspc    [6]byte
}

// UnpackPlatforms is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x36d18204.
//
// Solidity: function platforms(bytes32 ) view returns(bytes32 keyX, bytes32 keyY, bytes32 platform, bytes6 fmspc)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackPlatforms(data []byte) (PlatformsOutput, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("platforms", data)
	outstruct := new(PlatformsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.KeyX = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.KeyY = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Platform = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	outstruct.Fmspc = *abi.ConvertType(out[3], new([6]byte)).(*[6]byte)
	return *outstruct, nil
}

// PackRegisterPlatform is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42348c56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerPlatform(bytes pemChain) returns(bytes32 chainHash)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackRegisterPlatform(pemChain []byte) []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("registerPlatform", pemChain)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterPlatform is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42348c56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerPlatform(bytes pemChain) returns(bytes32 chainHash)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackRegisterPlatform(pemChain []byte) ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("registerPlatform", pemChain)
}

// UnpackRegisterPlatform is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42348c56.
//
// Solidity: function registerPlatform(bytes pemChain) returns(bytes32 chainHash)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackRegisterPlatform(data []byte) ([32]byte, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("registerPlatform", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackRegistry() []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackRegistry() ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRootKeyX is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x369fb672.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rootKeyX() view returns(bytes32)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackRootKeyX() []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("rootKeyX")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRootKeyX is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x369fb672.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rootKeyX() view returns(bytes32)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackRootKeyX() ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("rootKeyX")
}

// UnpackRootKeyX is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x369fb672.
//
// Solidity: function rootKeyX() view returns(bytes32)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackRootKeyX(data []byte) ([32]byte, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("rootKeyX", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRootKeyY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe23e6ff8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rootKeyY() view returns(bytes32)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackRootKeyY() []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("rootKeyY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRootKeyY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe23e6ff8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rootKeyY() view returns(bytes32)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackRootKeyY() ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("rootKeyY")
}

// UnpackRootKeyY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe23e6ff8.
//
// Solidity: function rootKeyY() view returns(bytes32)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackRootKeyY(data []byte) ([32]byte, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("rootKeyY", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifyAndRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa92a6b19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndRecord(bytes32 verdictUid, bytes32 provenanceUid, bytes quote, bytes preimage) returns()
func (tdxQuoteVerifier *TdxQuoteVerifier) PackVerifyAndRecord(verdictUid [32]byte, provenanceUid [32]byte, quote []byte, preimage []byte) []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("verifyAndRecord", verdictUid, provenanceUid, quote, preimage)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa92a6b19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndRecord(bytes32 verdictUid, bytes32 provenanceUid, bytes quote, bytes preimage) returns()
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackVerifyAndRecord(verdictUid [32]byte, provenanceUid [32]byte, quote []byte, preimage []byte) ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("verifyAndRecord", verdictUid, provenanceUid, quote, preimage)
}

// PackVerifyQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38b2988a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyQuote(bytes q) view returns(bytes32 measurement, bytes reportData)
func (tdxQuoteVerifier *TdxQuoteVerifier) PackVerifyQuote(q []byte) []byte {
	enc, err := tdxQuoteVerifier.abi.Pack("verifyQuote", q)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38b2988a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyQuote(bytes q) view returns(bytes32 measurement, bytes reportData)
func (tdxQuoteVerifier *TdxQuoteVerifier) TryPackVerifyQuote(q []byte) ([]byte, error) {
	return tdxQuoteVerifier.abi.Pack("verifyQuote", q)
}

// VerifyQuoteOutput serves as a container for the return parameters of contract
// method VerifyQuote.
type VerifyQuoteOutput struct {
	Measurement [32]byte
	ReportData  []byte
}

// UnpackVerifyQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38b2988a.
//
// Solidity: function verifyQuote(bytes q) view returns(bytes32 measurement, bytes reportData)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackVerifyQuote(data []byte) (VerifyQuoteOutput, error) {
	out, err := tdxQuoteVerifier.abi.Unpack("verifyQuote", data)
	outstruct := new(VerifyQuoteOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Measurement = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.ReportData = *abi.ConvertType(out[1], new([]byte)).(*[]byte)
	return *outstruct, nil
}

// TdxQuoteVerifierPlatformRegistered represents a PlatformRegistered event raised by the TdxQuoteVerifier contract.
type TdxQuoteVerifierPlatformRegistered struct {
	ChainHash [32]byte
	Platform  [32]byte
	Fmspc     [6]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const TdxQuoteVerifierPlatformRegisteredEventName = "PlatformRegistered"

// ContractEventName returns the user-defined event name.
func (TdxQuoteVerifierPlatformRegistered) ContractEventName() string {
	return TdxQuoteVerifierPlatformRegisteredEventName
}

// UnpackPlatformRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PlatformRegistered(bytes32 indexed chainHash, bytes32 indexed platform, bytes6 fmspc)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackPlatformRegisteredEvent(log *types.Log) (*TdxQuoteVerifierPlatformRegistered, error) {
	event := "PlatformRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tdxQuoteVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TdxQuoteVerifierPlatformRegistered)
	if len(log.Data) > 0 {
		if err := tdxQuoteVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tdxQuoteVerifier.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// TdxQuoteVerifierQuoteVerified represents a QuoteVerified event raised by the TdxQuoteVerifier contract.
type TdxQuoteVerifierQuoteVerified struct {
	VerdictUid    [32]byte
	ProvenanceUid [32]byte
	Measurement   [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const TdxQuoteVerifierQuoteVerifiedEventName = "QuoteVerified"

// ContractEventName returns the user-defined event name.
func (TdxQuoteVerifierQuoteVerified) ContractEventName() string {
	return TdxQuoteVerifierQuoteVerifiedEventName
}

// UnpackQuoteVerifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event QuoteVerified(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, bytes32 measurement)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackQuoteVerifiedEvent(log *types.Log) (*TdxQuoteVerifierQuoteVerified, error) {
	event := "QuoteVerified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != tdxQuoteVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TdxQuoteVerifierQuoteVerified)
	if len(log.Data) > 0 {
		if err := tdxQuoteVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range tdxQuoteVerifier.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], tdxQuoteVerifier.abi.Errors["BadQuote"].ID.Bytes()[:4]) {
		return tdxQuoteVerifier.UnpackBadQuoteError(raw[4:])
	}
	if bytes.Equal(raw[:4], tdxQuoteVerifier.abi.Errors["NotAtLevel1"].ID.Bytes()[:4]) {
		return tdxQuoteVerifier.UnpackNotAtLevel1Error(raw[4:])
	}
	if bytes.Equal(raw[:4], tdxQuoteVerifier.abi.Errors["NotBound"].ID.Bytes()[:4]) {
		return tdxQuoteVerifier.UnpackNotBoundError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TdxQuoteVerifierBadQuote represents a BadQuote error raised by the TdxQuoteVerifier contract.
type TdxQuoteVerifierBadQuote struct {
	Why string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadQuote(string why)
func TdxQuoteVerifierBadQuoteErrorID() common.Hash {
	return common.HexToHash("0xd079c0c6346d64ba91fd96c19ed0afeb7a226d94b48a473a9fdc46e8143a3238")
}

// UnpackBadQuoteError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadQuote(string why)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackBadQuoteError(raw []byte) (*TdxQuoteVerifierBadQuote, error) {
	out := new(TdxQuoteVerifierBadQuote)
	if err := tdxQuoteVerifier.abi.UnpackIntoInterface(out, "BadQuote", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TdxQuoteVerifierNotAtLevel1 represents a NotAtLevel1 error raised by the TdxQuoteVerifier contract.
type TdxQuoteVerifierNotAtLevel1 struct {
	Reason uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAtLevel1(uint8 reason)
func TdxQuoteVerifierNotAtLevel1ErrorID() common.Hash {
	return common.HexToHash("0x146f0a98b748bfee0d2e800288a2ce7a74d63dc69063e97b68fe318c248d03ea")
}

// UnpackNotAtLevel1Error is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAtLevel1(uint8 reason)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackNotAtLevel1Error(raw []byte) (*TdxQuoteVerifierNotAtLevel1, error) {
	out := new(TdxQuoteVerifierNotAtLevel1)
	if err := tdxQuoteVerifier.abi.UnpackIntoInterface(out, "NotAtLevel1", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TdxQuoteVerifierNotBound represents a NotBound error raised by the TdxQuoteVerifier contract.
type TdxQuoteVerifierNotBound struct {
	Why string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotBound(string why)
func TdxQuoteVerifierNotBoundErrorID() common.Hash {
	return common.HexToHash("0xedb8c19bfb55987ae81bd03790cc2d7b4f6dd0acfe5221013eb30b6038f32a15")
}

// UnpackNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotBound(string why)
func (tdxQuoteVerifier *TdxQuoteVerifier) UnpackNotBoundError(raw []byte) (*TdxQuoteVerifierNotBound, error) {
	out := new(TdxQuoteVerifierNotBound)
	if err := tdxQuoteVerifier.abi.UnpackIntoInterface(out, "NotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkDevSmallVerifierMetaData contains all meta data concerning the ZkDevSmallVerifier contract.
var ZkDevSmallVerifierMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"CommitmentInvalid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"}],\"name\":\"DevKeysOnDevChainOnly\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProofInvalid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"PublicInputNotInField\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256[8]\",\"name\":\"proof\",\"type\":\"uint256[8]\"},{\"internalType\":\"uint256[2]\",\"name\":\"commitments\",\"type\":\"uint256[2]\"},{\"internalType\":\"uint256[2]\",\"name\":\"commitmentPok\",\"type\":\"uint256[2]\"}],\"name\":\"compressProof\",\"outputs\":[{\"internalType\":\"uint256[4]\",\"name\":\"compressed\",\"type\":\"uint256[4]\"},{\"internalType\":\"uint256[1]\",\"name\":\"compressedCommitments\",\"type\":\"uint256[1]\"},{\"internalType\":\"uint256\",\"name\":\"compressedCommitmentPok\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"programId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[4]\",\"name\":\"compressedProof\",\"type\":\"uint256[4]\"},{\"internalType\":\"uint256[1]\",\"name\":\"compressedCommitments\",\"type\":\"uint256[1]\"},{\"internalType\":\"uint256\",\"name\":\"compressedCommitmentPok\",\"type\":\"uint256\"},{\"internalType\":\"uint256[1]\",\"name\":\"input\",\"type\":\"uint256[1]\"}],\"name\":\"verifyCompressedProof\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[8]\",\"name\":\"proof\",\"type\":\"uint256[8]\"},{\"internalType\":\"uint256[2]\",\"name\":\"commitments\",\"type\":\"uint256[2]\"},{\"internalType\":\"uint256[2]\",\"name\":\"commitmentPok\",\"type\":\"uint256[2]\"},{\"internalType\":\"uint256[1]\",\"name\":\"input\",\"type\":\"uint256[1]\"}],\"name\":\"verifyProof\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ZkDevSmallVerifier",
	Bin: "0x6080604052348015600e575f5ffd5b5061197d8061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c8063317297ea1461004e57806343db3c721461006357806398812da814610076578063b1c3a00e146100b0575b5f5ffd5b61006161005c3660046116d9565b6100d2565b005b61006161007136600461174c565b610659565b61009d7f9b92756cac16b40aa8df9c209d6b2fc1735a71b9cca7058534635270f2e624f281565b6040519081526020015b60405180910390f35b6100c36100be36600461179a565b610b2d565b6040516100a7939291906117e0565b46610539146100fb576040516334949e9b60e21b81524660048201526024015b60405180910390fd5b610103611650565b61010b61166e565b61011361168c565b610123865f5b6020020135610bb5565b602084015282525f8061013587610bb5565b60408051600180825281830190925292945090925060609190602080830190803683370190505090506020808201908882375084516020808701516040515f5160206119515f395f51905f529361019193909291869101611855565b604051602081830303815290604052805190602001205f1c6101b391906118aa565b865284518452602085810151858201527f05be427fb8fb270560a39683632fefc3dd4c52c4131fc1b40ab319ee554ce5186040808701919091527f2d45574f301ce914ccfd43da357db1a99b6d68fd6a425c1cf9d2e86c3fa0c00160608701527f1fa4faa7db4701d9a9066aca5be9e328303c381a9332143b501a309cb6c1d25260808701527f0d2a80f350dc14b081e2b7e034b6a5be77675c9e9d6cd649a7c6a306e0edc55b60a087015260c0860185905260e086018490527f280a898d00c4d9037574dcde81afe29ce5ab6865679d0620e4cbd9b9448441776101008701527f2ab958ab0cc31a17f2851fdb75777842a27c7e94ecff0db5b728a29ea043200f6101208701527f0db90dcce631c08c88c03a0d30fc9af77086ca16195e8b0403369871f261d1276101408701527f1511169ba999fbe4d2f85f197a1a3103cab1e8b634c68c2c2bc9d4f5681e60fa610160870152515f91816101808860085afa905116905080610338576040516351d49ff760e11b815260040160405180910390fd5b505050505f5f610353895f6004811061011957610119611841565b90925090505f80808061036e60408e013560208f0135610c54565b929650909450925090505f806103858f6003610119565b915091505f5f6103968e8e8e610e28565b8b8d5260208d018b905260408d0189905260608d018a905260808d0187905260a08d0188905260c08d0186905260e08d018590527f2c9dc9f3f9281f1350bce2008b79149144db60ae234a926da090966f9f338ed26101008e01527f2451aa5cc0a5345b23899b22b873e1003e40b2e2eb63d7f42492ebaec978729c6101208e01527f2a6b5276d31b3943e7bf4c5fe72e311edcd5e2a98f00c82ccd68d8af86b13ba36101408e01527f1850943748c94e7a092797eaf1cf53d0089f6d4aca44e8531d2dde3e676618d36101608e01527f2bb7074144ee4a56900c5cdf3df6e83dd7a6a58b23a8e9ec9e34614764beb7a46101808e01527f07582dd1d905436e753eccbba60f38b1cd3eeba3b8754c82d3601d8045790d9d6101a08e01527f0660cb12e252d297dde005a1a296488f075b9df77b65b5feaf81b534195f85a06101c08e01527f1cf878acf0d7c9f4a5d9f76dbfcdd0ab240962eecf3a004e4dbfcdc2f706b6516101e08e01527f2872ae5e3f41e0f5be24a38e5141d70aa8f602e792c965733089b2258770b9cc6102008e01527f07b9ea64a969d40c243d3c40a151f6ce46ce26a8dc8dd4bc878959f14c794a256102208e01526102408d018290526102608d018190527f280a898d00c4d9037574dcde81afe29ce5ab6865679d0620e4cbd9b9448441776102808e01527f2ab958ab0cc31a17f2851fdb75777842a27c7e94ecff0db5b728a29ea043200f6102a08e01527f22ab40a5faffdf9d2f900ba95084bd6626faa07b4f133f8938e9f3a4e61b2c206102c08e01527f1b5337d73797a444e557e69d07672759cccf81db33ab3e611056b721705e9c4d6102e08e015290925090505f61060a611650565b6020816103008f60085afa915081158061062657508051600114155b1561064457604051631ff3747d60e21b815260040160405180910390fd5b50505050505050505050505050505050505050565b466105391461067d576040516334949e9b60e21b81524660048201526024016100f2565b610685611650565b60408051600180825281830190925260609160208083019080368337019050509050602080820190848237506040515f5160206119515f395f51905f52906106d9908735906020808a013591869101611855565b604051602081830303815290604052805190602001205f1c6106fb91906118aa565b82526040805180820182525f91829161072f91879187918b9060029083908390808284375f92019190915250610e28915050565b90925090505f61074d60015f5160206119515f395f51905f526118dd565b8989898960405160200161076494939291906118f0565b604051602081830303815290604052805190602001205f1c61078691906118aa565b61079190600161191d565b90505f604051604089823782604082015260408160608360075afa9150602081015180156107cf57805f5160206119315f395f51905f520360208301525b5084604082015283606082015260408160808360065afa821691508051602082015160408c843784604084015260408360608560075afa84169350825160208401516101008f86377f2c9dc9f3f9281f1350bce2008b79149144db60ae234a926da090966f9f338ed26101008601527f2451aa5cc0a5345b23899b22b873e1003e40b2e2eb63d7f42492ebaec978729c6101208601527f2a6b5276d31b3943e7bf4c5fe72e311edcd5e2a98f00c82ccd68d8af86b13ba36101408601527f1850943748c94e7a092797eaf1cf53d0089f6d4aca44e8531d2dde3e676618d36101608601527f2bb7074144ee4a56900c5cdf3df6e83dd7a6a58b23a8e9ec9e34614764beb7a46101808601527f07582dd1d905436e753eccbba60f38b1cd3eeba3b8754c82d3601d8045790d9d6101a08601527f0660cb12e252d297dde005a1a296488f075b9df77b65b5feaf81b534195f85a06101c08601527f1cf878acf0d7c9f4a5d9f76dbfcdd0ab240962eecf3a004e4dbfcdc2f706b6516101e08601527f2872ae5e3f41e0f5be24a38e5141d70aa8f602e792c965733089b2258770b9cc6102008601527f07b9ea64a969d40c243d3c40a151f6ce46ce26a8dc8dd4bc878959f14c794a256102208601526102408501939093526102608401919091527f280a898d00c4d9037574dcde81afe29ce5ab6865679d0620e4cbd9b9448441776102808401527f2ab958ab0cc31a17f2851fdb75777842a27c7e94ecff0db5b728a29ea043200f6102a08401527f22ab40a5faffdf9d2f900ba95084bd6626faa07b4f133f8938e9f3a4e61b2c206102c08401527f1b5337d73797a444e557e69d07672759cccf81db33ab3e611056b721705e9c4d6102e08401526103008301526103208201527f05be427fb8fb270560a39683632fefc3dd4c52c4131fc1b40ab319ee554ce5186103408201527f2d45574f301ce914ccfd43da357db1a99b6d68fd6a425c1cf9d2e86c3fa0c0016103608201527f1fa4faa7db4701d9a9066aca5be9e328303c381a9332143b501a309cb6c1d2526103808201527f0d2a80f350dc14b081e2b7e034b6a5be77675c9e9d6cd649a7c6a306e0edc55b6103a08201526020816103c08160085afa905191161680610b2157604051631ff3747d60e21b815260040160405180910390fd5b50505050505050505050565b610b356116ab565b610b3d611650565b5f610b5186358760015b6020020135610fd4565b8352610b6f6060870135604088013560a089013560808a01356110c1565b60208501526040840152610b8960c0870135876007610b47565b6060840152610b9b8535866001610b47565b8252610baa8435856001610b47565b905093509350939050565b5f5f825f03610bc857505f928392509050565b600183811c9250808416145f5160206119315f395f51905f528310610c0057604051631ff3747d60e21b815260040160405180910390fd5b610c3a5f5160206119315f395f51905f5260035f5160206119315f395f51905f52865f5160206119315f395f51905f52888909090861139a565b91508015610c4e57610c4b826113fc565b91505b50915091565b5f80808085158015610c64575084155b15610c7957505f925082915081905080610e1f565b600286811c945085935060018088161490808816145f5160206119315f395f51905f5286101580610cb757505f5160206119315f395f51905f528510155b15610cd557604051631ff3747d60e21b815260040160405180910390fd5b5f5f5160206119315f395f51905f52610cfc60035f5160206119315f395f51905f526118dd565b5f5160206119315f395f51905f52888a090990505f5f5160206119315f395f51905f52885f5160206119315f395f51905f528a8b090990505f5f5160206119315f395f51905f52885f5160206119315f395f51905f528a8b090990505f5160206119315f395f51905f52805f5160206119315f395f51905f528a860984087f2b149d40ceb8aaae81be18991be06ac3b5b4c5e559dbefa33267e6dc24a138e5089650610dea5f5160206119315f395f51905f52805f5160206119315f395f51905f528c870984087f2fcd3ac2a640a154eb23960892a85a68f031ca0c8344b23a577dcf1052b9e775086113fc565b9550610df7878786611414565b90975095508415610e1957610e0b876113fc565b9650610e16866113fc565b95505b50505050505b92959194509250565b5f5f5f60019050604051604081015f7f0ff4be0bf89a61f7152a00f90c9bb908a1373a83eb0c1933ec96d68c35b1296683527f0dd023b8dc9c1b048f1cad4658eee47437a8b36a3bd768773f35597b5d3f54d76020840152865182526020870151602083015260408360808560065afa841693507f30124fb212f37b47fb998a6f773d95b57cb6f4b4905ec1dea8fb1ec5401514d882527f1f4b85fd923041a6233e32e3c2b70741b429986afbbb5ba472cccd410f1ac76e6020830152883590508060408301525f5160206119515f395f51905f5281108416935060408260608460075afa8416935060408360808560065afa7f2e4104fa775c0916d59b6f3e17c9e4705db39eea11863ab0dab40ef68fb96acf83527f22cae2a2fb48c3cb9cb8321c0d95cbd6359d52e2433a319cb3419f21f618a9286020840152885160408085018290525f5160206119515f395f51905f5290911091909516169390508160608160075afa831692505060408160808360065afa81516020909201519194509092501680610fcb5760405163a54f8e2760e01b815260040160405180910390fd5b50935093915050565b5f5f5160206119315f395f51905f5283101580610ffe57505f5160206119315f395f51905f528210155b1561101c57604051631ff3747d60e21b815260040160405180910390fd5b82158015611028575081155b1561103457505f6110bb565b5f61106f5f5160206119315f395f51905f5260035f5160206119315f395f51905f52875f5160206119315f395f51905f52898a09090861139a565b9050808303611084575050600182901b6110bb565b61108d816113fc565b83036110a0575050600182811b176110bb565b604051631ff3747d60e21b815260040160405180910390fd5b505b92915050565b5f5f5f5160206119315f395f51905f52861015806110ec57505f5160206119315f395f51905f528510155b8061110457505f5160206119315f395f51905f528410155b8061111c57505f5160206119315f395f51905f528310155b1561113a57604051631ff3747d60e21b815260040160405180910390fd5b828486881717175f0361115157505f905080611391565b5f80805f5160206119315f395f51905f5261117a60035f5160206119315f395f51905f526118dd565b5f5160206119315f395f51905f528a8c090990505f5f5160206119315f395f51905f528a5f5160206119315f395f51905f528c8d090990505f5f5160206119315f395f51905f528a5f5160206119315f395f51905f528c8d090990505f5160206119315f395f51905f52805f5160206119315f395f51905f528c860984087f2b149d40ceb8aaae81be18991be06ac3b5b4c5e559dbefa33267e6dc24a138e50894506112685f5160206119315f395f51905f52805f5160206119315f395f51905f528e870984087f2fcd3ac2a640a154eb23960892a85a68f031ca0c8344b23a577dcf1052b9e775086113fc565b93505050505f5f6112b55f5160206119315f395f51905f528061128d5761128d611896565b5f5160206119315f395f51905f528586095f5160206119315f395f51905f528788090861139a565b90506113005f5160206119315f395f51905f527f183227397098d014dc2822db40c0ac2ecbc0b548b438e5469e10460b6c3e7ea45f5160206119315f395f51905f5284880809611547565b1591505061130f838383611414565b9093509150868314801561132257508186145b1561134a5780611332575f611335565b60025b60ff1660028a901b175f17945087935061138d565b611353836113fc565b871480156113685750611365826113fc565b86145b156110a05780611378575f61137b565b60025b60ff1660028a901b1760011794508793505b5050505b94509492505050565b5f6113c5827f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5261158f565b9050815f5160206119315f395f51905f52828309146113f757604051631ff3747d60e21b815260040160405180910390fd5b919050565b5f5160206119315f395f51905f529081900681030690565b5f80806114435f5160206119315f395f51905f52808788095f5160206119315f395f51905f52898a090861139a565b9050831561145757611454816113fc565b90505b6114a05f5160206119315f395f51905f527f183227397098d014dc2822db40c0ac2ecbc0b548b438e5469e10460b6c3e7ea45f5160206119315f395f51905f52848a080961139a565b92505f5160206119315f395f51905f526114ca5f5160206119315f395f51905f52600286096115f2565b860991505f5160206119315f395f51905f526114f55f5160206119315f395f51905f528485096113fc565b5f5160206119315f395f51905f52858609088614158061152957505f5160206119315f395f51905f52808385096002098514155b15610fcb57604051631ff3747d60e21b815260040160405180910390fd5b5f5f611573837f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5261158f565b9050825f5160206119315f395f51905f52828309149392505050565b5f5f60405160208152602080820152602060408201528460608201528360808201525f5160206119315f395f51905f5260a082015260208160c08360055afa905192509050806110b957604051631ff3747d60e21b815260040160405180910390fd5b5f61161d827f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4561158f565b90505f5160206119315f395f51905f528183096001146113f757604051631ff3747d60e21b815260040160405180910390fd5b60405180602001604052806001906020820280368337509192915050565b60405180604001604052806002906020820280368337509192915050565b6040518061030001604052806018906020820280368337509192915050565b60405180608001604052806004906020820280368337509192915050565b80602081018310156110bb575f5ffd5b5f5f5f5f60e085870312156116ec575f5ffd5b60808501868111156116fc575f5ffd5b85945061170987826116c9565b93505060a085013591506117208660c087016116c9565b905092959194509250565b8061010081018310156110bb575f5ffd5b80604081018310156110bb575f5ffd5b5f5f5f5f6101a08587031215611760575f5ffd5b61176a868661172b565b935061177a86610100870161173c565b925061178a86610140870161173c565b91506117208661018087016116c9565b5f5f5f61018084860312156117ad575f5ffd5b6117b7858561172b565b92506117c785610100860161173c565b91506117d785610140860161173c565b90509250925092565b60c0810181855f5b60048110156118075781518352602092830192909101906001016117e8565b50505060808201845f5b6001811015611830578151835260209283019290910190600101611811565b5050508260a0830152949350505050565b634e487b7160e01b5f52603260045260245ffd5b8381528260208201525f604082018351602085015f5b8281101561188957815184526020938401939091019060010161186b565b5091979650505050505050565b634e487b7160e01b5f52601260045260245ffd5b5f826118c457634e487b7160e01b5f52601260045260245ffd5b500690565b634e487b7160e01b5f52601160045260245ffd5b818103818111156110bb576110bb6118c9565b6101008582376040846101008301376040836101408301376020826101808301376101a001949350505050565b808201808211156110bb576110bb6118c956fe30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4730644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001a164736f6c6343000825000a",
}

// ZkDevSmallVerifier is an auto generated Go binding around an Ethereum contract.
type ZkDevSmallVerifier struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ZkDevSmallVerifier) GetABI() abi.ABI {
	return c.abi
}

// NewZkDevSmallVerifier creates a new instance of ZkDevSmallVerifier.
func NewZkDevSmallVerifier() *ZkDevSmallVerifier {
	parsed, err := ZkDevSmallVerifierMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ZkDevSmallVerifier{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ZkDevSmallVerifier) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackCompressProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c3a00e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function compressProof(uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok) view returns(uint256[4] compressed, uint256[1] compressedCommitments, uint256 compressedCommitmentPok)
func (zkDevSmallVerifier *ZkDevSmallVerifier) PackCompressProof(proof [8]*big.Int, commitments [2]*big.Int, commitmentPok [2]*big.Int) []byte {
	enc, err := zkDevSmallVerifier.abi.Pack("compressProof", proof, commitments, commitmentPok)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCompressProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c3a00e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function compressProof(uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok) view returns(uint256[4] compressed, uint256[1] compressedCommitments, uint256 compressedCommitmentPok)
func (zkDevSmallVerifier *ZkDevSmallVerifier) TryPackCompressProof(proof [8]*big.Int, commitments [2]*big.Int, commitmentPok [2]*big.Int) ([]byte, error) {
	return zkDevSmallVerifier.abi.Pack("compressProof", proof, commitments, commitmentPok)
}

// CompressProofOutput serves as a container for the return parameters of contract
// method CompressProof.
type CompressProofOutput struct {
	Compressed              [4]*big.Int
	CompressedCommitments   [1]*big.Int
	CompressedCommitmentPok *big.Int
}

// UnpackCompressProof is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1c3a00e.
//
// Solidity: function compressProof(uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok) view returns(uint256[4] compressed, uint256[1] compressedCommitments, uint256 compressedCommitmentPok)
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackCompressProof(data []byte) (CompressProofOutput, error) {
	out, err := zkDevSmallVerifier.abi.Unpack("compressProof", data)
	outstruct := new(CompressProofOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Compressed = *abi.ConvertType(out[0], new([4]*big.Int)).(*[4]*big.Int)
	outstruct.CompressedCommitments = *abi.ConvertType(out[1], new([1]*big.Int)).(*[1]*big.Int)
	outstruct.CompressedCommitmentPok = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackProgramId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x98812da8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function programId() view returns(bytes32)
func (zkDevSmallVerifier *ZkDevSmallVerifier) PackProgramId() []byte {
	enc, err := zkDevSmallVerifier.abi.Pack("programId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProgramId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x98812da8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function programId() view returns(bytes32)
func (zkDevSmallVerifier *ZkDevSmallVerifier) TryPackProgramId() ([]byte, error) {
	return zkDevSmallVerifier.abi.Pack("programId")
}

// UnpackProgramId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x98812da8.
//
// Solidity: function programId() view returns(bytes32)
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackProgramId(data []byte) ([32]byte, error) {
	out, err := zkDevSmallVerifier.abi.Unpack("programId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifyCompressedProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317297ea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyCompressedProof(uint256[4] compressedProof, uint256[1] compressedCommitments, uint256 compressedCommitmentPok, uint256[1] input) view returns()
func (zkDevSmallVerifier *ZkDevSmallVerifier) PackVerifyCompressedProof(compressedProof [4]*big.Int, compressedCommitments [1]*big.Int, compressedCommitmentPok *big.Int, input [1]*big.Int) []byte {
	enc, err := zkDevSmallVerifier.abi.Pack("verifyCompressedProof", compressedProof, compressedCommitments, compressedCommitmentPok, input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyCompressedProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317297ea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyCompressedProof(uint256[4] compressedProof, uint256[1] compressedCommitments, uint256 compressedCommitmentPok, uint256[1] input) view returns()
func (zkDevSmallVerifier *ZkDevSmallVerifier) TryPackVerifyCompressedProof(compressedProof [4]*big.Int, compressedCommitments [1]*big.Int, compressedCommitmentPok *big.Int, input [1]*big.Int) ([]byte, error) {
	return zkDevSmallVerifier.abi.Pack("verifyCompressedProof", compressedProof, compressedCommitments, compressedCommitmentPok, input)
}

// PackVerifyProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43db3c72.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyProof(uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok, uint256[1] input) view returns()
func (zkDevSmallVerifier *ZkDevSmallVerifier) PackVerifyProof(proof [8]*big.Int, commitments [2]*big.Int, commitmentPok [2]*big.Int, input [1]*big.Int) []byte {
	enc, err := zkDevSmallVerifier.abi.Pack("verifyProof", proof, commitments, commitmentPok, input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43db3c72.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyProof(uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok, uint256[1] input) view returns()
func (zkDevSmallVerifier *ZkDevSmallVerifier) TryPackVerifyProof(proof [8]*big.Int, commitments [2]*big.Int, commitmentPok [2]*big.Int, input [1]*big.Int) ([]byte, error) {
	return zkDevSmallVerifier.abi.Pack("verifyProof", proof, commitments, commitmentPok, input)
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], zkDevSmallVerifier.abi.Errors["CommitmentInvalid"].ID.Bytes()[:4]) {
		return zkDevSmallVerifier.UnpackCommitmentInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkDevSmallVerifier.abi.Errors["DevKeysOnDevChainOnly"].ID.Bytes()[:4]) {
		return zkDevSmallVerifier.UnpackDevKeysOnDevChainOnlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkDevSmallVerifier.abi.Errors["ProofInvalid"].ID.Bytes()[:4]) {
		return zkDevSmallVerifier.UnpackProofInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkDevSmallVerifier.abi.Errors["PublicInputNotInField"].ID.Bytes()[:4]) {
		return zkDevSmallVerifier.UnpackPublicInputNotInFieldError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ZkDevSmallVerifierCommitmentInvalid represents a CommitmentInvalid error raised by the ZkDevSmallVerifier contract.
type ZkDevSmallVerifierCommitmentInvalid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitmentInvalid()
func ZkDevSmallVerifierCommitmentInvalidErrorID() common.Hash {
	return common.HexToHash("0xa3a93fee56dfcbe3c39f5ec63c6730967db3a2793a813cf79d599fdf35d8f518")
}

// UnpackCommitmentInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitmentInvalid()
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackCommitmentInvalidError(raw []byte) (*ZkDevSmallVerifierCommitmentInvalid, error) {
	out := new(ZkDevSmallVerifierCommitmentInvalid)
	if err := zkDevSmallVerifier.abi.UnpackIntoInterface(out, "CommitmentInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkDevSmallVerifierDevKeysOnDevChainOnly represents a DevKeysOnDevChainOnly error raised by the ZkDevSmallVerifier contract.
type ZkDevSmallVerifierDevKeysOnDevChainOnly struct {
	ChainId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DevKeysOnDevChainOnly(uint256 chainId)
func ZkDevSmallVerifierDevKeysOnDevChainOnlyErrorID() common.Hash {
	return common.HexToHash("0xd2527a6cb2598b2a1d0e3627ce1b7843319292a807dd09172439c5f379e7cc72")
}

// UnpackDevKeysOnDevChainOnlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DevKeysOnDevChainOnly(uint256 chainId)
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackDevKeysOnDevChainOnlyError(raw []byte) (*ZkDevSmallVerifierDevKeysOnDevChainOnly, error) {
	out := new(ZkDevSmallVerifierDevKeysOnDevChainOnly)
	if err := zkDevSmallVerifier.abi.UnpackIntoInterface(out, "DevKeysOnDevChainOnly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkDevSmallVerifierProofInvalid represents a ProofInvalid error raised by the ZkDevSmallVerifier contract.
type ZkDevSmallVerifierProofInvalid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofInvalid()
func ZkDevSmallVerifierProofInvalidErrorID() common.Hash {
	return common.HexToHash("0x7fcdd1f433fad06e243ebb12f415f49dc48f357e41b96f61f504279fe6bb2ac6")
}

// UnpackProofInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofInvalid()
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackProofInvalidError(raw []byte) (*ZkDevSmallVerifierProofInvalid, error) {
	out := new(ZkDevSmallVerifierProofInvalid)
	if err := zkDevSmallVerifier.abi.UnpackIntoInterface(out, "ProofInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkDevSmallVerifierPublicInputNotInField represents a PublicInputNotInField error raised by the ZkDevSmallVerifier contract.
type ZkDevSmallVerifierPublicInputNotInField struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PublicInputNotInField()
func ZkDevSmallVerifierPublicInputNotInFieldErrorID() common.Hash {
	return common.HexToHash("0xa54f8e27d960b419368d544cd7616e10e384de098966aa60b80904dd31e7ab38")
}

// UnpackPublicInputNotInFieldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PublicInputNotInField()
func (zkDevSmallVerifier *ZkDevSmallVerifier) UnpackPublicInputNotInFieldError(raw []byte) (*ZkDevSmallVerifierPublicInputNotInField, error) {
	out := new(ZkDevSmallVerifierPublicInputNotInField)
	if err := zkDevSmallVerifier.abi.UnpackIntoInterface(out, "PublicInputNotInField", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkJudgeVerifierMetaData contains all meta data concerning the ZkJudgeVerifier contract.
var ZkJudgeVerifierMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractJudgeVerifier\",\"name\":\"judgeVerifier_\",\"type\":\"address\"},{\"internalType\":\"contractIGroth16Verifier\",\"name\":\"verifier_\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"programId_\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32[]\",\"name\":\"evaluators_\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"evaluatorDigest\",\"type\":\"bytes32\"}],\"name\":\"EvaluatorNotImplemented\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoEvaluators\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"NotAtLevel1\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"why\",\"type\":\"string\"}],\"name\":\"NotBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"programId\",\"type\":\"bytes32\"}],\"name\":\"ProgramNotAllowed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verifierProgram\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"programId\",\"type\":\"bytes32\"}],\"name\":\"VerifierProgramMismatch\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"programId\",\"type\":\"bytes32\"}],\"name\":\"ProofVerified\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"}],\"name\":\"binding\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eas\",\"outputs\":[{\"internalType\":\"contractIEAS\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"implementsEvaluator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"judgeVerifier\",\"outputs\":[{\"internalType\":\"contractJudgeVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"programId\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"}],\"name\":\"publicInputs\",\"outputs\":[{\"internalType\":\"uint256[1]\",\"name\":\"input\",\"type\":\"uint256[1]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractEvaluatorRegistry\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"}],\"name\":\"statusByte\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifier\",\"outputs\":[{\"internalType\":\"contractIGroth16Verifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"verdictUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"provenanceUid\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"preimage\",\"type\":\"bytes\"},{\"internalType\":\"uint256[8]\",\"name\":\"proof\",\"type\":\"uint256[8]\"},{\"internalType\":\"uint256[2]\",\"name\":\"commitments\",\"type\":\"uint256[2]\"},{\"internalType\":\"uint256[2]\",\"name\":\"commitmentPok\",\"type\":\"uint256[2]\"}],\"name\":\"verifyAndRecord\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ZkJudgeVerifier",
	Bin: "0x610120604052348015610010575f5ffd5b5060405161146c38038061146c83398101604081905261002f91610279565b6001600160a01b03841660c081905260408051638150864d60e01b81529051638150864d916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b9190610370565b6001600160a01b03166080816001600160a01b031681525050836001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101149190610370565b6001600160a01b031660a0816001600160a01b0316815250505f836001600160a01b03166398812da86040518163ffffffff1660e01b8152600401602060405180830381865afa15801561016a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018e9190610392565b90508281146101be576040516376467f1560e11b8152600481018290526024810184905260440160405180910390fd5b6001600160a01b03841660e05261010083905281515f036101f2576040516342d7cf4360e11b815260040160405180910390fd5b5f5b82518110156102435760015f5f858481518110610213576102136103a9565b60209081029190910181015182528101919091526040015f20805460ff19169115159190911790556001016101f4565b5050505050506103bd565b6001600160a01b0381168114610262575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f6080858703121561028c575f5ffd5b84516102978161024e565b60208601519094506102a88161024e565b6040860151606087015191945092506001600160401b038111156102ca575f5ffd5b8501601f810187136102da575f5ffd5b80516001600160401b038111156102f3576102f3610265565b604051600582901b90603f8201601f191681016001600160401b038111828210171561032157610321610265565b60405291825260208184018101929081018a84111561033e575f5ffd5b6020850194505b8385101561036157845180825260209586019590935001610345565b50969995985093965050505050565b5f60208284031215610380575f5ffd5b815161038b8161024e565b9392505050565b5f602082840312156103a2575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b60805160a05160c05160e0516101005161101f61044d5f395f81816101770152818161041f015281816104c90152818161079c015261081701525f818160ca015261063801525f81816101f5015281816104f90152818161058d015281816106bf01526106f001525f8181610129015261044501525f8181610150015281816102aa015261089a015261101f5ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c806398812da81161006357806398812da8146101725780639a91917014610199578063a31b326f146101cb578063cbf90098146101f0578063ff1e68d214610217575f5ffd5b8063259c7cbe1461009f5780632b7ac3f3146100c55780633975a8e3146101045780637b103999146101245780638150864d1461014b575b5f5ffd5b6100b26100ad366004610a96565b61022c565b6040519081526020015b60405180910390f35b6100ec7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100bc565b610117610112366004610a96565b61026e565b6040516100bc9190610ade565b6100ec7f000000000000000000000000000000000000000000000000000000000000000081565b6100ec7f000000000000000000000000000000000000000000000000000000000000000081565b6100b27f000000000000000000000000000000000000000000000000000000000000000081565b6101bb6101a7366004610aec565b5f6020819052908152604090205460ff1681565b60405190151581526020016100bc565b6101de6101d9366004610aec565b610288565b60405160ff90911681526020016100bc565b6100ec7f000000000000000000000000000000000000000000000000000000000000000081565b61022a610225366004610b24565b610410565b005b5f6008838360405160200161024b929190918252602082015260400190565b604051602081830303815290604052805190602001205f1c901c90505b92915050565b610276610a78565b6102808383610870565b509392505050565b6040516328c44a9960e21b8152600481018290525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063a3112a64906024015f60405180830381865afa1580156102ee573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526103159190810190610ce5565b90505f8161012001518060200190518101906103319190610dd8565b509450505050505f818051906020012090507f39bf027dd97f3bae0cf8cfb909695ec63313a9bd61ad52fc7f52cf565b141da8810361037557506001949350505050565b7f87b0c4760953ff4dc87b4d34e6c0a0bf8dd18b88c0bff0a40fb73e6bdd0b458281036103a757506002949350505050565b7f57601a0360d69ece76baa00640c9b129b5abc39d55e82b49b1c2b86b96da037881036103d957506003949350505050565b60405163edb8c19b60e01b815260206004820152600660248201526573746174757360d01b60448201526064015b60405180910390fd5b6040516333e0c26560e11b81527f000000000000000000000000000000000000000000000000000000000000000060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906367c184ca90602401602060405180830381865afa158015610492573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104b69190610ebf565b6104f557604051630154d47160e31b81527f00000000000000000000000000000000000000000000000000000000000000006004820152602401610407565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663469781ef8a8a8a8a6040518563ffffffff1660e01b81526004016105499493929190610edf565b6040805180830381865afa158015610563573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105879190610f2b565b915091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d23d80cb6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156105e7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061060b9190610f5c565b60ff168260ff1610156106365760405163028de15360e31b815260ff82166004820152602401610407565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166343db3c728686866106728e8e610a28565b6040518563ffffffff1660e01b81526004016106919493929190610f75565b5f6040518083038186803b1580156106a7575f5ffd5b505afa1580156106b9573d5f5f3e3d5ffd5b505050507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316630192e6dd8a8a7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663223308836040518163ffffffff1660e01b8152600401602060405180830381865afa15801561074a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061076e9190610f5c565b60405160e085901b6001600160e01b03191681526004810193909352602483019190915260ff1660448201527f000000000000000000000000000000000000000000000000000000000000000060648201525f6084820181905260a482015260c4016020604051808303815f875af11580156107ec573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108109190610ebf565b15610865577f0000000000000000000000000000000000000000000000000000000000000000888a7fdd6f813603fe0ca7d964f2bd2e7f800376529208f66abe9943c344c8d7f04ca060405160405180910390a45b505050505050505050565b610878610a78565b6040516328c44a9960e21b8152600481018390525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063a3112a64906024015f60405180830381865afa1580156108de573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526109059190810190610ce5565b90508061012001515160a01461094b5760405163edb8c19b60e01b815260206004820152600a60248201526970726f76656e616e636560b01b6044820152606401610407565b5f5f8261012001518060200190518101906109669190610fa9565b50909650919350915060089050600282846109818b8b61022c565b8861098b8d610288565b6040805160208101969096528501939093526060840191909152608083015260f81b6001600160f81b03191660a082015260a10160408051601f19818403018152908290526109d991610fe5565b602060405180830381855afa1580156109f4573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190610a179190610ffb565b901c85525092959194509092505050565b610a30610a78565b5f610a3b8484610870565b5f81815260208190526040902054919350915060ff16610a7157604051630c62312160e41b815260048101829052602401610407565b5092915050565b60405180602001604052806001906020820280368337509192915050565b5f5f60408385031215610aa7575f5ffd5b50508035926020909101359150565b805f5b6001811015610ad8578151845260209384019390910190600101610ab9565b50505050565b602081016102688284610ab6565b5f60208284031215610afc575f5ffd5b5035919050565b806101008101831015610268575f5ffd5b8060408101831015610268575f5ffd5b5f5f5f5f5f5f5f6101e0888a031215610b3b575f5ffd5b873596506020880135955060408801356001600160401b03811115610b5e575f5ffd5b8801601f81018a13610b6e575f5ffd5b80356001600160401b03811115610b83575f5ffd5b8a6020828401011115610b94575f5ffd5b60209190910195509350610bab8960608a01610b03565b9250610bbb896101608a01610b14565b9150610bcb896101a08a01610b14565b905092959891949750929550565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b0381118282101715610c1057610c10610bd9565b60405290565b80516001600160401b0381168114610c2c575f5ffd5b919050565b80516001600160a01b0381168114610c2c575f5ffd5b80518015158114610c2c575f5ffd5b5f82601f830112610c65575f5ffd5b8151602083015f5f6001600160401b03841115610c8457610c84610bd9565b50604051601f19601f85018116603f011681018181106001600160401b0382111715610cb257610cb2610bd9565b604052838152905080828401871015610cc9575f5ffd5b8383602083015e5f602085830101528094505050505092915050565b5f60208284031215610cf5575f5ffd5b81516001600160401b03811115610d0a575f5ffd5b82016101408185031215610d1c575f5ffd5b610d24610bed565b8151815260208083015190820152610d3e60408301610c16565b6040820152610d4f60608301610c16565b6060820152610d6060808301610c16565b608082015260a08281015190820152610d7b60c08301610c31565b60c0820152610d8c60e08301610c31565b60e0820152610d9e6101008301610c47565b6101008201526101208201516001600160401b03811115610dbd575f5ffd5b610dc986828501610c56565b61012083015250949350505050565b5f5f5f5f5f5f60c08789031215610ded575f5ffd5b865160208801519096506001600160401b03811115610e0a575f5ffd5b610e1689828a01610c56565b95505060408701516001600160401b03811115610e31575f5ffd5b610e3d89828a01610c56565b94505060608701516001600160401b03811115610e58575f5ffd5b610e6489828a01610c56565b93505060808701516001600160401b03811115610e7f575f5ffd5b610e8b89828a01610c56565b92505060a08701516001600160401b03811115610ea6575f5ffd5b610eb289828a01610c56565b9150509295509295509295565b5f60208284031215610ecf575f5ffd5b610ed882610c47565b9392505050565b84815283602082015260606040820152816060820152818360808301375f818301608090810191909152601f909201601f191601019392505050565b805160ff81168114610c2c575f5ffd5b5f5f60408385031215610f3c575f5ffd5b610f4583610f1b565b9150610f5360208401610f1b565b90509250929050565b5f60208284031215610f6c575f5ffd5b610ed882610f1b565b6101a08101610100868337604085610100840137604084610140840137610fa0610180830184610ab6565b95945050505050565b5f5f5f5f5f60a08688031215610fbd575f5ffd5b5050835160208501516040860151606087015160809097015192989197509594509092509050565b5f82518060208501845e5f920191825250919050565b5f6020828403121561100b575f5ffd5b505191905056fea164736f6c6343000825000a",
}

// ZkJudgeVerifier is an auto generated Go binding around an Ethereum contract.
type ZkJudgeVerifier struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ZkJudgeVerifier) GetABI() abi.ABI {
	return c.abi
}

// NewZkJudgeVerifier creates a new instance of ZkJudgeVerifier.
func NewZkJudgeVerifier() *ZkJudgeVerifier {
	parsed, err := ZkJudgeVerifierMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ZkJudgeVerifier{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ZkJudgeVerifier) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address judgeVerifier_, address verifier_, bytes32 programId_, bytes32[] evaluators_) returns()
func (zkJudgeVerifier *ZkJudgeVerifier) PackConstructor(judgeVerifier_ common.Address, verifier_ common.Address, programId_ [32]byte, evaluators_ [][32]byte) []byte {
	enc, err := zkJudgeVerifier.abi.Pack("", judgeVerifier_, verifier_, programId_, evaluators_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBinding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x259c7cbe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function binding(bytes32 verdictUid, bytes32 provenanceUid) pure returns(uint256)
func (zkJudgeVerifier *ZkJudgeVerifier) PackBinding(verdictUid [32]byte, provenanceUid [32]byte) []byte {
	enc, err := zkJudgeVerifier.abi.Pack("binding", verdictUid, provenanceUid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBinding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x259c7cbe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function binding(bytes32 verdictUid, bytes32 provenanceUid) pure returns(uint256)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackBinding(verdictUid [32]byte, provenanceUid [32]byte) ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("binding", verdictUid, provenanceUid)
}

// UnpackBinding is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x259c7cbe.
//
// Solidity: function binding(bytes32 verdictUid, bytes32 provenanceUid) pure returns(uint256)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackBinding(data []byte) (*big.Int, error) {
	out, err := zkJudgeVerifier.abi.Unpack("binding", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8150864d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eas() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) PackEas() []byte {
	enc, err := zkJudgeVerifier.abi.Pack("eas")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8150864d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eas() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackEas() ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("eas")
}

// UnpackEas is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8150864d.
//
// Solidity: function eas() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackEas(data []byte) (common.Address, error) {
	out, err := zkJudgeVerifier.abi.Unpack("eas", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackImplementsEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a919170.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function implementsEvaluator(bytes32 ) view returns(bool)
func (zkJudgeVerifier *ZkJudgeVerifier) PackImplementsEvaluator(arg0 [32]byte) []byte {
	enc, err := zkJudgeVerifier.abi.Pack("implementsEvaluator", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackImplementsEvaluator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a919170.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function implementsEvaluator(bytes32 ) view returns(bool)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackImplementsEvaluator(arg0 [32]byte) ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("implementsEvaluator", arg0)
}

// UnpackImplementsEvaluator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a919170.
//
// Solidity: function implementsEvaluator(bytes32 ) view returns(bool)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackImplementsEvaluator(data []byte) (bool, error) {
	out, err := zkJudgeVerifier.abi.Unpack("implementsEvaluator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJudgeVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcbf90098.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function judgeVerifier() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) PackJudgeVerifier() []byte {
	enc, err := zkJudgeVerifier.abi.Pack("judgeVerifier")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJudgeVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcbf90098.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function judgeVerifier() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackJudgeVerifier() ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("judgeVerifier")
}

// UnpackJudgeVerifier is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcbf90098.
//
// Solidity: function judgeVerifier() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackJudgeVerifier(data []byte) (common.Address, error) {
	out, err := zkJudgeVerifier.abi.Unpack("judgeVerifier", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackProgramId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x98812da8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function programId() view returns(bytes32)
func (zkJudgeVerifier *ZkJudgeVerifier) PackProgramId() []byte {
	enc, err := zkJudgeVerifier.abi.Pack("programId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProgramId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x98812da8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function programId() view returns(bytes32)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackProgramId() ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("programId")
}

// UnpackProgramId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x98812da8.
//
// Solidity: function programId() view returns(bytes32)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackProgramId(data []byte) ([32]byte, error) {
	out, err := zkJudgeVerifier.abi.Unpack("programId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPublicInputs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3975a8e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function publicInputs(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint256[1] input)
func (zkJudgeVerifier *ZkJudgeVerifier) PackPublicInputs(verdictUid [32]byte, provenanceUid [32]byte) []byte {
	enc, err := zkJudgeVerifier.abi.Pack("publicInputs", verdictUid, provenanceUid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPublicInputs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3975a8e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function publicInputs(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint256[1] input)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackPublicInputs(verdictUid [32]byte, provenanceUid [32]byte) ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("publicInputs", verdictUid, provenanceUid)
}

// UnpackPublicInputs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3975a8e3.
//
// Solidity: function publicInputs(bytes32 verdictUid, bytes32 provenanceUid) view returns(uint256[1] input)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackPublicInputs(data []byte) ([1]*big.Int, error) {
	out, err := zkJudgeVerifier.abi.Unpack("publicInputs", data)
	if err != nil {
		return *new([1]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([1]*big.Int)).(*[1]*big.Int)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) PackRegistry() []byte {
	enc, err := zkJudgeVerifier.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackRegistry() ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := zkJudgeVerifier.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStatusByte is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa31b326f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function statusByte(bytes32 verdictUid) view returns(uint8)
func (zkJudgeVerifier *ZkJudgeVerifier) PackStatusByte(verdictUid [32]byte) []byte {
	enc, err := zkJudgeVerifier.abi.Pack("statusByte", verdictUid)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStatusByte is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa31b326f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function statusByte(bytes32 verdictUid) view returns(uint8)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackStatusByte(verdictUid [32]byte) ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("statusByte", verdictUid)
}

// UnpackStatusByte is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa31b326f.
//
// Solidity: function statusByte(bytes32 verdictUid) view returns(uint8)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackStatusByte(data []byte) (uint8, error) {
	out, err := zkJudgeVerifier.abi.Unpack("statusByte", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b7ac3f3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifier() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) PackVerifier() []byte {
	enc, err := zkJudgeVerifier.abi.Pack("verifier")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b7ac3f3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifier() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackVerifier() ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("verifier")
}

// UnpackVerifier is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b7ac3f3.
//
// Solidity: function verifier() view returns(address)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackVerifier(data []byte) (common.Address, error) {
	out, err := zkJudgeVerifier.abi.Unpack("verifier", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVerifyAndRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff1e68d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndRecord(bytes32 verdictUid, bytes32 provenanceUid, bytes preimage, uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok) returns()
func (zkJudgeVerifier *ZkJudgeVerifier) PackVerifyAndRecord(verdictUid [32]byte, provenanceUid [32]byte, preimage []byte, proof [8]*big.Int, commitments [2]*big.Int, commitmentPok [2]*big.Int) []byte {
	enc, err := zkJudgeVerifier.abi.Pack("verifyAndRecord", verdictUid, provenanceUid, preimage, proof, commitments, commitmentPok)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff1e68d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndRecord(bytes32 verdictUid, bytes32 provenanceUid, bytes preimage, uint256[8] proof, uint256[2] commitments, uint256[2] commitmentPok) returns()
func (zkJudgeVerifier *ZkJudgeVerifier) TryPackVerifyAndRecord(verdictUid [32]byte, provenanceUid [32]byte, preimage []byte, proof [8]*big.Int, commitments [2]*big.Int, commitmentPok [2]*big.Int) ([]byte, error) {
	return zkJudgeVerifier.abi.Pack("verifyAndRecord", verdictUid, provenanceUid, preimage, proof, commitments, commitmentPok)
}

// ZkJudgeVerifierProofVerified represents a ProofVerified event raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierProofVerified struct {
	VerdictUid    [32]byte
	ProvenanceUid [32]byte
	ProgramId     [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const ZkJudgeVerifierProofVerifiedEventName = "ProofVerified"

// ContractEventName returns the user-defined event name.
func (ZkJudgeVerifierProofVerified) ContractEventName() string {
	return ZkJudgeVerifierProofVerifiedEventName
}

// UnpackProofVerifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProofVerified(bytes32 indexed verdictUid, bytes32 indexed provenanceUid, bytes32 indexed programId)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackProofVerifiedEvent(log *types.Log) (*ZkJudgeVerifierProofVerified, error) {
	event := "ProofVerified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != zkJudgeVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ZkJudgeVerifierProofVerified)
	if len(log.Data) > 0 {
		if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range zkJudgeVerifier.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], zkJudgeVerifier.abi.Errors["EvaluatorNotImplemented"].ID.Bytes()[:4]) {
		return zkJudgeVerifier.UnpackEvaluatorNotImplementedError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkJudgeVerifier.abi.Errors["NoEvaluators"].ID.Bytes()[:4]) {
		return zkJudgeVerifier.UnpackNoEvaluatorsError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkJudgeVerifier.abi.Errors["NotAtLevel1"].ID.Bytes()[:4]) {
		return zkJudgeVerifier.UnpackNotAtLevel1Error(raw[4:])
	}
	if bytes.Equal(raw[:4], zkJudgeVerifier.abi.Errors["NotBound"].ID.Bytes()[:4]) {
		return zkJudgeVerifier.UnpackNotBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkJudgeVerifier.abi.Errors["ProgramNotAllowed"].ID.Bytes()[:4]) {
		return zkJudgeVerifier.UnpackProgramNotAllowedError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkJudgeVerifier.abi.Errors["VerifierProgramMismatch"].ID.Bytes()[:4]) {
		return zkJudgeVerifier.UnpackVerifierProgramMismatchError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ZkJudgeVerifierEvaluatorNotImplemented represents a EvaluatorNotImplemented error raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierEvaluatorNotImplemented struct {
	EvaluatorDigest [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EvaluatorNotImplemented(bytes32 evaluatorDigest)
func ZkJudgeVerifierEvaluatorNotImplementedErrorID() common.Hash {
	return common.HexToHash("0xc623121030d80895c98cd5918bda90a36ace78f3123ea065e3e9fba92b161e4e")
}

// UnpackEvaluatorNotImplementedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EvaluatorNotImplemented(bytes32 evaluatorDigest)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackEvaluatorNotImplementedError(raw []byte) (*ZkJudgeVerifierEvaluatorNotImplemented, error) {
	out := new(ZkJudgeVerifierEvaluatorNotImplemented)
	if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, "EvaluatorNotImplemented", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkJudgeVerifierNoEvaluators represents a NoEvaluators error raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierNoEvaluators struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoEvaluators()
func ZkJudgeVerifierNoEvaluatorsErrorID() common.Hash {
	return common.HexToHash("0x85af9e868b8b1f3f0470dbb11d90b3939547e17edf2903dbd0a7787a9898cd27")
}

// UnpackNoEvaluatorsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoEvaluators()
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackNoEvaluatorsError(raw []byte) (*ZkJudgeVerifierNoEvaluators, error) {
	out := new(ZkJudgeVerifierNoEvaluators)
	if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, "NoEvaluators", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkJudgeVerifierNotAtLevel1 represents a NotAtLevel1 error raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierNotAtLevel1 struct {
	Reason uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAtLevel1(uint8 reason)
func ZkJudgeVerifierNotAtLevel1ErrorID() common.Hash {
	return common.HexToHash("0x146f0a98b748bfee0d2e800288a2ce7a74d63dc69063e97b68fe318c248d03ea")
}

// UnpackNotAtLevel1Error is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAtLevel1(uint8 reason)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackNotAtLevel1Error(raw []byte) (*ZkJudgeVerifierNotAtLevel1, error) {
	out := new(ZkJudgeVerifierNotAtLevel1)
	if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, "NotAtLevel1", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkJudgeVerifierNotBound represents a NotBound error raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierNotBound struct {
	Why string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotBound(string why)
func ZkJudgeVerifierNotBoundErrorID() common.Hash {
	return common.HexToHash("0xedb8c19bfb55987ae81bd03790cc2d7b4f6dd0acfe5221013eb30b6038f32a15")
}

// UnpackNotBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotBound(string why)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackNotBoundError(raw []byte) (*ZkJudgeVerifierNotBound, error) {
	out := new(ZkJudgeVerifierNotBound)
	if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, "NotBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkJudgeVerifierProgramNotAllowed represents a ProgramNotAllowed error raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierProgramNotAllowed struct {
	ProgramId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProgramNotAllowed(bytes32 programId)
func ZkJudgeVerifierProgramNotAllowedErrorID() common.Hash {
	return common.HexToHash("0x0aa6a3886c5a7e49bc4c26a7466e029b92427fa24195984fc6ef5c6eb1f3e9b1")
}

// UnpackProgramNotAllowedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProgramNotAllowed(bytes32 programId)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackProgramNotAllowedError(raw []byte) (*ZkJudgeVerifierProgramNotAllowed, error) {
	out := new(ZkJudgeVerifierProgramNotAllowed)
	if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, "ProgramNotAllowed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkJudgeVerifierVerifierProgramMismatch represents a VerifierProgramMismatch error raised by the ZkJudgeVerifier contract.
type ZkJudgeVerifierVerifierProgramMismatch struct {
	VerifierProgram [32]byte
	ProgramId       [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error VerifierProgramMismatch(bytes32 verifierProgram, bytes32 programId)
func ZkJudgeVerifierVerifierProgramMismatchErrorID() common.Hash {
	return common.HexToHash("0xec8cfe2a0e45ffe15541d791227f28b99d207405e06a962b7695f531c989a7e8")
}

// UnpackVerifierProgramMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error VerifierProgramMismatch(bytes32 verifierProgram, bytes32 programId)
func (zkJudgeVerifier *ZkJudgeVerifier) UnpackVerifierProgramMismatchError(raw []byte) (*ZkJudgeVerifierVerifierProgramMismatch, error) {
	out := new(ZkJudgeVerifierVerifierProgramMismatch)
	if err := zkJudgeVerifier.abi.UnpackIntoInterface(out, "VerifierProgramMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}
