import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadDetail, ReplyQueued } from "@contracts/desk";
import { ReplyComposer } from "./reply-composer";
import { replyKeyFor } from "./use-reply";

/**
 * The composer's draft key: pressed again after a lost answer, a reply goes with the same key
 * (the server queues it once); a queued reply starts a new draft with a new key, and a key the
 * server says was used for another text is replaced, so the edited text can be sent.
 */

const lead: LeadDetail = {
  id: 7,
  form: "contact",
  name: "Ayesha Malik",
  email: "ayesha@example.org",
  phone: null,
  service: null,
  message: "A new website, please.",
  subject: null,
  replyTo: null,
  next: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  status: "new",
  spamReason: null,
  attribution: {
    page: null,
    firstPage: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  },
  suspect: null,
  visit: null,
  notes: [],
  deliveries: [],
};

const queued = (id: number): ReplyQueued => ({
  delivery: {
    id,
    leadId: lead.id,
    kind: "reply",
    target: lead.email,
    status: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    sentAt: null,
  },
  status: "replied",
  firstReplyAt: "2026-11-20T09:30:00.000Z",
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("the reply composer's key", () => {
  it("sends the same key again after a failure and a new one for the next draft", async () => {
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json(201, queued(1)),
      () => json(422, { error: "A reply from this draft was already queued." }),
      () => json(201, queued(2)),
    ];
    const posted: Array<{ subject: string; body: string; key: string }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) => {
        if (!init?.method || init.method === "GET") return json(200, []);
        posted.push(JSON.parse(String(init.body)));
        return (answers.shift() ?? (() => json(500, {})))();
      }),
    );
    const user = userEvent.setup();
    render(<ReplyComposer lead={lead} onChange={() => {}} />);
    const send = async (subject: string, body: string) => {
      await user.clear(screen.getByLabelText("Subject"));
      await user.type(screen.getByLabelText("Subject"), subject);
      await user.clear(screen.getByLabelText("Message"));
      await user.type(screen.getByLabelText("Message"), body);
      await user.click(screen.getByRole("button", { name: "Send reply" }));
      await waitFor(() => expect(screen.getByRole("button", { name: "Send reply" })).toBeEnabled());
    };

    await send("Hi", "Hello");
    expect(screen.getByRole("status")).toHaveTextContent("Failed to fetch");
    await send("Hi", "Hello");
    expect(screen.getByRole("status")).toHaveTextContent("queued");
    await send("Again", "Hello again");
    expect(screen.getByRole("status")).toHaveTextContent(/already queued.*again/);
    await send("Again", "Hello again, edited");

    const keys = posted.map((post) => post.key);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(/^[\w-]{8,64}$/);
    // The retry kept the key; the next draft, and the text after a refusal, had new ones.
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys.slice(1)).size).toBe(3);
  });
});

describe("the reply's key", () => {
  const shown = (ids: number[]) => ({
    id: lead.id,
    deliveries: ids.map((id) => queued(id).delivery),
  });

  it("is the same for the same text to the same lead from two pages, whatever their drafts' keys", async () => {
    const firstTab = await replyKeyFor(shown([3]), "Hi", "Hello", "draft-key-one");
    const secondTab = await replyKeyFor(shown([3]), "Hi", "Hello", "draft-key-two");
    expect(secondTab).toBe(firstTab);
    expect(firstTab).toMatch(/^[\w-]{8,64}$/);
  });

  it("differs for another text, another lead, or once the page shows a newer message", async () => {
    const key = await replyKeyFor(shown([3]), "Hi", "Hello", "draft");
    const others = [
      await replyKeyFor(shown([3]), "Hi", "Hello!", "draft"),
      await replyKeyFor(shown([3]), "Hi!", "Hello", "draft"),
      await replyKeyFor({ ...shown([3]), id: 8 }, "Hi", "Hello", "draft"),
      await replyKeyFor(shown([3, 4]), "Hi", "Hello", "draft"),
    ];
    expect(new Set([key, ...others]).size).toBe(5);
  });

  it("falls back to the draft's key without a secure context", async () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(await replyKeyFor(shown([3]), "Hi", "Hello", "draft-key-one")).toBe("draft-key-one");
  });
});
