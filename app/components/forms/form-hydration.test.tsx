import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validationMessages } from "@contracts/forms";
import type { SubmitResult } from "~/lib/submit-form";
import { QuoteForm } from "./quote-form";

/**
 * A failed post without JavaScript comes back as this page with the visitor's values written
 * into the HTML and the fitting notice shown (the server's rewrite, see the forms contract).
 * When the island then hydrates, nothing of that may be lost.
 */

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function serverPage(send: (fields: Record<string, string>) => Promise<SubmitResult>) {
  const element = (
    <QuoteForm
      endpoint="/api/forms/quote"
      page="/paid-advertising"
      defaultService="paid-advertising"
      send={send}
    />
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  // What the server's rewrite does to the prerendered form.
  const form = container.querySelector("form") as HTMLFormElement;
  form.querySelector('[name="name"]')?.setAttribute("value", "Al");
  form.querySelector('[name="email"]')?.setAttribute("value", "sara@example.com");
  const message = form.querySelector('[name="message"]');
  if (message) message.textContent = "Ads for two clinics";
  form.querySelector('option[value="social-media-marketing"]')?.setAttribute("selected", "");
  form.querySelector("#quote-error-name")?.removeAttribute("hidden");
  return { container, element };
}

describe("a form the server sent back, hydrating", () => {
  it("keeps the values, hides the notice and shows its problem on the field", async () => {
    const send = vi.fn((): Promise<SubmitResult> => Promise.resolve({ ok: true }));
    const { container, element } = serverPage(send);
    // Development builds report the attributes the rewrite added; production ignores them.
    vi.mocked(console.error).mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    const reported = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(reported.filter((text) => !/hydrat|didn't match/i.test(text))).toEqual([]);

    const name = screen.getByLabelText("Your name");
    expect(name).toHaveValue("Al");
    expect(screen.getByLabelText("Email address")).toHaveValue("sara@example.com");
    expect(screen.getByLabelText(/About your project/)).toHaveValue("Ads for two clinics");
    expect(screen.getByLabelText(/^Service/)).toHaveValue("social-media-marketing");
    expect(document.getElementById("quote-error-name")).toHaveAttribute("hidden");
    expect(name).toHaveAccessibleDescription(validationMessages.quoteName);

    const user = userEvent.setup();
    await user.type(name, "i");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Ali",
        email: "sara@example.com",
        service: "social-media-marketing",
        message: "Ads for two clinics",
        _page: "/paid-advertising",
      }),
    );
  });
});
