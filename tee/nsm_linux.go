package tee

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

// nsmIoctl is NSM_IOCTL_REQUEST: _IOWR(0x0A, 0, struct nsm_message) with a
// 32-byte message of two iovecs (request, response).
const nsmIoctl = 0xC0200A00

// nsmMaxResponse is the driver's largest answer.
const nsmMaxResponse = 0x3000

type nsmDevice struct{ f *os.File }

func openNSM() (*nsmDevice, error) {
	f, err := os.OpenFile("/dev/nsm", os.O_RDWR, 0)
	if err != nil {
		return nil, err
	}
	return &nsmDevice{f}, nil
}

func (d *nsmDevice) Close() error { return d.f.Close() }

// Send is one NSM request through the ioctl. (Exercised only inside an
// enclave: tests drive the backend through a transport that speaks the
// same CBOR messages.)
func (d *nsmDevice) Send(req []byte) ([]byte, error) {
	resp := make([]byte, nsmMaxResponse)
	msg := struct{ req, resp unix.Iovec }{}
	msg.req.Base, msg.resp.Base = &req[0], &resp[0]
	msg.req.SetLen(len(req))
	msg.resp.SetLen(len(resp))
	if _, _, errno := unix.Syscall(unix.SYS_IOCTL, d.f.Fd(), nsmIoctl, uintptr(unsafe.Pointer(&msg))); errno != 0 {
		return nil, errno
	}
	n := int(msg.resp.Len)
	if n > len(resp) {
		n = len(resp)
	}
	return resp[:n], nil
}
