//go:build !linux

package tee

import "errors"

type nsmDevice struct{}

func openNSM() (*nsmDevice, error) { return nil, errors.New("the NSM device exists only on Linux") }

func (*nsmDevice) Close() error                    { return nil }
func (*nsmDevice) Send(req []byte) ([]byte, error) { return nil, errors.New("no NSM device") }
