/**
 * Every check of `npm test`, nothing left out, in two lanes that share CI's two cores
 * (decision 0102):
 *
 * - the site: the build, then the browser tests with the build's byte budgets and html-validate
 *   beside them (seconds of work);
 * - the code: the static checks (formatting then lint, types then unused code: two sub-lanes),
 *   then the unit tests on two workers.
 *
 * Route types (react-router typegen), which tsc and the build read, come first. The unit tests run
 * beside the browser tests: most of their time is spent waiting on sockets, timers and child
 * processes, and on CI their timeouts allow for sharing the cores (vitest.config.ts).
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

async function siteLane(): Promise<boolean[]> {
  const built = await run("npm run build");
  if (!built) return [false];
  const [browser = false, sizes = false] = await Promise.all([
    run("playwright test", { live: true }),
    runLanes([["npm run budgets", "npm run test:html"]]).then((lanes) => !lanes.includes(false)),
  ]);
  return [built, browser, sizes];
}

async function codeLane(): Promise<boolean[]> {
  const statics = await runLanes(staticLanes);
  return [...statics, await run("vitest run --maxWorkers=2")];
}

const lanes = await Promise.all([siteLane(), codeLane()]);
const passed = typesGenerated && !lanes.flat().includes(false);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\nnpm run check: ${passed ? "passed" : "FAILED"} in ${minutes} min.`);
if (!passed) process.exit(1);
