import { spawn, type ChildProcess } from "node:child_process";
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, Socket, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A real IMAP server for tests: Debian's Dovecot (scripts/quality/ensure-dovecot.ts installs
 * it), started in a temporary folder on 127.0.0.1 and a free port with a throwaway
 * configuration: one user with a plaintext password, no TLS, mail in a maildir of the folder.
 * Messages go in with IMAP APPEND, as any mail client would put them.
 */

export const dovecotPath = process.env.DOVECOT_PATH ?? "/usr/sbin/dovecot";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Dovecot never lets a mail process run as root: the mail belongs to its own user.
const mailOwner = { uid: 102, gid: 105, user: "dovecot" };

const configuration = (dir: string, port: number) => `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
mail_fsync = never
first_valid_uid = ${mailOwner.uid}
default_internal_user = dovecot
default_login_user = dovenull
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${dir}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`;

export interface TestImap {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** How the reader connects to it: plaintext on loopback, IMAP_REQUIRE_TLS=0. */
  connection: {
    host: string;
    port: number;
    secure: false;
    requireTls: false;
    user: string;
    pass: string;
  };
  /** Each mail's stored flags, in order (not \Recent, the session's own). */
  flags(mailbox: string): Promise<string[][]>;
  /** Creates a mailbox (a folder of the user's). */
  create(mailbox: string): Promise<void>;
  /** Appends raw RFC 5322 messages to the mailbox, in order. */
  append(messages: Array<string | Buffer>, mailbox?: string): Promise<void>;
  /** Stops Dovecot; start() brings it back on the same port with the same mail. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

async function waitForPort(port: number, process: ChildProcess) {
  for (let tries = 0; tries < 200; tries++) {
    if (process.exitCode !== null) throw new Error(`dovecot exited with ${process.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket();
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
      socket.connect(port, "127.0.0.1");
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("dovecot did not open its port");
}

export async function startImap(): Promise<TestImap> {
  const dir = await mkdtemp(path.join(tmpdir(), "imap-"));
  await chmod(dir, 0o755);
  const port = await freePort();
  const user = "company@example.com";
  const pass = "imap-test-password";
  await writeFile(path.join(dir, "users"), `${user}:{PLAIN}${pass}\n`);
  await writeFile(path.join(dir, "dovecot.conf"), configuration(dir, port));
  for (const folder of ["mail", "home"]) {
    await mkdir(path.join(dir, folder));
    await chown(path.join(dir, folder), mailOwner.uid, mailOwner.gid);
  }
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(dovecotPath, ["-F", "-c", path.join(dir, "dovecot.conf")], {
      stdio: "ignore",
    });
    child = started;
    await waitForPort(port, started).catch((error: unknown) => {
      started.kill("SIGKILL");
      throw error;
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  await start();
  const withClient = async (work: (client: ImapFlow) => Promise<void>) => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass },
      logger: false,
    });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.logout();
    }
  };
  return {
    host: "127.0.0.1",
    port,
    user,
    pass,
    connection: { host: "127.0.0.1", port, secure: false, requireTls: false, user, pass },
    async flags(mailbox) {
      const flags: string[][] = [];
      await withClient(async (client) => {
        const lock = await client.getMailboxLock(mailbox, { readOnly: true });
        try {
          for await (const message of client.fetch("1:*", { flags: true }))
            flags.push([...(message.flags ?? [])].filter((flag) => flag !== "\\Recent"));
        } finally {
          lock.release();
        }
      });
      return flags;
    },
    async create(mailbox) {
      await withClient(async (client) => {
        await client.mailboxCreate(mailbox);
      });
    },
    async append(messages, mailbox = "INBOX") {
      await withClient(async (client) => {
        for (const message of messages) await client.append(mailbox, message);
      });
    },
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
