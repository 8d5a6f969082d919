import { contentOnDay, type SiteContent } from "~/content/documents";

/** An opening that takes applications today, as the application endpoint needs it. */
export interface OpenOpening {
  slug: string;
  title: string;
  /** Its page, where a refused post without JavaScript returns. */
  path: string;
}

/** The opening at `slug` when the content shows it open on `today` (YYYY-MM-DD). */
export function openOpeningIn(
  content: SiteContent,
  today: string,
  slug: string,
): OpenOpening | undefined {
  const opening = contentOnDay(content, today)["pages/careers"].openings.positions.find(
    (candidate) => candidate.slug === slug,
  );
  return opening && { slug: opening.slug, title: opening.title, path: `/careers/${opening.slug}` };
}
