/**
 * Owner accounts of the lead desk.
 *
 *   npm run admin -- add-user owner@example.com     asks for the password (twice, not echoed)
 *   echo "$PASSWORD" | npm run admin -- add-user owner@example.com   reads it from stdin
 *
 * The password is never taken from the command line, where `ps` and the shell history see it.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { loadConfig } from "@server/config";
import { addOwner } from "@server/admin/owners";
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

const [command, email] = process.argv.slice(2);
if (command !== "add-user" || !email) {
  console.error(
    "Usage: npm run admin -- add-user <e-mail>   (the password is asked for, or read from stdin)",
  );
  process.exit(2);
}

const store = await openStore(loadConfig());
try {
  const password = await readPassword(`Password for ${email}: `);
  const owner = await addOwner(store, email, password);
  console.log(`Owner ${owner.email} added. Sign in at /admin.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await store.close();
}
