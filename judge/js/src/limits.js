// Input caps of the evaluator. They mirror internal/limits in Go; a Go test
// asserts both agree, so change them together (and only with a new schema).
export const MAX_TRACE_BYTES = 8 * 1024 * 1024;
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
export const MAX_TRACE_DEPTH = 64;
export const MAX_BIGINT_DIGITS = 80;
export const MAX_NUMBER_EXPONENT = 10000;
export const MAX_SAFE_INTEGER = 9007199254740991;
export const MAX_DETAIL_CHARS = 1024;
