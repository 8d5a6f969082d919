import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { readFields } from "~/lib/use-form-submission";
import { recordVisit } from "~/lib/attribution";
import { FormHiddenFields } from "./form-hidden-fields";

const form = () => (
  <form data-testid="form">
    <FormHiddenFields page="/contact-us" submissionId={null} />
  </form>
);

describe("FormHiddenFields", () => {
  afterEach(() => sessionStorage.clear());

  it("sends where the visit began once the form runs in the browser", () => {
    recordVisit(
      "https://www.agency.test/?utm_source=news&utm_campaign=launch",
      "https://search.example.net/results?q=agency",
    );
    const { getByTestId } = render(form());
    expect(readFields(getByTestId("form") as HTMLFormElement)).toEqual({
      _page: "/contact-us",
      _first_page: "/?utm_source=news&utm_campaign=launch",
      _referrer: "https://search.example.net",
      _utm_source: "news",
      _utm_campaign: "launch",
    });
  });

  it("prerenders only the page, so no visitor's visit is baked into the HTML", () => {
    recordVisit("https://www.agency.test/?utm_source=news", "");
    const html = renderToString(form());
    expect(html).toContain('name="_page"');
    expect(html).not.toContain("_utm_source");
  });
});
