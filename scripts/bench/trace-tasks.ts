/**
 * Where a page's main-thread time goes: loads each URL in Chromium with 4x CPU throttling (what
 * Lighthouse's mobile profile simulates), records a performance trace, and prints FCP, LCP and
 * every main-thread task over 30 ms with the work inside it (style, layout, paint, script
 * evaluation, idle callbacks) and the scripts it ran. Diagnostic only; numbers vary with the
 * machine's load, so compare builds back to back.
 *
 *   npx tsx scripts/bench/trace-tasks.ts http://localhost:4350/ http://localhost:4350/contact-us
 *   BLOCK='app-.*\.css' npx tsx scripts/bench/trace-tasks.ts …   (requests matching BLOCK are aborted)
 *   CPU_TIME=1 npx tsx scripts/bench/trace-tasks.ts …   (each task's CPU time beside its wall time)
 *
 * A task's wall time on a busy machine includes the time the renderer waited for a core; its CPU
 * time (the trace's thread duration) does not, so CPU_TIME=1 tells a long task from a descheduled
 * one. Both are under the 4x throttling.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, in µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

const shown = new Set([
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
  "MajorGC",
  "MinorGC",
  "IntersectionObserverController::computeIntersections",
]);

const cpuTime = process.env.CPU_TIME === "1";

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const url of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const block = process.env.BLOCK;
    if (block) await page.route(new RegExp(block), (route) => route.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    await cdp.send("Tracing.start", {
      categories:
        "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 6000));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    await page.close();

    const fcp = events.find((event) => event.name === "firstContentfulPaint");
    if (!fcp) {
      console.log(`${url}: no first contentful paint in the trace`);
      continue;
    }
    const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X");
    const start =
      events.find((e) => e.name === "navigationStart" && e.pid === fcp.pid)?.ts ?? fcp.ts;
    const ms = (ts: number) => Math.round((ts - start) / 1000);
    const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1);
    console.log(`\n${url}: FCP ${ms(fcp.ts)} ms, LCP ${lcp ? ms(lcp.ts) : "-"} ms`);
    for (const task of main.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 30_000)) {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && shown.has(e.name),
      );
      const work = new Map<string, number>();
      for (const event of inside)
        work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      const scripts = new Set(
        inside.flatMap((e) => (e.args?.data?.url ? [new URL(e.args.data.url).pathname] : [])),
      );
      const parts = [...work]
        .filter(([, duration]) => duration >= 3)
        .sort((a, b) => b[1] - a[1])
        .map(([name, duration]) => `${name} ${Math.round(duration)}`);
      const when = ms(task.ts) < ms(fcp.ts) ? "before FCP" : "after FCP";
      const cpu =
        cpuTime && task.tdur !== undefined
          ? `  cpu ${String(Math.round(task.tdur / 1000)).padStart(4)} ms`
          : "";
      console.log(
        `  ${String(ms(task.ts)).padStart(6)} ms  ${String(Math.round((task.dur ?? 0) / 1000)).padStart(4)} ms${cpu}  ${when}  ${parts.join(", ")}  ${[...scripts].join(" ")}`,
      );
    }
  }
} finally {
  await browser.close();
}
