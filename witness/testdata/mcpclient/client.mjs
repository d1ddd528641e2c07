// Drives `verijudge witness prover` over stdio with the official
// TypeScript MCP client (@modelcontextprotocol/sdk), playing auditor and
// verifier itself: it opens the session, asks one question, calls every
// corpus tool, answers, closes, and checks everything the prover returns
// with its own implementation of the chain (node:crypto SHA-256, the
// vendored @noble/ed25519 for signatures). It also sends what a hostile
// client would. Prints one JSON summary line.
//
// Usage: node client.mjs VERIJUDGE CORPUS TICKET LOCKER PROVERKEY VERIFIERSEED
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import * as ed from "../../../judge/js/vendor/noble-ed25519/index.js";
import { sha512 } from "../../../judge/js/vendor/noble-hashes/sha2.js";

ed.hashes.sha512 = sha512;
const [bin, corpus, ticketPath, locker, proverKeyFile, verifierSeed] = process.argv.slice(2);

const hex = (b) => "0x" + Buffer.from(b).toString("hex");
const unhex = (h) => Uint8Array.from(Buffer.from(h.slice(2), "hex"));
const sha = (...parts) => { const h = createHash("sha256"); for (const p of parts) h.update(p); return h.digest(); };
const tag = (t) => Buffer.concat([Buffer.from(t), Buffer.of(0)]);
const u8 = (v) => Buffer.of(v);
const u32 = (v) => { const b = Buffer.alloc(4); b.writeUInt32BE(v); return b; };
const u64 = (v) => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(v)); return b; };
const lp = (s) => { const b = Buffer.from(s, "utf8"); return Buffer.concat([u32(b.length), b]); };
const ZERO = Buffer.alloc(32);
const fail = (msg) => { console.log(JSON.stringify({ ok: false, error: msg })); process.exit(1); };
const check = (cond, msg) => { if (!cond) fail(msg); };

const transport = new StdioClientTransport({
  command: bin,
  args: ["witness", "prover", "--corpus", corpus, "--verifier-key", hex(ed.getPublicKey(unhex(verifierSeed))),
    "--ticket", ticketPath, "--locker", locker, "--key", proverKeyFile, "--max-questions", "2", "--max-tool-calls", "3", "--unattested-auditor-unsafe"],
  stderr: "pipe",
});
const client = new Client({ name: "verijudge-interop-test", version: "1.0.0" });
await client.connect(transport);
const summary = { ok: true };
summary.server = client.getServerVersion();
summary.tools = (await client.listTools()).tools.map((t) => t.name).sort();

// The ticket the prover wrote before serving.
const t = JSON.parse(readFileSync(ticketPath, "utf8"));
const ticketMsg = Buffer.concat([tag("verijudge/witness/v1/ticket"), unhex(t.nonce), u64(t.issuedAt), u32(t.maxQuestions),
  u32(t.maxToolCalls), unhex(t.corpusHash), unhex(t.proverKey), unhex(t.verifierKey)]);
check(ed.verify(unhex(t.signature), ticketMsg, unhex(t.proverKey), { zip215: false }), "ticket signature");
const T = sha(ticketMsg, unhex(t.signature));
const proverKey = unhex(t.proverKey);

// The auditor: a fresh key, no TEE.
const auditorSeed = ed.utils.randomSecretKey();
const auditorKey = hex(ed.getPublicKey(auditorSeed));
const call = async (name, args) => client.callTool({ name, arguments: args });
const text = (r) => { check(!r.isError, "tool error: " + JSON.stringify(r.content)); check(r.content.length === 1 && r.content[0].type === "text", "one text content"); return r.content[0].text; };
const meta = (r) => r._meta["verijudge/witness"];

const opened = JSON.parse(text(await call("witness_open", { binding: { key: auditorKey, backend: "reproducible-only", quoteHash: hex(ZERO) } })));
const map = Object.fromEntries(opened.files.map((f) => [f.path, f.sha256]));
const mapText = opened.files.map((f) => f.sha256.slice(2) + "  " + f.path + "\n").sort((a, b) => (a.split("  ")[1] < b.split("  ")[1] ? -1 : 1)).join("");
check(hex(sha(mapText)) === t.corpusHash, "the map hashes to the ticket's corpus hash");

