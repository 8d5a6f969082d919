import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The documents (README.md and docs/) name only things that exist: files and folders, npm
 * scripts, environment variables the code reads, and decision records. A rename in the code
 * then fails here instead of leaving a newcomer to look for something that is gone. Links are
 * checked by docs-links.test.ts; this reads the text around them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function filesUnder(folder: string, extensions: RegExp): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

const documents = ["README.md", ...filesUnder("docs", /\.md$/)];
const sourceFolders = ["app", "contracts", "scripts", "server", "tests", "types"];
const sourceFiles = [
  ...sourceFolders.flatMap((folder) => filesUnder(folder, /\.(?:ts|tsx|css)$/)),
  ...readdirSync(root).filter((file) => file.endsWith(".ts")),
];

interface Mention {
  line: number;
  text: string;
}

/** A reference to something missing, as `file:line: what (why)`. */
type Miss = string;

/** Each line of a document with its number; link targets (the link check's job) and URLs blanked. */
function documentLines(markdown: string): Mention[] {
  return markdown.split("\n").map((text, index) => ({
    line: index + 1,
    text: text.replace(/\]\([^)\s]*\)/g, "]()").replace(/\bhttps?:\/\/\S+/g, ""),
  }));
}

/** The inline code spans of a line, and the whole line inside a fenced block. */
function codeMentions(markdown: string): Mention[] {
  let fenced = false;
  return documentLines(markdown).flatMap(({ line, text }) => {
    if (text.trimStart().startsWith("```")) {
      fenced = !fenced;
      return [];
    }
    if (fenced) return [{ line, text }];
    return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => ({ line, text: match[1] ?? "" }));
  });
}

// ---------------------------------------------------------------- files and folders

const topFolders = readdirSync(root).filter(
  (entry) =>
    entry !== "node_modules" &&
    (!entry.startsWith(".") || entry === ".ci") &&
    statSync(path.join(root, entry)).isDirectory(),
);

/** Top folders the build, the server or a bench writes, which git ignores (`/build/`, `/data/`). */
const generatedFolders = read(".gitignore")
  .split("\n")
  .flatMap((line) => /^\/([\w.-]+?)(?:-\*)?\/$/.exec(line.trim())?.[1] ?? []);

/** The specification, kept beside the repository (in ../shared/), not in it. */
const specification = ["SPEC.md", "PRODUCT.md", "DESIGN.md", "STYLE.md"];

const trackedBasenames = new Set(
  [...sourceFolders, "docs", "public"]
    .flatMap((folder) => filesUnder(folder, /./))
    .concat(readdirSync(root))
    .map((file) => path.basename(file))
    .concat(specification),
);

