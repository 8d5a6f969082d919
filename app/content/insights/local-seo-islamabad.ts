import type { ArticleContent } from "~/schema/insights";

export const localSeoIslamabad: ArticleContent = {
  title: "Local SEO for service businesses: what moved the needle for our clients this year",
  searchTitle: "Local SEO that brings calls",
  summary:
    "Five changes that brought more calls and form leads to the service businesses we work with, in the order we would make them again, and what we stopped doing.",
  date: "2026-10-14",
  author: "Bilal Ahmed",
  tags: ["seo", "local-search", "lead-generation"],
  body: `Most of the service businesses that come to us do not need more traffic. They need more of the right people calling. A dentist in F-7 does not gain anything from a visitor in another city reading a blog post; a visitor three streets away searching "dentist near me" at 9 pm is the whole business.

This year we looked back at what actually changed the number of calls and form leads for our local clients. Here is what we would do again, in order.

## 1. One page per service, written for the question people ask

A single "Services" page that lists everything ranks for nothing. Every client whose leads grew had one page per service, each answering the question a customer types: what it costs, how long it takes, and what happens at the first visit.

- Put the price range on the page, even if it is wide.
- Answer the three questions your front desk hears most.
- Link each service page to the contact form, not to the home page.

## 2. The business profile, kept like a shop window

The map listing is the first thing most local searchers see. We check the opening hours every month, answer every review within two days and add new photos of real work, not stock pictures.

> A profile with a reply under every review tells a new customer that someone is listening before they have called.

## 3. Speed on a mid-range phone

Half of our clients' visitors arrive on a phone over mobile data. A page that shows its headline in under two seconds on such a phone keeps visitors who would otherwise go back to the results. We measure every page on a throttled phone before it goes live.

## 4. Measure calls, not rankings

Rankings move daily and mean little on their own. We count the calls and the form leads each page brings, and judge every change by them. If a change does not bring a lead within a quarter, we undo it.

## 5. What we stopped doing

We stopped publishing short posts written for a keyword. They brought visits that never became leads. One useful page that answers a real question beats ten that repeat the same words.

If you would like us to look at your own listing and pages, [send us a note](/contact-us) and we will tell you, free of charge, the first three things we would change.`,
};
