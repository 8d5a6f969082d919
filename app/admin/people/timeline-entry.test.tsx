import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TimelineEvent } from "@contracts/people";
import { TimelineEntry } from "./timeline-entry";

/** A client's mail on the timeline: what they wrote, as text, and links to the rest. */

const event: TimelineEvent = {
  type: "inbound",
  at: "2026-12-02T03:00:00.000Z",
  leadId: 7,
  message: {
    id: 12,
    from: "ali@example.com",
    subject: "Re: your quote",
    text: "Yes, <b>Tuesday</b> works.",
    hasFullText: true,
    attachments: [{ id: 3, name: "brief.pdf", size: 20_480, type: "application/pdf" }],
  },
};

describe("a client's mail on the timeline", () => {
  it("shows the text as text, the whole mail and each file one click away", () => {
    const { container } = render(
      <ol>
        <TimelineEntry event={event} />
      </ol>,
    );
    expect(screen.getByText("Client's mail")).toBeInTheDocument();
    expect(screen.getByText("Yes, <b>Tuesday</b> works.")).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByRole("link", { name: "The whole message" })).toHaveAttribute(
      "href",
      "/admin/api/inbound/12/text",
    );
    expect(screen.getByRole("link", { name: "brief.pdf" })).toHaveAttribute(
      "href",
      "/admin/api/inbound/attachments/3",
    );
    expect(screen.getByRole("link", { name: "lead 7" })).toHaveAttribute("href", "/admin/leads/7");
  });
});
