/**
 * The static checks alone (`npm run check` runs them beside the build,
 * scripts/quality/check.ts): route types first, as tsc reads them, then the two lanes of
 * scripts/quality/lanes.ts. The exit code is non-zero when any check failed.
 *
 *   npm run check:static
 */
import { run, runLanes, staticLanes } from "./lanes";

const typesGenerated = await run("react-router typegen");
const lanes = await runLanes(staticLanes);
if (!typesGenerated || lanes.includes(false)) process.exit(1);
