import { describe, expect, it } from "vitest";
import { QuoteButton, QuoteDialog } from "~/components/forms/quote-dialog";
import { Island, type Json } from "./island";

/**
 * Island props travel to the browser as JSON in the page, so only JSON-safe values compile. The
 * @ts-expect-error lines are the test: `npm run typecheck` fails if any of them compiles.
 */
describe("island props", () => {
  it("accept plain data", () => {
    const props: Json<{ title: string; items: Array<{ n: number; on: boolean | null }> }> = {
      title: "Plans",
      items: [{ n: 1, on: null }],
    };
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    expect(<Island name="QuoteButton" component={QuoteButton} props={{}} />).toBeTruthy();
  });

  it("refuse functions, dates and maps", () => {
    // @ts-expect-error a function does not survive JSON.stringify
    const withFunction: Json<{ onSend: () => void }> = { onSend: () => undefined };
    // @ts-expect-error a Date becomes a string in JSON
    const withDate: Json<{ when: Date }> = { when: new Date(0) };
    // @ts-expect-error a Map becomes {} in JSON
    const withMap: Json<{ index: Map<string, number> }> = { index: new Map() };
    expect([withFunction, withDate, withMap]).toHaveLength(3);
  });

  it("refuse a function prop on an island", () => {
    const contacts = {
      page: "/paid-advertising",
      endpoint: "/api/quote",
      phone: { display: "1", e164: "+1" },
      email: "a@b.c",
    };
    const element = (
      <Island
        name="QuoteDialog"
        component={QuoteDialog}
        // @ts-expect-error an island's props are written into the page as JSON
        props={{ ...contacts, send: async () => ({ ok: true as const }) }}
      />
    );
    expect(element).toBeTruthy();
    expect(<Island name="QuoteDialog" component={QuoteDialog} props={contacts} />).toBeTruthy();
  });
});
