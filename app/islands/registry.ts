import type { ComponentProps } from "react";

/**
 * Every component the browser hydrates, by name. A page loads only the islands it renders:
 * each entry is its own dynamic import, so the home page never downloads the quote form.
 * Keep island components free of react-router imports: the browser runs no router.
 */
export const islandLoaders = {
  Header: () => import("~/components/layout/header").then((module) => module.Header),
  Tabs: () => import("~/components/ui/tabs").then((module) => module.Tabs),
  QuoteButton: () => import("~/components/forms/quote-dialog").then((module) => module.QuoteButton),
  QuoteDialog: () => import("~/components/forms/quote-dialog").then((module) => module.QuoteDialog),
  ContactForm: () => import("~/components/forms/contact-form").then((module) => module.ContactForm),
  ApplicationForm: () =>
    import("~/components/forms/application-form").then((module) => module.ApplicationForm),
  NewsletterSignup: () =>
    import("~/components/forms/newsletter-signup").then((module) => module.NewsletterSignup),
};

export type IslandName = keyof typeof islandLoaders;

export type IslandComponent<Name extends IslandName> = Awaited<
  ReturnType<(typeof islandLoaders)[Name]>
>;

export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

/** What the prerendered HTML carries for the browser: the props, and the shape of each slot. */
export interface IslandPayload {
  props: Record<string, unknown>;
  /** Slot prop name → number of slotted nodes, or null for a single node. */
  slots: Record<string, number | null>;
}

export const slotId = (prop: string, index?: number) =>
  index === undefined ? prop : `${prop}.${index}`;
