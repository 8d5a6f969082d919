/**
 * The spam filter's cost per post, in microseconds (no assertions: a benchmark prints numbers).
 *   npx tsx scripts/bench/spam.ts
 */
import { performance } from "node:perf_hooks";
import { stampTimeTokens, createTimeTokens } from "@server/spam/time-token";
import { loadConfig } from "@server/config";
import { createSpamFilter } from "@server/spam/verdict";

const tokens = createTimeTokens();
const filter = createSpamFilter(loadConfig({}).spam, tokens);
const message =
  "We are a bakery in Islamabad and would like a website with online ordering and delivery.";
const runs = 50_000;
const token = tokens.issue(Date.now() - 10_000);

for (let i = 0; i < 2000; i++)
  await filter.check({
    form: "contact",
    honeypot: "",
    timeToken: token,
    address: `10.0.${i % 200}.1`,
    email: `w${i}@example.com`,
    message: `${message} ${i}`,
  });

let start = performance.now();
for (let i = 0; i < runs; i++)
  await filter.check({
    form: "contact",
    honeypot: "",
    timeToken: token,
    address: `10.${(i >> 8) & 255}.${i & 255}.1`,
    email: `p${i}@example.com`,
    message: `${message} ${i}`,
  });
const perCheck = ((performance.now() - start) * 1000) / runs;

const page = `<html><body>${"<p>text</p>".repeat(4000)}<form data-form="contact" method="post"></form></body></html>`;
start = performance.now();
for (let i = 0; i < 5000; i++) stampTimeTokens(page, tokens.issue());
const perStamp = ((performance.now() - start) * 1000) / 5000;

console.log(`spam verdict (in-memory layers + token check): ${perCheck.toFixed(1)} µs per post`);
console.log(
  `time token stamped into a ${(page.length / 1024).toFixed(0)} KB page: ${perStamp.toFixed(1)} µs per page`,
);
