import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "~/components/layout/header";
import { MobileMenuLinks } from "~/components/layout/mobile-menu";
import { ServicesMenuLinks } from "~/components/layout/services-menu";
import { ContactForm } from "~/components/forms/contact-form";
import { ApplicationForm } from "~/components/forms/application-form";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { QuoteButton, QuoteDialog } from "~/components/forms/quote-dialog";
import { Tabs } from "~/components/ui/tabs";
import { hydrateIslands, keepPressesFromIslandsNotLive } from "./hydrate-islands";
import { Island } from "./island";
import { islandLoaders } from "./registry";
import { renderHydrated, withoutAct } from "@tests/support/render-hydrated";
import { pressTypes, type EarlyInput, type EarlyInputWindow } from "~/lib/early-input";

/** What the page's loader (app/lib/after-first-paint.ts) hands the entry. */
const early = window as EarlyInputWindow;

const tabsIsland = (
  <Island
    name="Tabs"
    component={Tabs}
    props={{ label: "Topics", labels: ["First", "Second"] }}
    slots={{
      panels: [
        <p key="1" id="first-panel-text">
          First panel
        </p>,
        <p key="2">Second panel</p>,
      ],
    }}
  />
);

describe("the island registry", () => {
  it("loads, for every name, the component the pages render under that name", async () => {
    const rendered = {
      Header,
      Tabs,
      QuoteButton,
      QuoteDialog,
      ContactForm,
      NewsletterSignup,
      ApplicationForm,
    };
    expect(Object.keys(islandLoaders).sort()).toEqual(Object.keys(rendered).sort());
    for (const [name, load] of Object.entries(islandLoaders))
      expect(await load(), name).toBe(rendered[name as keyof typeof rendered]);
  });
});

describe("Island", () => {
  it("prerenders the component with its props and slots, and no router or page context", () => {
    const html = renderToString(tabsIsland);
    const island = new DOMParser()
      .parseFromString(html, "text/html")
      .querySelector("[data-island]");
    expect(island?.getAttribute("data-island")).toBe("Tabs");
    expect(JSON.parse(island?.getAttribute("data-props") ?? "")).toEqual({
      props: { label: "Topics", labels: ["First", "Second"] },
      slots: { panels: 2 },
    });
    expect(island?.querySelectorAll('[role="tab"]')).toHaveLength(2);
    expect(island?.querySelector('[data-island-slot="panels.1"]')?.textContent).toBe(
      "Second panel",
    );
  });
});

describe("hydrateIslands", () => {
  it("makes the island interactive and keeps the slotted HTML as it was", async () => {
    const user = userEvent.setup();
    await renderHydrated(<main>{tabsIsland}</main>);
    const firstText = document.getElementById("first-panel-text");
    expect(screen.getByRole("tabpanel", { name: "First" })).toContainElement(firstText);

    await user.click(screen.getByRole("tab", { name: "Second" }));
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true");
    const shown = screen.getByRole("tabpanel", { name: "Second" });
    expect(shown).toHaveTextContent("Second panel");
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-controls", shown.id);
    // The same DOM node, not a re-rendered copy.
    expect(firstText?.isConnected).toBe(true);
  });

  it("reports markup that does not match its component", async () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = renderToString(tabsIsland).replace(">First<", ">Changed<");
    document.body.append(container);
    const roots = await withoutAct(() => hydrateIslands(document));
    expect(report).toHaveBeenCalled();
    expect(report.mock.calls.flat().map(String).join(" ")).toMatch(/Island "Tabs"|hydrat/i);
    roots.forEach((root) => root.unmount());
    container.remove();
  });

  it("refuses an island the registry does not know", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div data-island="Carousel" data-props="{}"></div>';
    document.body.append(container);
    await expect(withoutAct(() => hydrateIslands(document))).rejects.toThrow(
      'Unknown island "Carousel"',
    );
    container.remove();
  });

  it("marks each island data-hydrated once React has committed it", async () => {
    const container = await renderHydrated(<main>{tabsIsland}</main>);
    expect(container.querySelector("[data-island]")).toHaveAttribute("data-hydrated");
  });
});

