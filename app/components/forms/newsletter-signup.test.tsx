import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { submissionIdPattern } from "@contracts/forms";
import { submitForm } from "~/lib/submit-form";
import { NewsletterSignup } from "./newsletter-signup";

vi.mock("../../lib/submit-form", () => ({ submitForm: vi.fn() }));
const send = vi.mocked(submitForm);

const content = {
  endpoint: "/api/forms/newsletter",
  heading: "Hear about new roles first",
  body: "Leave your e-mail address and we will write when a position opens.",
  label: "Email address",
  placeholder: "Enter Email Address",
  button: "Get Started",
  sending: "Sending...",
  success: "Thank you! You are on the list.",
  invalidEmail: "Please enter a valid email address!",
  failure: "We could not save your address just now.",
  invalidText: "This address could not be accepted.",
  note: "We use your address only to tell you about open positions.",
  privacyLabel: "Privacy policy",
  privacyHref: "/privacy-policy",
};

function setup() {
  const user = userEvent.setup();
  render(<NewsletterSignup {...content} />);
  const input = screen.getByRole("textbox", { name: "Email address" });
  const button = screen.getByRole("button", { name: "Get Started" });
  return { user, input, button };
}

describe("NewsletterSignup", () => {
  // A function returned from beforeEach is run as teardown: mockReset returns the mock itself.
  beforeEach(() => {
    send.mockReset();
  });

  it("is a native form that posts to the endpoint without JavaScript", () => {
    const { input } = setup();
    const form = input.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/forms/newsletter");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("placeholder", "Enter Email Address");
    const honeypot = form?.querySelector('input[name="_gotcha"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form).toHaveAttribute("data-form", "newsletter");
    expect(form?.querySelector('input[name="_page"]')).toHaveValue("/careers");
    for (const key of ["email", "invalid", "failed"])
      expect(document.getElementById(`newsletter-error-${key}`)).toHaveAttribute("hidden");
  });

  it("sends a valid address and confirms inline", async () => {
    send.mockResolvedValue({ ok: true });
    const { user, input, button } = setup();
    await user.type(input, "ali@example.agency");
    await user.click(button);
    expect(send).toHaveBeenCalledWith("/api/forms/newsletter", "newsletter", {
      email: "ali@example.agency",
      _gotcha: "",
      _page: "/careers",
      _submission: expect.stringMatching(submissionIdPattern),
    });
    expect(await screen.findByText(content.success)).toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("shows the validation message and sends nothing for an invalid address", async () => {
    const { user, input, button } = setup();
    await user.type(input, "ali@example");
    await user.click(button);
    // The hidden no-JavaScript notice holds the same words, in a list item.
    expect(
      screen.getByText("Please enter a valid email address!", { selector: "p" }),
    ).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address!");
    expect(input).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows an alert and keeps the address when sending fails", async () => {
    send.mockResolvedValue({ ok: false, reason: "status", status: 500 });
    const { user, input, button } = setup();
    await user.type(input, "sana@example.com");
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(content.failure);
    expect(input).toHaveValue("sana@example.com");
    expect(button).toBeEnabled();
    expect(screen.queryByText(content.success)).not.toBeInTheDocument();
  });

  it("sends an address that was in the field before the script ran", async () => {
    send.mockResolvedValue({ ok: true });
    const { user, input, button } = setup();
    (input as HTMLInputElement).value = "early@example.agency";
    await user.click(button);
    expect(send).toHaveBeenCalledWith(
      "/api/forms/newsletter",
      "newsletter",
      expect.objectContaining({ email: "early@example.agency" }),
    );
  });
});
