import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const tabs = [
  { label: "We are the Best", panel: <p>Six feature blocks</p> },
  { label: "Our Affiliations", panel: <p>Two registration badges</p> },
  { label: "Our Achievements", panel: <p>Figures and an image</p> },
  { label: "Work Flow", panel: <p>Seven steps</p> },
];

function setup(defaultIndex?: number) {
  const user = userEvent.setup();
  render(
    <Tabs
      label="Reasons To Choose"
      labels={tabs.map((tab) => tab.label)}
      panels={tabs.map((tab) => tab.panel)}
      defaultIndex={defaultIndex}
    />,
  );
  return { user, tab: (name: string) => screen.getByRole("tab", { name }) };
}

/** The one panel that is shown, and the tab that is selected. */
function shown() {
  const panels = screen.getAllByRole("tabpanel", { hidden: true }).filter((panel) => !panel.hidden);
  const selected = screen.getAllByRole("tab").filter((tab) => tab.ariaSelected === "true");
  expect(panels).toHaveLength(1);
  expect(selected).toHaveLength(1);
  return { panel: panels[0] as HTMLElement, tab: selected[0] as HTMLElement };
}

describe("Tabs", () => {
  it("names the tab list and links every tab to its panel", () => {
    setup();
    expect(screen.getByRole("tablist", { name: "Reasons To Choose" })).toBeInTheDocument();
    for (const tab of screen.getAllByRole("tab")) {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel).toHaveAttribute("role", "tabpanel");
      expect(panel).toHaveAttribute("aria-labelledby", tab.id);
    }
  });

  it("selects the first tab by default and shows only its panel", () => {
    setup();
    const { panel, tab } = shown();
    expect(tab).toHaveTextContent("We are the Best");
    expect(panel).toHaveTextContent("Six feature blocks");
    // Roving tabindex: only the selected tab is in the tab order.
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it("honours defaultIndex", () => {
    setup(2);
    expect(shown().panel).toHaveTextContent("Figures and an image");
  });

  it("switches panels on click", async () => {
    const { user, tab } = setup();
    await user.click(tab("Work Flow"));
    expect(shown().panel).toHaveTextContent("Seven steps");
    await user.click(tab("Our Affiliations"));
    expect(shown().panel).toHaveTextContent("Two registration badges");
  });

  it("moves and selects with ArrowRight/ArrowLeft, wrapping at both ends", async () => {
    const { user, tab } = setup();
    await user.click(tab("We are the Best"));
    await user.keyboard("{ArrowRight}");
    expect(tab("Our Affiliations")).toHaveFocus();
    expect(shown().panel).toHaveTextContent("Two registration badges");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(tab("Work Flow")).toHaveFocus();
    expect(shown().panel).toHaveTextContent("Seven steps");
    await user.keyboard("{ArrowRight}");
    expect(tab("We are the Best")).toHaveFocus();
    expect(shown().tab).toBe(tab("We are the Best"));
  });

  it("jumps to the first and last tab with Home and End", async () => {
    const { user, tab } = setup();
    await user.click(tab("Our Affiliations"));
    await user.keyboard("{End}");
    expect(tab("Work Flow")).toHaveFocus();
    expect(shown().panel).toHaveTextContent("Seven steps");
    await user.keyboard("{Home}");
    expect(tab("We are the Best")).toHaveFocus();
    expect(shown().panel).toHaveTextContent("Six feature blocks");
  });

  it("ignores other keys", async () => {
    const { user, tab } = setup();
    await user.click(tab("Our Achievements"));
    await user.keyboard("{ArrowDown}a");
    expect(shown().tab).toBe(tab("Our Achievements"));
  });
});
