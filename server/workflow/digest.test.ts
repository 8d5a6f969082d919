import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { loadConfig } from "../config";
import type { Lead } from "@contracts/desk";
import { deskDay, deskHour } from "./desk-time";
import { digestListLimit, digestMail } from "./digest";

const lead = (id: number, extra: Partial<Lead> = {}): Lead => ({
  ...newLead().submission,
  id,
  createdAt: "2026-11-27T10:00:00.000Z",
  status: "new",
  spamReason: null,
  suspect: null,
  visit: null,
  attribution: newLead().attribution,
  ...extra,
});
const owner = { email: "owner@company.example" };
const none = { fresh: [], dueToday: [], overdue: [], answered: [] };

describe("the digest's mail", () => {
  it("is not written when there is nothing to say", () => {
    expect(digestMail(owner, "2026-11-28", none, "https://x.test/admin")).toBeUndefined();
  });

  it("lists each part with links and counts, and says when there are more", () => {
    const many = Array.from({ length: digestListLimit + 1 }, (_, index) => lead(index + 1));
    const mail = digestMail(
      owner,
      "2026-11-28",
      {
        fresh: many,
        dueToday: [lead(99, { followUpOn: "2026-11-28", status: "replied" })],
        overdue: [],
        answered: [],
      },
      "https://x.test/admin",
    );
    expect(mail?.target).toBe(owner.email);
    expect(mail?.subject).toBe(`Lead desk, 2026-11-28: ${digestListLimit}+ new, 1 to follow up`);
    expect(mail?.body).toContain("- #1 contact, new: https://x.test/admin/leads/1");
    expect(mail?.body).not.toContain(`#${digestListLimit + 1} `);
    expect(mail?.body).toContain("- and more: https://x.test/admin");
    expect(mail?.body).toContain("#99 contact, replied, follow up 2026-11-28");
    expect(mail?.body).not.toContain("Overdue follow-ups");
    expect(mail?.body).not.toContain("Answered by the client");
    // No name or address of a lead in the mail.
    expect(mail?.body).not.toMatch(/Ayesha|example\.org/);
  });
  it("tells the owner which leads their clients answered", () => {
    const mail = digestMail(
      owner,
      "2026-11-28",
      { ...none, answered: [lead(7, { status: "replied" })] },
      "https://x.test/admin",
    );
    expect(mail?.subject).toBe("Lead desk, 2026-11-28: 0 new, 0 to follow up, 1 answered");
    expect(mail?.body).toContain(
      "Answered by the client:\n- #7 contact, replied: https://x.test/admin/leads/7",
    );
  });
});

describe("the desk's calendar", () => {
  it("reads the day and the hour in the desk's zone, not the server's", () => {
    const at = new Date("2026-11-28T20:30:00.000Z");
    expect(deskDay("Asia/Karachi", at)).toBe("2026-11-29");
    expect(deskHour("Asia/Karachi", at)).toBe(1);
    expect(deskDay("America/New_York", at)).toBe("2026-11-28");
    expect(deskHour("America/New_York", at)).toBe(15);
  });

  it("takes DESK_TIME_ZONE and DIGEST_HOUR from the environment and refuses bad ones", () => {
    expect(loadConfig({}).workflow).toEqual({ timeZone: "Asia/Karachi", digestHour: 8 });
    expect(loadConfig({ DESK_TIME_ZONE: "Europe/London", DIGEST_HOUR: "0" }).workflow).toEqual({
      timeZone: "Europe/London",
      digestHour: 0,
    });
    expect(() => loadConfig({ DESK_TIME_ZONE: "Mars/Olympus" })).toThrow(/DESK_TIME_ZONE/);
    expect(() => loadConfig({ DIGEST_HOUR: "24" })).toThrow(/DIGEST_HOUR/);
  });
});
