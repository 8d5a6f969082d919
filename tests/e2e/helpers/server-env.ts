/**
 * No minimum fill time on the e2e servers. The desk specs send leads through the real form, and
 * a post sooner than the minimum after its page was served is flagged "too fast": with it, each
 * would have to wait a person's seconds (a fixed sleep) before it sends. No spec here is about
 * that signal; the minimum itself is tested through the real endpoint with tokens issued at
 * chosen times (server/spam/forms-spam.test.ts, server/spam/autofill.test.ts). The time token is
 * still stamped into each page, sent and verified.
 */
export const quickPostsAllowed = {
  SPAM_MIN_FILL_MS_CONTACT: "0",
  SPAM_MIN_FILL_MS_QUOTE: "0",
  SPAM_MIN_FILL_MS_NEWSLETTER: "0",
};
