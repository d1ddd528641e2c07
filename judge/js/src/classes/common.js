// Helpers the evidence classes share.

// result is a check's outcome from the reasons it failed: it passes with
// none, and then says good; else it lists them.
export function result(bad, expected, good) {
  return { pass: bad.length === 0, expected, actual: bad.length === 0 ? good : bad.join("; ") };
}

// noValidate is the validate of a check kind without parameters.
export function noValidate() {}
