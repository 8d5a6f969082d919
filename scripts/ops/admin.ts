/**
 * Accounts of the desk: owners, who do everything, and editors, who edit the site's content and
 * pictures and see no lead.
 *
 *   npm run admin -- add-user owner@example.com     asks for the password (twice, not echoed)
 *   echo "$PASSWORD" | npm run admin -- add-user owner@example.com   reads it from stdin
 *   npm run admin -- add-user --role editor editor@example.com       an editor (owner by default)
 *   npm run admin -- passwd owner@example.com       a new password; ends the owner's sessions
 *   npm run admin -- remove owner@example.com
 *   npm run admin -- list
 *   npm run admin -- sign-out-everywhere owner@example.com
 *
 * A password is never taken from the command line, where `ps` and the shell history see it.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import type { DeskRole } from "@contracts/desk";
import { loadConfig } from "@server/config";
import { addOwner, changePassword, removeOwner, signOutEverywhere } from "@server/sign-in/owners";
import type { Store } from "@server/store/store";
import { openStore } from "@server/store/open-store";

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  // A terminal: ask without echoing what is typed.
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      muted = true;
      rl.question("", (answer) => {
        muted = false;
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask(prompt);
  const second = await ask("Again: ");
  rl.close();
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}

const sessions = (count: number) => `${count} session${count === 1 ? "" : "s"} ended`;

/** Each command: what it does with the store, the e-mail and the role; returns the line to print. */
const commands: Record<
  string,
  (store: Store, email: string, role: DeskRole | undefined) => Promise<string>
> = {
  "add-user": async (store, email, role = "owner") => {
    const password = await readPassword(`Password for ${email}: `);
    const owner = await addOwner(store, email, password, role);
    return `${role === "owner" ? "Owner" : "Editor"} ${owner.email} added. Sign in at /admin.`;
  },
  passwd: async (store, email) => {
    const { owner, ended } = await changePassword(
      store,
      email,
      await readPassword(`New password for ${email}: `),
    );
    return `Password of ${owner.email} changed; ${sessions(ended)}.`;
  },
  remove: async (store, email) => {
    const { owner, remaining } = await removeOwner(store, email);
    return `Owner ${owner.email} removed; ${remaining} owner${remaining === 1 ? "" : "s"} left.`;
  },
  "sign-out-everywhere": async (store, email) => {
    const { owner, ended } = await signOutEverywhere(store, email);
    return `${owner.email}: ${sessions(ended)}.`;
  },
  list: async (store) =>
    (await store.listOwners())
      .map((owner) => `${owner.email}\t${owner.role}\tsince ${owner.createdAt}`)
      .join("\n") || "No owners yet.",
};

const roles: readonly string[] = ["owner", "editor"] satisfies DeskRole[];

/** The command, its e-mail and, for add-user only, `--role owner|editor` before or after it. */
function parseArguments(args: string[]) {
  const rest = [...args];
  const flag = rest.findIndex((arg) => arg === "--role" || arg.startsWith("--role="));
  let role: string | undefined;
  if (flag >= 0) {
    const [given] = rest.splice(flag, 1);
    role = given?.includes("=") ? given.slice("--role=".length) : rest.splice(flag, 1)[0];
  }
  const [command = "", email = "", ...extra] = rest;
  const valid =
    commands[command] !== undefined &&
    (command === "list" || email !== "") &&
    extra.length === 0 &&
    (role === undefined || (command === "add-user" && roles.includes(role)));
  return valid ? { command, email, role: role as DeskRole | undefined } : undefined;
}

const parsed = parseArguments(process.argv.slice(2));
const run = parsed && commands[parsed.command];
if (!parsed || !run) {
  console.error(
    [
      "Usage: npm run admin -- add-user [--role owner|editor] <e-mail>",
      "       npm run admin -- passwd | remove | sign-out-everywhere <e-mail>",
      "       npm run admin -- list",
      "(a password is asked for, or read from stdin; never given as an argument)",
    ].join("\n"),
  );
  process.exit(2);
}

const store = await openStore(loadConfig());
try {
  console.log(await run(store, parsed.email, parsed.role));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await store.close();
}
