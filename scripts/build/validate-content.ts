/**
 * Parses the identity and every content module with its schema before the site is built, so
 * bad copy, a wrong count or a malformed phone number fails the build with a clear message.
 * Warns while the identity still holds the shipped fictional values; with `--deploy` (or
 * DEPLOY_CHECK=1) refuses them.
 */
import type { z } from "zod";
import { identity } from "@contracts/identity";
import { identitySchema, placeholderFields } from "@contracts/identity-schema";
import { articlesOf, checkContent, contentKeys } from "~/content/documents";
import { shippedContent } from "~/content/shipped";

const deploy = process.argv.includes("--deploy") || process.env.DEPLOY_CHECK === "1";

const failures: string[] = [];
const check = (name: string, schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      failures.push(`${name}.${issue.path.join(".")}: ${issue.message}`);
    }
  }
};

check("identity", identitySchema, identity);
const content = shippedContent;
const articleKeys = articlesOf(content).map((article) => article.key);
for (const key of [...contentKeys, ...articleKeys]) {
  const checked = checkContent(key, content[key], content.identity);
  if (!checked.ok) for (const issue of checked.issues) failures.push(`${key}.${issue.path.join(".")}: ${issue.message}`);
}

if (failures.length > 0) {
  console.error(`Content check failed (${failures.length}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}

const placeholders = placeholderFields(identity);
if (placeholders.length > 0) {
  const list = placeholders.map((field) => `  - ${field}`).join("\n");
  if (deploy) {
    console.error(
      `Deploy check failed: contracts/identity.ts still holds fictional placeholder values:\n${list}\nReplace them with the company's real details before deploying.`,
    );
    process.exit(1);
  }
  console.warn(
    `Warning: contracts/identity.ts still holds fictional placeholder values (fine for development, refused by \`npm run check:deploy\`):\n${list}`,
  );
}
console.log(
  `Content check passed: identity, ${contentKeys.length} content documents and ${articleKeys.length} articles.`,
);
