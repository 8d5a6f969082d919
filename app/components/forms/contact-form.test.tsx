import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { submissionIdPattern, validationMessages } from "@contracts/forms";
import { contactUsPage } from "~/content/pages/contact-us";
import { submitForm } from "~/lib/submit-form";
import { ContactForm } from "./contact-form";

vi.mock("../../lib/submit-form", () => ({ submitForm: vi.fn() }));
const send = vi.mocked(submitForm);

function setup() {
  const user = userEvent.setup();
  render(
    <ContactForm
      endpoint="/api/forms/contact"
      content={contactUsPage.form}
      privacyHref="/privacy-policy"
    />,
  );
  const field = (name: RegExp) => screen.getByRole("textbox", { name });
  return {
    user,
    name: field(/your name/i),
    email: field(/email address/i),
    phone: field(/phone/i),
    message: field(/how can we help/i),
    submit: () => user.click(screen.getByRole("button", { name: /send message/i })),
  };
}

// Typing key by key is slow on a loaded machine; the ceiling is not a speed check.
describe("ContactForm", { timeout: 20_000 }, () => {
  // A function returned from beforeEach is run as teardown: mockReset returns the mock itself.
  beforeEach(() => {
    send.mockReset();
  });

  it("posts natively to the endpoint, with the browser's own checks as the fallback", () => {
    const { name, email } = setup();
    const form = name.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/forms/contact");
    expect(name).toBeRequired();
    expect(name).toHaveAttribute("title", "Name must be more than 3 characters!");
    expect(email).toHaveAttribute("type", "email");
  });

  it("offers a brief as a plain file input, posted as multipart without JavaScript and sent with it", async () => {
    send.mockResolvedValue({ ok: true });
    const { user, name, email, submit } = setup();
    const input = screen.getByLabelText(/attach a brief/i);
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("name", "brief");
    expect(input).toHaveAccessibleDescription(/PDF, Word document, PNG or JPEG, up to 10 MB/);
    expect(name.closest("form")).toHaveAttribute("enctype", "multipart/form-data");
    const pdf = new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" });
    await user.upload(input, pdf);
    await user.type(name, "Ayesha");
    await user.type(email, "ayesha@example.org");
    await submit();
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[2]).toMatchObject({ name: "Ayesha", brief: pdf });
  });

  it("blocks an invalid submit and shows both messages", async () => {
    const { name, email, submit } = setup();
    await submit();
    expect(name).toHaveAccessibleDescription("Name must be more than 3 characters!");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address!");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("accepts a three-letter name and sends the four fields and the hidden ones", async () => {
    send.mockResolvedValue({ ok: true });
    const { user, name, email, phone, message, submit } = setup();
    await user.type(name, "Ali");
    await user.type(email, "ali@bluecrest.agency");
    await user.type(phone, "0300 1234567");
    await user.type(message, "Hello");
    await submit();
    expect(send).toHaveBeenCalledWith("/api/forms/contact", "contact", {
      name: "Ali",
      email: "ali@bluecrest.agency",
      phone: "0300 1234567",
      message: "Hello",
      _gotcha: "",
      _page: "/contact-us",
      _submission: expect.stringMatching(submissionIdPattern),
    });
    expect(await screen.findByRole("status")).toHaveTextContent(contactUsPage.form.sentHeading);
    expect(name).toHaveValue("");
    expect(message).toHaveValue("");
  });

  it("shows the sending state, then on failure the alert with every field kept", async () => {
    let finish: (value: Awaited<ReturnType<typeof submitForm>>) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, name, email, message, submit } = setup();
    await user.type(name, "Sara Khan");
    await user.type(email, "sara@example.org");
    await user.type(message, "Please call.");
    await submit();
    const sending = screen.getByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    finish({ ok: false, reason: "status", status: 500 });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send message. Please try again later.",
    );
    expect(screen.getByRole("button", { name: /send message/i })).toBeEnabled();
    expect(name).toHaveValue("Sara Khan");
    expect(email).toHaveValue("sara@example.org");
    expect(message).toHaveValue("Please call.");
  });

  it("validates and sends what the fields hold, even text React never saw typed", async () => {
    send.mockResolvedValue({ ok: true });
    const { name, email, message, submit } = setup();
    // As before hydration: the DOM changed, no event reached React.
    name.setAttribute("value", "Early Bird");
    (email as HTMLInputElement).value = "early@example.org";
    (message as HTMLTextAreaElement).value = "Typed while the script loaded.";
    await submit();
    expect(send).toHaveBeenCalledWith(
      "/api/forms/contact",
      "contact",
      expect.objectContaining({
        name: "Early Bird",
        email: "early@example.org",
        message: "Typed while the script loaded.",
      }),
    );
  });

  it("sends once on a double click; a retry keeps the id, a new message gets a new one", async () => {
    let finish: (value: Awaited<ReturnType<typeof submitForm>>) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, name, email, submit } = setup();
    await user.type(name, "Ali");
    await user.type(email, "ali@bluecrest.agency");
    await user.dblClick(screen.getByRole("button", { name: /send message/i }));
    expect(send).toHaveBeenCalledTimes(1);
    finish({ ok: false, reason: "network" });
    await screen.findByRole("alert");
    await submit();
    finish({ ok: true });
    await screen.findByRole("status");
    await user.type(name, "Sara");
    await user.type(email, "sara@bluecrest.agency");
    await submit();
    const ids = send.mock.calls.map((call) => call[2]._submission);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[2]).toMatch(submissionIdPattern);
    finish({ ok: true });
    await screen.findByRole("status");
  });

  it("shows the endpoint's field errors under the fields and keeps every value", async () => {
    send.mockResolvedValue({
      ok: false,
      reason: "status",
      status: 422,
      errors: [
        { field: "name", code: "TYPE_TEXT", message: validationMessages.invisibleCharacters },
      ],
    });
    const { user, name, email, submit } = setup();
    await user.type(name, "Ali");
    await user.type(email, "ali@bluecrest.agency");
    await submit();
    expect(name).toHaveAccessibleDescription(validationMessages.invisibleCharacters);
    expect(name).toHaveValue("Ali");
    expect(email).toHaveValue("ali@bluecrest.agency");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the message for invisible characters under the field once it is left", async () => {
    const { user, name, email } = setup();
    await user.type(name, "Ali\u200b");
    await user.click(email);
    expect(name).toHaveAccessibleDescription(validationMessages.invisibleCharacters);
    expect(name).toHaveAttribute("aria-invalid", "true");
  });

  it("a timeout shows the failure alert and keeps the fields", async () => {
    send.mockResolvedValue({ ok: false, reason: "timeout" });
    const { user, name, email, submit } = setup();
    await user.type(name, "Slow Line");
    await user.type(email, "slow@example.org");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send message. Please try again later.",
    );
    expect(name).toHaveValue("Slow Line");
  });

  it("holds a hidden notice for every way a post without JavaScript can fail", () => {
    const { name } = setup();
    const form = name.closest("form");
    expect(form).toHaveAttribute("data-form", "contact");
    expect(form?.querySelector('input[type="hidden"][name="_page"]')).toHaveValue("/contact-us");
    expect(form?.querySelector('[name="_submission"]')).toBeNull();
    for (const key of ["name", "email", "name-email", "invalid", "failed"]) {
      const notice = document.getElementById(`contact-error-${key}`);
      expect(notice).not.toBeNull();
      expect(notice).not.toBeVisible();
      expect(notice?.closest("form")).toBe(form);
    }
  });
});
