/**
 * The static checks of `npm run check`, in two lanes at once (CI has two cores and each of these
 * tools uses one): formatting then lint, and types then unused code. Route types are generated
 * first, as both lanes read them. Each tool's output is printed whole when it ends; the exit code
 * is non-zero when any check failed.
 *
 *   npm run check:static
 */
import { spawn } from "node:child_process";

const lanes = [
  ["prettier --check .", "eslint . --max-warnings 0"],
  ["tsc", "knip", "knip --production --include files"],
];

function run(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
      process.stdout.write(`\n> ${command}: ${verdict} in ${seconds} s\n${Buffer.concat(output)}`);
      resolve(code === 0);
    });
  });
}

async function runLane(commands: readonly string[]): Promise<boolean> {
  let passed = true;
  // A lane goes on after a failure, so one run reports every problem.
  for (const command of commands) passed = (await run(command)) && passed;
  return passed;
}

const typesGenerated = await run("react-router typegen");
const results = await Promise.all(lanes.map(runLane));
if (!typesGenerated || results.includes(false)) process.exit(1);
