import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sendFailureMessage, submissionIdPattern, validationMessages } from "@contracts/forms";
import type { SubmitResult } from "~/lib/submit-form";
import { QuoteForm, type QuoteFormProps } from "./quote-form";

const ok = (): Promise<SubmitResult> => Promise.resolve({ ok: true });

/** A message under a field (the hidden no-JavaScript notices hold the same words). */
const fieldMessage = (text: string) => screen.queryByText(text, { selector: "p[aria-live]" });

function setup(send = vi.fn(ok), defaultService: "" | "web-design" = "") {
  const user = userEvent.setup();
  render(
    <QuoteForm
      endpoint="/api/forms/quote"
      page="/website-design"
      send={send}
      defaultService={defaultService}
    />,
  );
  const name = screen.getByLabelText("Your name");
  const email = screen.getByLabelText("Email address");
  const submit = () => user.click(screen.getByRole("button", { name: "Send Request" }));
  return { user, send, name, email, submit };
}

describe("QuoteForm's brief", () => {
  it("is a plain file input with the contact form's words, posted as multipart and sent with the request", async () => {
    const send = vi.fn<NonNullable<QuoteFormProps["send"]>>(ok);
    const user = userEvent.setup();
    render(
      <QuoteForm
        endpoint="/api/forms/quote"
        page="/website-design"
        send={send}
        brief={{ label: "Attach a brief", hint: "Optional: a PDF, up to 10 MB." }}
      />,
    );
    const input = screen.getByLabelText("Attach a brief");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("name", "brief");
    expect(input).toHaveAccessibleDescription("Optional: a PDF, up to 10 MB.");
    expect(input.closest("form")).toHaveAttribute("enctype", "multipart/form-data");
    const pdf = new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" });
    await user.upload(input, pdf);
    await user.type(screen.getByLabelText("Your name"), "Ayesha");
    await user.type(screen.getByLabelText("Email address"), "ayesha@example.org");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[1]).toEqual({ brief: pdf });
  });

  it("is not offered without its words", () => {
    setup();
    expect(screen.queryByLabelText(/brief/i)).toBeNull();
  });
});

