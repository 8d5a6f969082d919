import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { title: "Can I visit your office?", content: <p>Yes, from 10 AM to 7 PM.</p> },
  { title: "How much does a website cost?", content: <p>It depends on the scope.</p> },
];

const detailsOf = (title: string) => screen.getByText(title).closest("details");

describe("Accordion", () => {
  it("starts with every item closed", () => {
    render(<Accordion items={items} />);
    for (const item of items) expect(detailsOf(item.title)).not.toHaveAttribute("open");
    expect(screen.getByText("Yes, from 10 AM to 7 PM.")).not.toBeVisible();
  });

  it("opens and closes each item independently", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second] = items.map((item) => item.title) as [string, string];

    await user.click(screen.getByText(first));
    expect(detailsOf(first)).toHaveAttribute("open");
    expect(detailsOf(second)).not.toHaveAttribute("open");

    await user.click(screen.getByText(second));
    expect(detailsOf(first)).toHaveAttribute("open");
    expect(detailsOf(second)).toHaveAttribute("open");

    await user.click(screen.getByText(first));
    expect(detailsOf(first)).not.toHaveAttribute("open");
    expect(detailsOf(second)).toHaveAttribute("open");
  });
});