// H0 commits to the corpus, the ticket and the auditor's binding.
let head = sha(tag("verijudge/witness/v1/chain"), unhex(t.corpusHash), T, unhex(auditorKey), sha("reproducible-only"), ZERO);
let n = 0;
const step = (s, m) => {
  n++;
  head = sha(tag("verijudge/witness/v1/step"), head, u64(n), u8(s.kind), u32(s.question), lp(s.tool), lp(s.args), s.result, s.file);
  check(m.n === n && m.head === hex(head), "step " + n + ": prover head " + m.head + ", ours " + hex(head));
  const msg = Buffer.concat([tag("verijudge/witness/v1/step-head"), T, u64(n), head]);
  check(ed.verify(unhex(m.signature), msg, proverKey, { zip215: false }), "step " + n + " signature");
};

// Corpus tools outside a question are refused.
summary.outsideQuestion = (await call("read_file", { path: "LICENSE" })).isError === true;

const question = "Is the project under the MIT license?";
const qsig = ed.sign(Buffer.concat([tag("verijudge/witness/v1/question"), T, u32(1), sha(question)]), unhex(verifierSeed));
let r = await call("witness_question", { n: 1, question, signature: hex(qsig) });
step({ kind: 1, question: 1, tool: "", args: question, result: sha(qsig), file: ZERO }, meta(r));

r = await call("read_file", { path: "LICENSE" });
const content = text(r);
check(hex(sha(content)) === meta(r).file && meta(r).file === map.LICENSE, "read_file hash matches content and map");
step({ kind: 2, question: 1, tool: "read_file", args: JSON.stringify({ path: "LICENSE" }), result: sha(content), file: unhex(meta(r).file) }, meta(r));
summary.license = content.split("\n")[0];

r = await call("search_repository", { query: "ErrUnbalanced", maxResults: 5 });
const found = text(r);
step({ kind: 2, question: 1, tool: "search_repository", args: JSON.stringify({ maxResults: 5, query: "ErrUnbalanced" }), result: sha(found), file: ZERO }, meta(r));
summary.searchLines = found.trim().split("\n").length;

r = await call("list_files", {});
check(text(r) === mapText, "list_files is the map");
step({ kind: 2, question: 1, tool: "list_files", args: "{}", result: sha(text(r)), file: ZERO }, meta(r));

// Hostile calls: each is refused, none enters the chain.
const refused = async (name, args) => {
  try { return (await call(name, args)).isError === true; } catch (e) { return "rpc:" + (e.code ?? "error"); }
};
summary.hostile = {
  escape: await refused("read_file", { path: "../../etc/passwd" }),
  absolute: await refused("read_file", { path: "/etc/passwd" }),
  gitdir: await refused("read_file", { path: ".git/config" }),
  extraArgument: await refused("read_file", { path: "LICENSE", mode: "raw" }),
  wrongType: await refused("read_file", { path: 7 }),
  unknownTool: await refused("exec_shell", { cmd: "id" }),
  overBudget: await refused("list_files", {}), // the fourth call of question 1, budget 3
  secondQuestionWhileOpen: await refused("witness_question", { n: 2, question: "q", signature: hex(qsig) }),
  badAnswer: await refused("witness_answer", { n: 1, answer: "probably" }),
};

r = await call("witness_answer", { n: 1, answer: "true" });
const am = meta(r);
step({ kind: 3, question: 1, tool: "", args: "true", result: ZERO, file: ZERO }, am.step);
const ackMsg = Buffer.concat([tag("verijudge/witness/v1/ack"), T, u32(1), head, u8(1), u32(am.toolCalls)]);
check(am.toolCalls === 3 && ed.verify(unhex(am.ack), ackMsg, proverKey, { zip215: false }), "acknowledgement");

const finalMsg = Buffer.concat([tag("verijudge/witness/v1/final"), T, u64(n), u32(1), head]);
summary.badClose = await refused("witness_close", { steps: n, head: hex(head), signature: hex(ed.sign(finalMsg, ed.utils.randomSecretKey())) });
r = await call("witness_close", { steps: n, head: hex(head), signature: hex(ed.sign(finalMsg, auditorSeed)) });
const f = meta(r);
check(ed.verify(unhex(f.proverSignature), finalMsg, proverKey, { zip215: false }), "the prover's final signature");
summary.steps = n;
summary.head = hex(head);
summary.afterClose = await refused("witness_question", { n: 2, question: "q", signature: hex(qsig) });
await client.close();
console.log(JSON.stringify(summary));
