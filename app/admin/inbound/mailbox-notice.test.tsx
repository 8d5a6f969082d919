import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InboundStatus } from "@contracts/inbound";
import { MailboxNotice } from "./mailbox-notice";

/** The leads' notice of a company mailbox that cannot be read, and its silence otherwise. */

const status = (fields: Partial<InboundStatus>): InboundStatus => ({
  state: "reading",
  mailbox: "INBOX",
  lastReadAt: "2026-12-02T03:00:00.000Z",
  lastError: null,
  failingSince: null,
  nextAttemptAt: null,
  ...fields,
});
const answering = (body: InboundStatus) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );

afterEach(() => vi.unstubAllGlobals());

describe("the mailbox notice", () => {
  it("says why clients' answers are not coming in, and when it tries again", async () => {
    answering(
      status({
        state: "failing",
        lastError: "the mailbox refused the user name or password",
        failingSince: "2026-12-02T03:00:00.000Z",
        nextAttemptAt: "2026-12-02T03:05:00.000Z",
      }),
    );
    render(<MailboxNotice />);
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent(
      /Clients' answers are not coming in: the mailbox refused the user name or password \(since .+\)\. The next try is at .+\./,
    );
  });

  it.each(["reading", "standby", "off"] as const)("says nothing while %s", async (state) => {
    answering(status({ state }));
    const { container } = render(<MailboxNotice />);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/admin/api/inbound/status", expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
