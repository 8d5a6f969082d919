import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "~/lib/page-scroll-lock";
import { QuoteButton, QuoteDialog } from "./quote-dialog";

// jsdom has no popovers: enough of them for focus handling. Escape and a click on the backdrop
// close a popover in the browser itself (tests/e2e/services.spec.ts). As in the browser,
// `beforetoggle` comes at once; `toggle` here at once too, unless a test queues it (`later`).
const shown = new WeakSet<HTMLElement>();
const toggleEvent = (type: string, newState: "open" | "closed") =>
  Object.assign(new Event(type), { newState, oldState: newState === "open" ? "closed" : "open" });
let later: ((dispatch: () => void) => void) | null = null;
const toggle = (element: HTMLElement, newState: "open" | "closed") => {
  element.dispatchEvent(toggleEvent("beforetoggle", newState));
  if (newState === "open") shown.add(element);
  else shown.delete(element);
  const dispatch = () => element.dispatchEvent(toggleEvent("toggle", newState));
  if (later) later(dispatch);
  else dispatch();
};
beforeAll(() => {
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    if (!shown.has(this)) toggle(this, "open");
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    if (shown.has(this)) toggle(this, "closed");
  };
});

function renderPage(defaultService?: "costum-website-development") {
  const send = vi.fn(() => Promise.resolve({ ok: true as const }));
  // Separate roots, as on the page: the buttons and the dialog are islands of their own.
  render(<QuoteButton />);
  render(<QuoteButton variant="secondary" />);
  render(
    <QuoteDialog
      endpoint="/api/forms/quote"
      page="/costum-website-development"
      phone={{ display: "+92 300 0000 200", e164: "+923000000200" }}
      email="hello@example.com"
      defaultService={defaultService}
      send={send}
    />,
  );
  return { user: userEvent.setup(), send };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement;
const isOpen = () => shown.has(dialog());
const opener = (index = 0) =>
  screen.getAllByRole("button", { name: "Request A Quote" })[index] as HTMLButtonElement;

describe("QuoteDialog", () => {
  it("opens from a Request A Quote button, labelled by its heading, with focus inside", async () => {
    const { user } = renderPage();
    expect(opener()).toHaveAttribute("aria-haspopup", "dialog");
    expect(isOpen()).toBe(false);
    await user.click(opener());
    expect(isOpen()).toBe(true);
    expect(screen.getByRole("dialog", { name: "Request A Quote" })).toBe(dialog());
    // Once the dialog has painted: focus moved before its first frame delays that frame.
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveFocus());
  });

  it("returns focus to the opener when closed with the close icon", async () => {
    const { user } = renderPage();
    const button = opener(1);
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Close quote request" }));
    expect(isOpen()).toBe(false);
    expect(button).toHaveFocus();
  });

  it("stays open on a click inside, and returns focus when the browser closes it", async () => {
    const { user } = renderPage();
    const button = opener(0);
    await user.click(button);
    await user.click(screen.getByRole("heading", { name: "Request A Quote" }));
    expect(isOpen()).toBe(true);
    // What Escape or a click on the backdrop does.
    act(() => dialog().hidePopover());
    expect(isOpen()).toBe(false);
    expect(button).toHaveFocus();
  });

  it("opens again at once when pressed before the browser's toggle event for its closing has come", async () => {
    // In the browser the popover hides at once and its toggle event comes in a later task; a
    // key or click on an opener can come first (input goes ahead of other tasks).
    const queued: (() => void)[] = [];
    later = (dispatch) => queued.push(dispatch);
    try {
      const { user } = renderPage();
      const button = opener(1);
      await user.click(button);
      await waitFor(() => expect(document.documentElement.style.overflow).toBe("hidden"));
      act(() => screen.getByRole("button", { name: "Close quote request" }).click());
      act(() => button.click());
      act(() => queued.splice(0).forEach((dispatch) => dispatch()));
      expect(isOpen()).toBe(true);
      await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveFocus());
      await waitFor(() => expect(document.documentElement.style.overflow).toBe("hidden"));
      act(() => dialog().hidePopover());
      act(() => queued.splice(0).forEach((dispatch) => dispatch()));
      expect(document.documentElement.style.overflow).toBe("");
      expect(button).toHaveFocus();
    } finally {
      later = null;
    }
  });

  it("moves focus inside at once for a key pressed before the dialog's first frame", async () => {
    renderPage();
    act(() => opener().click());
    act(() => {
      opener().dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    });
    expect(screen.getByLabelText("Your name")).toHaveFocus();
  });

  it("locks the page's scroll after the dialog has shown, and unlocks it on close", async () => {
    const { user } = renderPage();
    await user.click(opener());
    await waitFor(() => expect(document.documentElement.style.overflow).toBe("hidden"));
    await user.click(screen.getByRole("button", { name: "Close quote request" }));
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("keeps Tab inside the dialog, and focus where the visitor put it before the first frame", async () => {
    const { user } = renderPage();
    await user.click(opener());
    const close = screen.getByRole("button", { name: "Close quote request" });
    const send = screen.getByRole("button", { name: "Send Request" });
    send.focus();
    // The dialog's own focus, after its first frame, leaves a focus already inside alone. A task
    // queued from a frame after the dialog's comes after the dialog's own.
    await new Promise<void>((resolve) => afterNextPaint(() => (resolve(), () => undefined)));
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it("shows the quote phone and email, and pre-selects the page's service", async () => {
    const { user } = renderPage("costum-website-development");
    await user.click(opener());
    expect(screen.getByRole("link", { name: /\+92 300 0000 200/ })).toHaveAttribute(
      "href",
      "tel:+923000000200",
    );
    expect(screen.getByRole("link", { name: /hello@example.com/ })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    expect(screen.getByLabelText(/^Service/)).toHaveValue("costum-website-development");
  });

  it("confirms inside the dialog, and starts fresh after closing", async () => {
    const { user, send } = renderPage();
    const button = opener(0);
    await user.click(button);
    await user.type(screen.getByLabelText("Your name"), "Ali");
    await user.type(screen.getByLabelText("Email address"), "ali@example.com");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you");
    expect(dialog()).toContainElement(screen.getByRole("status"));
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByLabelText("Your name")).toHaveValue("");
  });
});

/** A dialog on the page, for the buttons rendered before it. */
const liveDialog = (
  <QuoteDialog
    endpoint="/api/forms/quote"
    page="/costum-website-development"
    phone={{ display: "1", e164: "+1" }}
    email="a@b.c"
  />
);

describe("QuoteButton on a page without a quote dialog", () => {
  it("is a button that opens a dialog, in a form that leads to the contact page", () => {
    render(<QuoteButton />);
    const button = screen.getByRole("button", { name: "Request A Quote" });
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button.closest("form")).toHaveAttribute("action", "/contact-us");
  });

  it("sends its form to the contact page while no dialog is live, and opens the dialog once one is", async () => {
    const user = userEvent.setup();
    render(<QuoteButton />);
    const form = screen.getByRole("button", { name: "Request A Quote" }).closest("form");
    const sent: boolean[] = [];
    // Read after React's handler, at the window: a submit nobody prevented is what the browser
    // would send (jsdom sends nothing).
    const onSubmit = (event: SubmitEvent) => {
      sent.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("submit", onSubmit);
    form?.requestSubmit();
    expect(sent).toEqual([true]);
    render(liveDialog);
    screen.getByRole("button", { name: "Request A Quote" }).focus();
    await user.keyboard(" ");
    await waitFor(() =>
      expect(screen.getByRole("dialog", { name: "Request A Quote" })).toBeVisible(),
    );
    expect(sent).toEqual([true, false]);
    window.removeEventListener("submit", onSubmit);
  });
});
