import type { ArticleContent } from "~/schema/insights";

export const designSystemSmallTeams: ArticleContent = {
  title: "A design system a small team keeps up: ours fits on one page",
  searchTitle: "A design system for small teams",
  summary:
    "How we keep colours, type and components consistent across a dozen client projects without a design-system team, and the rules that make it last.",
  date: "2026-09-02",
  author: "Zainab Malik",
  tags: ["design", "ui-ux", "process"],
  body: `Big companies have a team whose only job is the design system. We are a studio of designers and developers who ship client work every week, so ours has to be small enough that nobody needs to look after it.

## Start from the tokens, not the components

Before we draw a single button we agree on four lists: colours, type sizes, spacing and radii. Each list is short. Our whole colour palette for a project is usually eight values, named by what they do (\`surface\`, \`ink\`, \`accent\`) rather than what they look like.

\`\`\`css
:root {
  --color-ink: #0b1b3f;
  --color-accent: #2563eb;
  --space-section: 6rem;
}
\`\`\`

When a client's brand changes, we change the tokens, and every page follows.

## Three rules that keep it alive

1. **A component exists once it is used twice.** Until then it is part of the page that needs it.
2. **Designers and developers name things the same way.** The layer in the design file and the component in the code share one name.
3. **Every component shows its states.** Empty, loading, error and too-long text are drawn before anyone calls a component done.

## What we leave out

We do not document every prop, and we do not build components "for later". A design system that tries to predict the future becomes a second product to maintain.

> The best design system is the one your newest developer can read in an afternoon.

## Does it pay off?

On the last four website projects, the second and third pages took about half the time of the first. That time goes back into what clients actually notice: content, speed and the details of the forms that bring them leads.

Curious how this would look for your product? Have a look at our [UI/UX work](/uiux-portfolio) or [tell us about your project](/contact-us).`,
};
