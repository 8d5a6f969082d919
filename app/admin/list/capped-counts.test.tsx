import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LeadPager } from "../lead-pager";
import { StatusTabs } from "./status-tabs";

/**
 * Under a search the counts stop at the cap (counting every match of a common word cost each
 * request more than a page of leads), and the pager goes past it.
 */
describe("capped counts in the list", () => {
  const query = new URLSearchParams("search=website&status=new&page=22");

  it("shows a capped status and the All tab as 500+", () => {
    const counts = { new: 500, replied: 120, won: 0, lost: 3, spam: 500 };
    const { getByRole } = render(
      <StatusTabs query={query} counts={counts} capped={["new", "spam"]} />,
    );
    const tabs = [...getByRole("navigation", { name: "Status" }).querySelectorAll("a")];
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "All 1123+",
      "New 500+",
      "Replied 120",
      "Won 0",
      "Lost 3",
      "Spam 500+",
    ]);
  });

  it("pages past the cap: page 22 of 22+, with an older page while there is one", () => {
    const { getByRole, queryByRole, rerender } = render(
      <LeadPager page={22} pages={22} atLeast more query={query} />,
    );
    const pager = getByRole("navigation", { name: "Pages" });
    expect(pager.textContent).toContain("Page 22 of 22+");
    expect(getByRole("link", { name: "Older" }).getAttribute("href")).toBe(
      "/admin?search=website&status=new&page=23",
    );
    rerender(<LeadPager page={23} pages={23} atLeast more={false} query={query} />);
    expect(queryByRole("link", { name: "Older" })).toBeNull();
    expect(getByRole("link", { name: "Newer" })).toBeTruthy();
  });
});
