// The registry of evidence classes. A class is a module exporting
// { name, readEvidence(evidence) -> ctx, txHashes(ctx), checks: { kind:
// { params: [required, optional], validate(check, path), run(check, ctx) } } }.
// Adding a class means adding a module and one line here; no other class or
// the core changes.
import { web3 } from "./web3.js";
import { code } from "./code.js";
import { review } from "./review.js";
import { transcript } from "./transcript.js";

export const CLASSES = Object.freeze({ web3, code, review, transcript });
