import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer rules of eslint.config.ts, run through ESLint's own API on snippets placed at
 * real paths: each violation must fail `npm run lint`, and each allowed import must pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) =>
      ["no-restricted-imports", "@typescript-eslint/no-restricted-imports"].includes(
        message.ruleId ?? "",
      ),
    )
    .map((message) => message.message);
}

// Loading the TypeScript config and its plugins is the slow part: once, with room on a busy machine.
beforeAll(() => eslint.calculateConfigForFile("app/lib/paths.ts"), 120_000);

describe("import layers", { timeout: 60_000 }, () => {
  it.each([
    [
      "a section importing content",
      "app/components/sections/home/probe.tsx",
      'import { homePage } from "~/content/pages/home";\nexport const probe = homePage;\n',
      /only routes import content/,
    ],
    [
      "a primitive importing a page section",
      "app/components/ui/probe.tsx",
      'import { PageHero } from "~/components/sections/shared/page-hero";\nexport const probe = PageHero;\n',
      /ui holds primitives/,
    ],
    [
      "lib importing a component",
      "app/lib/probe.ts",
      'import { Button } from "~/components/ui/button";\nexport const probe = Button;\n',
      /components sit above this layer/,
    ],
    [
      "lib importing content",
      "app/lib/probe.ts",
      'import { navigation } from "~/content/navigation";\nexport const probe = navigation;\n',
      /only routes import content/,
    ],
    [
      "an import climbing two folders",
      "app/components/ui/probe.tsx",
      'import { cn } from "../../lib/cn";\nexport const probe = cn;\n',
      /Climb at most one folder/,
    ],
    [
      "a script climbing two folders",
      "scripts/quality/probe.ts",
      'import { paths } from "../../app/lib/paths";\nexport const probe = paths;\n',
      /Climb at most one folder/,
    ],
    [
      "the app importing the server",
      "app/routes/probe.tsx",
      'import { openInbox } from "@server/inbox";\nexport const probe = openInbox;\n',
      /only through contracts/,
    ],
    [
      "the server importing test support",
      "server/store/probe.ts",
      'import { newLead } from "@tests/support/lead-fixtures";\nexport const probe = newLead;\n',
      /never imports tests/,
    ],
    [
      "the server importing test support by a relative path",
      "server/probe.ts",
      'import { startSmtp } from "../tests/support/test-smtp";\nexport const probe = startSmtp;\n',
      /never imports tests/,
    ],
    [
      "the app importing test support",
      "app/lib/probe.ts",
      'import { renderHydrated } from "@tests/support/render-hydrated";\nexport const probe = renderHydrated;\n',
      /never imports tests/,
    ],
    [
      "the server reaching contracts by a relative path",
      "server/probe.ts",
      'import { identity } from "../contracts/identity";\nexport const probe = identity;\n',
      /through its alias/,
    ],
    [
      "a server test reaching contracts by a relative path",
      "server/probe.test.ts",
      'import { fieldLimits } from "../contracts/forms";\nexport const probe = fieldLimits;\n',
      /through its alias/,
    ],
    [
      "a script reaching the server by a relative path",
      "scripts/probe.ts",
      'import { openStore } from "../server/store/open-store";\nexport const probe = openStore;\n',
      /through its alias/,
    ],
  ])("refuses %s", async (_name, filePath, code, message) => {
    const messages = await restrictedImports(filePath, code);
    expect(messages).toContainEqual(expect.stringMatching(message));
  });

  it.each([
    [
      "a route importing content and sections",
      "app/routes/probe.tsx",
      'import { PageHero } from "~/components/sections/shared/page-hero";\nimport { homePage } from "~/content/pages/home";\nexport const probe = [PageHero, homePage];\n',
    ],
    [
      "a section importing a primitive and a schema type",
      "app/components/sections/home/probe.tsx",
      'import type { Hero } from "~/schema/common";\nimport { Button } from "~/components/ui/button";\nexport const probe = Button;\nexport type Probe = Hero;\n',
    ],
    [
      "content importing lib and its schema",
      "app/content/pages/probe.ts",
      'import { paths } from "~/lib/paths";\nimport type { Hero } from "~/schema/common";\nexport const probe = paths;\nexport type Probe = Hero;\n',
    ],
    [
      "the desk importing a primitive instead of the site's field",
      "app/admin/probe.tsx",
      'import { Field } from "~/components/ui/field";\nexport const probe = Field;\n',
    ],
    [
      "a server test importing test support",
      "server/store/probe.test.ts",
      'import { newLead } from "@tests/support/lead-fixtures";\nexport const probe = newLead;\n',
    ],
    [
      "the server reaching contracts through its alias, and its own folder by a relative path",
      "server/probe.ts",
      'import { identity } from "@contracts/identity";\nimport { openStore } from "./store/open-store";\nexport const probe = [identity, openStore];\n',
    ],
  ])("allows %s", async (_name, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

describe("function length: 80 lines at most in server/ and app/admin/", { timeout: 60_000 }, () => {
  /** A function of `lines` statements, one line each, with a comment and blank lines between. */
  const functionOf = (lines: number) =>
    `export function probe() {\n  // A comment does not count.\n\n${Array.from(
      { length: lines },
      (_, i) => `  console.log(${i});\n`,
    ).join("\n")}}\n`;
  const overLength = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter(
      (message) => message.ruleId === "max-lines-per-function",
    );
  };

  it.each(["server/store/desk/probe.ts", "app/admin/overview/probe.tsx"])(
    "fails a function over 80 lines in %s, and not one of 80 with comments and blank lines",
    async (filePath) => {
      expect(await overLength(filePath, functionOf(79))).toHaveLength(1);
      expect(await overLength(filePath, functionOf(78))).toEqual([]);
    },
  );

  it("leaves tests and the site's other folders alone", async () => {
    expect(await overLength("server/store/probe.test.ts", functionOf(120))).toEqual([]);
    expect(await overLength("scripts/bench/probe.ts", functionOf(120))).toEqual([]);
  });
});
