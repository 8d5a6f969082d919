import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderHydrated } from "@tests/support/render-hydrated";
import { FaqTabs } from "./faq-tabs";

const tabs = [
  {
    label: "General",
    items: [{ question: "Can I visit your office?", answer: "Yes, from 10 AM to 7 PM." }],
  },
  {
    label: "App development",
    items: [],
    empty: { text: "No questions here yet.", linkLabel: "Ask us a question", href: "/contact-us" },
  },
  {
    label: "Web Development",
    items: [{ question: "Can you upgrade my website?", answer: "Yes, including fixing errors." }],
  },
];

describe("FaqTabs", () => {
  it("shows General first and switches topics by tab", async () => {
    const user = userEvent.setup();
    await renderHydrated(<FaqTabs label="FAQ topics" tabs={tabs} />);
    expect(screen.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Can I visit your office?")).toBeVisible();

    await user.click(screen.getByRole("tab", { name: "App development" }));
    expect(screen.getByText("No questions here yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Ask us a question" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    expect(screen.queryByText("Can I visit your office?")).not.toBeVisible();
  });
});