describe("QuoteForm name rule", () => {
  it.each([
    ["", true],
    ["Al", true],
    ["Ali", false],
    ["Sana", false],
  ])("name %j shows the message: %s", async (value, shows) => {
    const { user, name, email, submit, send } = setup();
    if (value) await user.type(name, value);
    await user.type(email, "someone@example.com");
    await submit();
    if (shows) {
      expect(name).toHaveAttribute("aria-invalid", "true");
      expect(name).toHaveAccessibleDescription(validationMessages.quoteName);
      expect(send).not.toHaveBeenCalled();
      expect(name).toHaveFocus();
    } else {
      expect(name).not.toHaveAttribute("aria-invalid");
      expect(fieldMessage(validationMessages.quoteName)).toBeNull();
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it("shows the message once the field is left, before any submit", async () => {
    const { user, name } = setup();
    await user.type(name, "Al");
    await user.tab();
    // The message sits in a live region, so it is announced.
    expect(fieldMessage(validationMessages.quoteName)).toHaveAttribute("aria-live", "polite");
    await user.type(name, "i");
    expect(fieldMessage(validationMessages.quoteName)).toBeNull();
  });
});

describe("QuoteForm email rule", () => {
  it.each([
    ["ali@example", true],
    ["ali example.com", true],
    ["", true],
    ["ali@example.com", false],
    ["ali@studio.agency", false],
  ])("email %j shows the message: %s", async (value, shows) => {
    const { user, name, email, submit, send } = setup();
    await user.type(name, "Ali");
    if (value) await user.type(email, value);
    await submit();
    if (shows) {
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(email).toHaveAccessibleDescription(validationMessages.quoteEmail);
      expect(send).not.toHaveBeenCalled();
    } else {
      expect(fieldMessage(validationMessages.quoteEmail)).toBeNull();
      expect(send).toHaveBeenCalledTimes(1);
    }
  });
});

// Typing key by key is slow on a loaded machine; the ceiling is not a speed check.
describe("QuoteForm sending", { timeout: 20_000 }, () => {
  it("sends the fields as typed and shows the confirmation in place of the form", async () => {
    const { user, name, email, submit, send } = setup(vi.fn(ok), "web-design");
    await user.type(name, "  Ali ");
    await user.type(email, "ali@studio.agency");
    await user.type(screen.getByLabelText(/About your project/), "Portfolio site");
    await submit();
    // The endpoint trims with the same shared schema; the site sends what the fields hold.
    expect(send).toHaveBeenCalledWith({
      name: "  Ali ",
      email: "ali@studio.agency",
      service: "web-design",
      message: "Portfolio site",
      _gotcha: "",
      _page: "/website-design",
      _subject: "Quote request: Website Design",
      _submission: expect.stringMatching(submissionIdPattern),
    });
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Thank you");
    expect(screen.getByRole("heading", { name: /Thank you/ })).toHaveFocus();
    expect(screen.queryByLabelText("Your name")).toBeNull();
  });

  it("disables the button while sending", async () => {
    let finish: (result: SubmitResult) => void = () => {};
    const send = vi.fn(() => new Promise<SubmitResult>((resolve) => (finish = resolve)));
    const { user, name, email, submit } = setup(send);
    await user.type(name, "Ali");
    await user.type(email, "ali@example.com");
    await submit();
    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    finish({ ok: true });
    await screen.findByRole("status");
  });

  it("a failure shows an alert and keeps every field", async () => {
    const send = vi.fn((): Promise<SubmitResult> =>
      Promise.resolve({ ok: false, reason: "status", status: 500 }),
    );
    const { user, name, email, submit } = setup(send);
    await user.type(name, "Sana Malik");
    await user.type(email, "sana@example.com");
    await user.selectOptions(screen.getByLabelText(/^Service/), "paid-advertising");
    await user.type(screen.getByLabelText(/About your project/), "Google Ads for a clinic");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(sendFailureMessage);
    expect(name).toHaveValue("Sana Malik");
    expect(email).toHaveValue("sana@example.com");
    expect(screen.getByLabelText(/^Service/)).toHaveValue("paid-advertising");
    expect(screen.getByLabelText(/About your project/)).toHaveValue("Google Ads for a clinic");
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  it("a retry of the same request keeps its submission id; a double click sends once", async () => {
    let finish: (result: SubmitResult) => void = () => {};
    const send = vi.fn(() => new Promise<SubmitResult>((resolve) => (finish = resolve)));
    const { user, name, email } = setup(send);
    await user.type(name, "Ali");
    await user.type(email, "ali@example.com");
    await user.dblClick(screen.getByRole("button", { name: "Send Request" }));
    expect(send).toHaveBeenCalledTimes(1);
    finish({ ok: false, reason: "timeout" });
    expect(await screen.findByRole("alert")).toHaveTextContent(sendFailureMessage);
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(
      (call) => (call as unknown as [Record<string, string>])[0]._submission,
    );
    expect(first).toMatch(submissionIdPattern);
    expect(second).toBe(first);
  });

  it("shows the shared schema's message for invisible characters in the name", async () => {
    const send = vi.fn(ok);
    const { user, name, email, submit } = setup(send);
    await user.type(name, "Ali\u202e");
    await user.type(email, "ali@example.com");
    await submit();
    expect(name).toHaveAccessibleDescription(validationMessages.invisibleCharacters);
    expect(send).not.toHaveBeenCalled();
  });

  it("offers the five quote services and an empty option, spelled correctly", () => {
    setup();
    const options = screen
      .getAllByRole("option")
      .map((option) => [option.getAttribute("value"), option.textContent]);
    expect(options).toEqual([
      ["", "Not sure yet"],
      ["web-design", "Website Design"],
      ["costum-website-development", "Custom Website Development"],
      ["e-commerce-development", "E-commerce Development"],
      ["paid-advertising", "Paid Advertising (PPC)"],
      ["social-media-marketing", "Social Media Marketing"],
    ]);
  });

  it("posts with the real client when no sender is injected", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(<QuoteForm endpoint="/api/forms/quote" page="/website-design" />);
    await user.type(screen.getByLabelText("Your name"), "Ali");
    await user.type(screen.getByLabelText("Email address"), "ali@example.com");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/forms/quote");
    expect((init.body as FormData).get("email")).toBe("ali@example.com");
    expect(init.headers).toMatchObject({ Accept: "application/json" });
    await screen.findByRole("status");
    vi.unstubAllGlobals();
  });
});
