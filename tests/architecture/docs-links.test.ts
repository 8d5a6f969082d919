import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every relative link in README.md and docs/ reaches a file, and every `#anchor` a heading of it,
 * so moving a document or renaming a section cannot leave a newcomer at a dead end.
 */
const root = path.resolve(import.meta.dirname, "../..");

const markdownFiles = [
  "README.md",
  ...readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

/** The lines outside fenced code blocks, with inline code spans blanked out. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").flatMap((line) => {
    if (line.trimStart().startsWith("```")) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [line.replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length))];
  });
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, numbered repeats. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.trimStart().startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.+)$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function brokenLinks(file: string): string[] {
  const markdown = readFileSync(path.join(root, file), "utf8");
  const targets = proseLines(markdown).flatMap((line) =>
    [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ""),
  );
  return targets.flatMap((target) => {
    if (/^[a-z]+:/i.test(target)) return [];
    const [filePart = "", anchor] = target.split("#");
    const linked = filePart ? path.join(path.dirname(file), decodeURIComponent(filePart)) : file;
    if (!existsSync(path.join(root, linked))) return [`${file}: ${target} (no such file)`];
    if (anchor === undefined || !linked.endsWith(".md")) return [];
    const anchors = headingAnchors(readFileSync(path.join(root, linked), "utf8"));
    return anchors.has(anchor) ? [] : [`${file}: ${target} (no such heading)`];
  });
}

describe("links in README.md and docs/", () => {
  it.each(markdownFiles)("%s links only to files and headings that exist", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it("computes GitHub's anchors", () => {
    const anchors = headingAnchors("# 0150. The `:where()` selectors\n## A\n## A\n```\n# no\n```");
    expect([...anchors]).toEqual(["0150-the-where-selectors", "a", "a-1"]);
  });
});
