/**
 * Every check of `npm test`, nothing left out, in lanes that share CI's two cores:
 *
 * 1. route types (react-router typegen), which tsc and the build read;
 * 2. at once: the build (one core's work for most of its run); formatting then lint; types then
 *    unused code;
 * 3. the unit tests, with the build's byte budgets and html-validate beside them (seconds of
 *    work): the unit tests wait on sockets, timers and child processes, and their 5 s timeouts
 *    are not to be raced by a build;
 * 4. the browser tests, which use both cores, alone.
 *
 * A lane's output is printed whole when it ends; the browser tests print as they go. A failure
 * does not stop the other lanes, so one run reports every problem; what needs the build is left
 * out only when the build failed. Exits 1 when anything failed.
 *
 *   npm run check
 */
import { run, runLanes, staticLanes } from "./lanes";

const started = performance.now();
const typesGenerated = await run("react-router typegen");
const [built = false, ...staticChecks] = await runLanes([["npm run build"], ...staticLanes]);
const results = [typesGenerated, built, ...staticChecks];
results.push(
  ...(await runLanes([["vitest run"], built ? ["npm run budgets", "npm run test:html"] : []])),
);
if (built) results.push(await run("playwright test", { live: true }));
const passed = !results.includes(false);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\nnpm run check: ${passed ? "passed" : "FAILED"} in ${minutes} min.`);
if (!passed) process.exit(1);