/** The tabs island as the build leaves it in a page. */
function prerenderedTabs() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<main>{tabsIsland}</main>);
  document.body.append(container);
  return container;
}

describe("when hydrateIslands hydrates an island", () => {
  afterEach(() => vi.unstubAllGlobals());

  /**
   * A page that goes idle when the test says: the idle work asked for waits until then. The
   * returned function runs it all, and then waits until whatever it started has loaded, so that a
   * hydration it began would show.
   */
  function idleOnCue() {
    const idleWork: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (work: () => void) => idleWork.push(work));
    return async () => {
      await vi.dynamicImportSettled();
      while (idleWork.length > 0) idleWork.shift()?.();
      await vi.dynamicImportSettled();
    };
  }

  /** Islands below the fold: the observer never reports them near the screen. */
  beforeEach(() =>
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );

  it("leaves an island alone, however idle the page, until the island is touched", async () => {
    const pageIdle = idleOnCue();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<main>{tabsIsland}</main>);
    document.body.append(container);
    const all = withoutAct(() => hydrateIslands(document));
    const island = container.querySelector<HTMLElement>("[data-island]");
    await pageIdle();
    expect(island).not.toHaveAttribute("data-hydrating");
    expect(island).not.toHaveAttribute("data-hydrated");

    island
      ?.querySelector('[role="tab"]')
      ?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const roots = await all;
    expect(island).toHaveAttribute("data-hydrated");
    roots.forEach((root) => root.unmount());
    container.remove();
  });

  it("hydrates an island the pointer moves over, and only that one", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <main>
        {tabsIsland}
        {tabsIsland}
      </main>,
    );
    document.body.append(container);
    const all = withoutAct(() => hydrateIslands(document));
    const islands = [...container.querySelectorAll<HTMLElement>("[data-island]")];
    islands[1]
      ?.querySelector('[role="tab"]')
      ?.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(islands[1]).toHaveAttribute("data-hydrated"));
    expect(islands[0]).not.toHaveAttribute("data-hydrated");
    islands[0]
      ?.querySelector('[role="tab"]')
      ?.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    (await all).forEach((root) => root.unmount());
    container.remove();
  });

  it("clicks a tab again once its island has hydrated, when the loader kept the click", async () => {
    const container = prerenderedTabs();
    const click = new MouseEvent("click", { bubbles: true });
    container.querySelectorAll<HTMLElement>('[role="tab"]')[1]?.dispatchEvent(click);
    const kept: EarlyInput[] = [click];
    early.__islandInput = kept;
    const all = withoutAct(() => hydrateIslands(document));
    const roots = await all;
    await vi.waitFor(() =>
      expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true"),
    );
    roots.forEach((root) => root.unmount());
    container.remove();
  });

  it("makes again, once live, a tab key the loader keeps after the entry has run", async () => {
    const container = prerenderedTabs();
    early.__islandInput = [];
    const all = withoutAct(() => hydrateIslands(document));
    const key = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true });
    container.querySelector('[role="tab"]')?.dispatchEvent(key);
    early.__islandInput?.push(key);
    const roots = await all;
    await vi.waitFor(() =>
      expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true"),
    );
    roots.forEach((root) => root.unmount());
    container.remove();
  });

  it("leaves alone what the loader has already done itself", async () => {
    const container = prerenderedTabs();
    const click: EarlyInput = new MouseEvent("click", { bubbles: true });
    container.querySelectorAll<HTMLElement>('[role="tab"]')[1]?.dispatchEvent(click);
    click.done = true;
    early.__islandInput = [click];
    let clicks = 0;
    container.addEventListener("click", () => clicks++, true);
    const roots = await withoutAct(() => hydrateIslands(document));
    // A click made again would have come as the island went live, before hydrateIslands settled.
    expect(clicks).toBe(0);
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "false");
    roots.forEach((root) => root.unmount());
    container.remove();
  });
});

