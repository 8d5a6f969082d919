import { spawn } from "node:child_process";

/**
 * Runs a shell command (npm's PATH, so local binaries resolve) and prints its verdict and time.
 * Its output is held and printed whole when it ends, so lanes running at once do not interleave;
 * `live` passes it straight through, for a command that runs alone.
 */
export function run(command: string, { live = false } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, {
      shell: true,
      stdio: ["ignore", live ? "inherit" : "pipe", live ? "inherit" : "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
      process.stdout.write(`\n> ${command}: ${verdict} in ${seconds} s\n${Buffer.concat(output)}`);
      resolve(code === 0);
    });
  });
}

/** The static checks in two lanes (each tool uses one core): formatting then lint, types then unused code. */
export const staticLanes = [
  ["prettier --check .", "eslint . --max-warnings 0"],
  ["tsc", "knip", "knip --production --include files"],
];

/**
 * Runs each lane's commands one after another, the lanes at once; whether each lane passed. A
 * lane goes on after a failure, so one run reports every problem.
 */
export function runLanes(lanes: readonly (readonly string[])[]): Promise<boolean[]> {
  return Promise.all(
    lanes.map(async (commands) => {
      let passed = true;
      for (const command of commands) passed = (await run(command)) && passed;
      return passed;
    }),
  );
}
