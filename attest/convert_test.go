package attest_test

import (
	"fmt"
	"reflect"
)

// convert copies an unpacked ABI tuple (an anonymous struct go-ethereum
// builds) into dst, field by field by name.
func convert(src, dst any) error {
	s := reflect.ValueOf(src)
	d := reflect.ValueOf(dst).Elem()
	if s.Kind() != reflect.Struct {
		return fmt.Errorf("source is %s, not a struct", s.Kind())
	}
	for i := 0; i < d.NumField(); i++ {
		f := d.Type().Field(i)
		sv := s.FieldByName(f.Name)
		if !sv.IsValid() {
			return fmt.Errorf("no field %s in %s", f.Name, s.Type())
		}
		d.Field(i).Set(sv.Convert(f.Type))
	}
	return nil
}
