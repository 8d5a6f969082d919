/**
 * The loader's entry: the build makes the page's inline text of it (scripts/build/page-loader.ts),
 * and the dev server serves it as it is (app/root.tsx).
 */
import { afterFirstPaint } from "./after-first-paint";

afterFirstPaint();