describe("off-page islands", () => {
  const quoteIslands = (
    <main>
      <Island name="QuoteButton" component={QuoteButton} props={{}} />
      <Island
        name="QuoteDialog"
        component={QuoteDialog}
        props={{
          endpoint: "/api/forms/quote",
          page: "/website-design",
          phone: { display: "+92 300 0000 200", e164: "+923000000200" },
          email: "hello@example.com",
        }}
        offPage
      />
    </main>
  );

  const prerendered = () =>
    new DOMParser()
      .parseFromString(renderToString(quoteIslands), "text/html")
      .querySelector('[data-island="QuoteDialog"]');

  it("prerenders the island's markup in the build, marked for postbuild to take out", () => {
    vi.stubEnv("DEV", false);
    const island = prerendered();
    vi.unstubAllEnvs();
    expect(island?.getAttribute("data-off-page")).toBe("");
    expect(island?.querySelector('form[data-form="quote"]')?.id).toBe("quote-form");
  });

  it("leaves it empty on the dev server, as postbuild leaves the built page", () => {
    vi.stubEnv("DEV", true);
    const island = prerendered();
    vi.unstubAllEnvs();
    expect(island?.getAttribute("data-off-page")).toBe("");
    expect(island?.childElementCount).toBe(0);
  });

  it("renders the island the build left empty, with the quote button that opens it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(quoteIslands);
    const dialogIsland = container.querySelector<HTMLElement>('[data-island="QuoteDialog"]');
    // What postbuild does (scripts/build/off-page-islands.ts), and the dev server.
    dialogIsland?.replaceChildren();
    document.body.append(container);
    const all = withoutAct(() => hydrateIslands(document));
    expect(dialogIsland?.childElementCount).toBe(0);
    container
      .querySelector('[data-island="QuoteButton"] button')
      ?.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    const roots = await all;
    expect(dialogIsland).toHaveAttribute("data-hydrated");
    expect(dialogIsland?.querySelector('[role="dialog"]')).toHaveAccessibleName("Request A Quote");
    expect(dialogIsland?.querySelector('form[data-form="quote"]')).toHaveAttribute(
      "id",
      "quote-form",
    );
    expect(screen.getByRole("button", { name: "Request A Quote" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    roots.forEach((root) => root.unmount());
    container.remove();
  });

  it("opens the dialog, not the contact page, for a press held until the button and the dialog are live", async () => {
    // A CI run found it: Playwright's click landed between the two commits and followed the link.
    const shown: HTMLElement[] = [];
    HTMLElement.prototype.showPopover = function (this: HTMLElement) {
      shown.push(this);
    };
    let release = () => {};
    const dialogLoaded = new Promise<void>((resolve) => (release = resolve));
    const loadDialog = islandLoaders.QuoteDialog;
    islandLoaders.QuoteDialog = () => dialogLoaded.then(loadDialog);
    const container = document.createElement("div");
    try {
      container.innerHTML = renderToString(quoteIslands);
      container.querySelector('[data-island="QuoteDialog"]')?.replaceChildren();
      document.body.append(container);
      early.__islandInput = [];
      const all = withoutAct(() => hydrateIslands(document));
      const buttonIsland = container.querySelector('[data-island="QuoteButton"]');
      const button = buttonIsland?.querySelector("button");
      const form = buttonIsland?.querySelector("form");
      button?.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
      await vi.waitFor(() => expect(buttonIsland).toHaveAttribute("data-hydrated"));

      // The loader holds the press (the dialog's island is not live) and hands it on.
      const press = new SubmitEvent("submit", { bubbles: true, submitter: button });
      form?.dispatchEvent(press);
      early.__islandInput?.push(press);
      release();
      const roots = await all;
      await vi.waitFor(() => expect(shown).toEqual([container.querySelector('[role="dialog"]')]));
      roots.forEach((root) => root.unmount());
    } finally {
      islandLoaders.QuoteDialog = loadDialog;
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
      container.remove();
    }
  });

  it("takes no slots: their HTML would have left the page with the island", () => {
    expect(() =>
      renderToString(
        <Island
          name="Tabs"
          component={Tabs}
          props={{ label: "Topics", labels: ["First"] }}
          slots={{ panels: [<p key="1">First</p>] }}
          offPage
        />,
      ),
    ).toThrow("an off-page island takes no slots");
  });
});

describe("the header island", () => {
  const link = (label: string, href: string) => ({ label, href });
  const main = [
    link("Home", "/"),
    link("About Us", "/about-us"),
    link("Services", "/Services"),
    link("Contact Us", "/contact-us"),
  ];
  const services = [
    link("Website Design", "/website-design"),
    link("Cyber Security", "/cyber-security"),
  ];
  const allServices = link("All services", "/Services");
  const cta = link("Get Free Quote", "/contact-us");
  const headerIsland = (
    <Island
      name="Header"
      component={Header}
      props={{
        navigation: { main, cta },
        companyName: "Agency",
        activeHref: "/Services",
      }}
      slots={{
        servicesLinks: (
          <ServicesMenuLinks
            services={services}
            allServices={allServices}
            currentPath="/cyber-security"
          />
        ),
        mobileLinks: (
          <MobileMenuLinks
            items={main}
            services={services}
            allServices={allServices}
            cta={cta}
            activeHref="/Services"
            currentPath="/cyber-security"
          />
        ),
      }}
    />
  );

  it("carries the service links once, as HTML, not again in its props", () => {
    const island = new DOMParser()
      .parseFromString(renderToString(headerIsland), "text/html")
      .querySelector('[data-island="Header"]');
    expect(island?.getAttribute("data-props")).not.toContain("/cyber-security");
    expect(island?.querySelectorAll('a[href="/cyber-security"]')).toHaveLength(2);
  });

  it("hydrates around the links, keeping them as they were", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(headerIsland);
    document.body.append(container);
    const marked = container.querySelectorAll('a[href="/cyber-security"][aria-current="page"]');
    expect(marked).toHaveLength(2);
    const all = withoutAct(() => hydrateIslands(document));
    const toggle = screen.getByRole("button", { name: "Services menu" });
    toggle.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    const roots = await all;
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The same nodes after hydration, not a re-rendered copy.
    expect([...marked].every((element) => element.isConnected)).toBe(true);
    roots.forEach((root) => root.unmount());
    container.remove();
  });
});

describe("a press on a send button before its island is live", () => {
  it("does not reach the island's root, where React would hydrate the whole island in it", () => {
    document.body.innerHTML = `<div data-island="ContactForm"><form action="/api/forms/contact">
      <input name="name"><button>Send</button></form></div>`;
    const root = document.querySelector<HTMLElement>("[data-island]");
    const form = document.querySelector("form");
    form?.addEventListener("submit", (event) => event.preventDefault());
    const seen: string[] = [];
    for (const type of pressTypes) root?.addEventListener(type, () => seen.push(type), true);
    const press = (target: Element | null) =>
      pressTypes.forEach((type) =>
        target?.dispatchEvent(
          type.startsWith("touch")
            ? new Event(type, { bubbles: true })
            : new MouseEvent(type, { bubbles: true }),
        ),
      );
    const remove = keepPressesFromIslandsNotLive(window);
    try {
      press(document.querySelector("button"));
      // A press anywhere else in the island (a field) is React's, as is a press once it is live.
      document
        .querySelector("input")
        ?.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
      expect(seen).toEqual(["pointerdown"]);
      root?.setAttribute("data-hydrated", "");
      seen.length = 0;
      press(document.querySelector("button"));
      expect(seen).toEqual([...pressTypes]);
    } finally {
      remove();
    }
  });
});