const pathPattern = new RegExp(
  String.raw`(?<![\w./$~@:#-])((?:${[...topFolders, ...generatedFolders].map((name) => name.replace(".", String.raw`\.`)).join("|")})/[\w./<>*…{}+-]*)`,
  "g",
);
const bareFilePattern =
  /(?<![\w./$~@:#-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|md|json|css|svg))(?![\w/-])/g;

/** The part of a path before its first placeholder (`<page>`, `*`, `…`, `{a,b}`). */
function concretePart(mentioned: string): string {
  let trimmed = mentioned;
  while (/[.:]$/.test(trimmed)) trimmed = trimmed.slice(0, -1);
  const segments = trimmed.split("/");
  const placeholder = segments.findIndex((segment) => /[<>*…{}]/.test(segment));
  return placeholder === -1 ? trimmed : segments.slice(0, placeholder).join("/");
}

function missingPaths(file: string, markdown: string): Miss[] {
  return documentLines(markdown).flatMap(({ line, text }) => {
    const paths = [...text.matchAll(pathPattern)].flatMap((match) => {
      const mentioned = match[1] ?? "";
      const concrete = concretePart(mentioned);
      if (generatedFolders.includes(concrete.split("/")[0] ?? "")) return [];
      return existsSync(path.join(root, concrete))
        ? []
        : [`${file}:${line}: ${mentioned} (no such path)`];
    });
    const bare = [...text.replace(pathPattern, "").matchAll(bareFilePattern)].flatMap((match) =>
      trackedBasenames.has(match[1] ?? "") ? [] : [`${file}:${line}: ${match[1]} (no such file)`],
    );
    return [...paths, ...bare];
  });
}

// ---------------------------------------------------------------- npm scripts

const npmScripts = new Set(
  Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts),
);

function missingScripts(file: string, markdown: string): Miss[] {
  return documentLines(markdown).flatMap(({ line, text }) =>
    [...text.matchAll(/\bnpm run ([\w:-]+)/g)].flatMap((match) =>
      npmScripts.has(match[1] ?? "")
        ? []
        : [`${file}:${line}: npm run ${match[1]} (no such script)`],
    ),
  );
}

// ---------------------------------------------------------------- environment variables

/** The keys of the server's environment schema, and every `process.env.X` the code reads. */
const environmentVariables = new Set([
  ...[...read("server/config.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? ""),
  ...sourceFiles.flatMap((file) =>
    [...read(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\["([A-Z][A-Z0-9_]*)"\])/g)].map(
      (match) => match[1] ?? match[2] ?? "",
    ),
  ),
]);

/**
 * ALL_CAPS names that are not this project's variables: the ones the code spells out as strings
 * (error codes), SQLite's result codes, and variables other programs read.
 */
const codeConstants = new Set([
  ...sourceFiles.flatMap((file) =>
    [...read(file).matchAll(/["'`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)["'`]/g)].map((m) => m[1] ?? ""),
  ),
  "SQLITE_BUSY",
  "SQLITE_BUSY_SNAPSHOT",
]);

/**
 * The environment variables a code span names: a whole span in ALL_CAPS with an underscore
 * (`DATABASE_URL`), an assignment (`HOST=0.0.0.0`, `CI=1 npx …`), a suffix of the name before
 * it (`SPAM_MIN_FILL_MS_CONTACT`, `_QUOTE`) or a family (`SMTP_*`).
 */
function variablesNamed(span: string, previous: string | undefined): string[] {
  const assigned = [...span.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1] ?? "");
  if (assigned.length > 0) return assigned;
  const whole = /^\$?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?:_\*)?)$/.exec(span.trim())?.[1];
  if (whole) return [whole];
  const suffix = /^(_[A-Z0-9]+)$/.exec(span.trim())?.[1];
  if (suffix && previous) return [previous.replace(/_[A-Z0-9]+$/, suffix)];
  return [];
}

function isKnownVariable(name: string): boolean {
  if (name.endsWith("_*"))
    return [...environmentVariables].some((known) => known.startsWith(name.slice(0, -1)));
  return environmentVariables.has(name) || codeConstants.has(name);
}

function missingVariables(file: string, markdown: string): Miss[] {
  let previous: string | undefined;
  return codeMentions(markdown).flatMap(({ line, text }) =>
    variablesNamed(text, previous).flatMap((name) => {
      if (!name.startsWith("_")) previous = name;
      return isKnownVariable(name) ? [] : [`${file}:${line}: ${name} (no such variable)`];
    }),
  );
}

// ---------------------------------------------------------------- decision records

const decisionNumbers = new Set(
  readdirSync(path.join(root, "docs/decisions")).flatMap(
    (file) => /^(\d{4})-/.exec(file)?.[1] ?? [],
  ),
);

/** The line of a text an index falls on, counted from 1. */
const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** A list of record numbers: "0080-0084, 0090 and 0091". */
const numberList = String.raw`0\d{3}(?:\s*(?:[,\-–]|and|or|to)\s*0\d{3})*`;

/**
 * The records a text cites, with the line each citation starts on: "decision 0123", "decisions
 * 0080-0084, 0090 and 0091" (across a line break too), "(0123)", "(0123, 0124)",
 * "docs/decisions/0123".
 */
function citedDecisions(text: string): Array<{ line: number; number: string }> {
  const citation = new RegExp(
    String.raw`\bdecisions?\s+(?:records?\s+)?(${numberList})|\(\s*(${numberList})\s*\)|\bdecisions\/(${numberList})`,
    "gi",
  );
  return [...text.matchAll(citation)].flatMap((match) =>
    ((match[1] ?? match[2] ?? match[3])?.match(/\d{4}/g) ?? []).map((number) => ({
      line: lineAt(text, match.index),
      number,
    })),
  );
}

function missingDecisions(file: string, text: string): Miss[] {
  return citedDecisions(text).flatMap(({ line, number }) =>
    decisionNumbers.has(number) ? [] : [`${file}:${line}: decision ${number} (no such record)`],
  );
}

// ---------------------------------------------------------------- issue numbers

/**
 * Where a text names an issue by its number ("issue 42", "issues 43 and 44", "Issue 43's"). The
 * issue's text is not beside the code, so its number tells a reader nothing.
 */
function citedIssues(file: string, text: string): Miss[] {
  return [...text.matchAll(/\bissues?\s+#?\d+/gi)].map(
    (match) => `${file}:${lineAt(text, match.index)}: ${match[0]} (say the reason in words)`,
  );
}

// ---------------------------------------------------------------- the checks

const inDocuments = (check: (file: string, markdown: string) => Miss[]) =>
  documents.flatMap((file) => check(file, read(file)));

describe("what README.md and docs/ name exists", () => {
  it("every file and folder path", () => {
    expect(inDocuments(missingPaths)).toEqual([]);
  });

  it("every npm script", () => {
    expect(inDocuments(missingScripts)).toEqual([]);
  });

  it("every environment variable", () => {
    expect(inDocuments(missingVariables)).toEqual([]);
  });

  it("every decision record cited", () => {
    expect(inDocuments(missingDecisions)).toEqual([]);
  });
});

describe("the checks find what is missing", () => {
  const sample = [
    "See `server/no-such-file.ts`, `app/content/pages/<page>.ts`, `build/client/` and `knip.ts`.",
    "Run `npm run build`, then `npm run no-such-script`.",
    "Set `DATABASE_URL`, `SPAM_MIN_FILL_MS_CONTACT`, `_QUOTE`, `_NOPE`, `SMTP_*` and `NO_SUCH_VAR=1`.",
    "As decision 0001 says, and decisions 0001 and 0998, and (0999) too, not 2026.",
  ].join("\n");

  it("names a path that is gone, and lets a placeholder, a build folder and a root file pass", () => {
    expect(missingPaths("sample.md", sample)).toEqual([
      "sample.md:1: server/no-such-file.ts (no such path)",
    ]);
  });

  it("names a script package.json does not have", () => {
    expect(missingScripts("sample.md", sample)).toEqual([
      "sample.md:2: npm run no-such-script (no such script)",
    ]);
  });

  it("names a variable the code does not read", () => {
    expect(missingVariables("sample.md", sample)).toEqual([
      "sample.md:3: SPAM_MIN_FILL_MS_NOPE (no such variable)",
      "sample.md:3: NO_SUCH_VAR (no such variable)",
    ]);
  });

  it("names a decision record that is gone", () => {
    expect(
      citedDecisions(
        "decisions 0080-0084, 0090 and\n0091 (0123), docs/decisions/0124, 0125 (0126, 0127)",
      ).map(({ number }) => number),
    ).toEqual(["0080", "0084", "0090", "0091", "0123", "0124", "0125", "0126", "0127"]);
    expect(missingDecisions("sample.md", sample)).toEqual([
      "sample.md:4: decision 0998 (no such record)",
      "sample.md:4: decision 0999 (no such record)",
    ]);
  });

  it("names an issue cited by its number, and lets an issue without one pass", () => {
    const code =
      "// As issue 42 asks (issues 43 and 44);\n/** Issue 43's proof, not an issue with 5. */";
    expect(citedIssues("sample.ts", code)).toEqual([
      "sample.ts:1: issue 42 (say the reason in words)",
      "sample.ts:1: issues 43 (say the reason in words)",
      "sample.ts:2: Issue 43 (say the reason in words)",
    ]);
  });
});

/**
 * The code's comments and test names say why in words. Where a pointer to a decision record
 * helps, it names a record that exists (merged records kept the number of their oldest part); an
 * issue's number is never the reason.
 */
describe("what the code cites exists and says why in words", () => {
  // This file's own samples cite missing records and issues on purpose.
  const code = sourceFiles.filter((file) => !import.meta.filename.endsWith(file));

  it("every decision record a code comment or test name cites", () => {
    expect(code.flatMap((file) => missingDecisions(file, read(file)))).toEqual([]);
  });

  it("no code comment or test name cites an issue by number", () => {
    expect(code.flatMap((file) => citedIssues(file, read(file)))).toEqual([]);
  });
});
