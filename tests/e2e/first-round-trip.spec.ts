/**
 * A page whose HTML, headers included, fits in the first round trip of Lighthouse's slow-network
 * model (ten TCP segments of 1,460 bytes) paints about 150 ms sooner on a phone than one that
 * needs a second (docs/decisions/0140). Every page that fits must keep fitting; the pages still
 * over the line are named, with what keeps them there (README, "Page speed").
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { firstRoundTripBytes } from "@scripts/quality/first-round-trip";
import { sitePaths } from "~/lib/paths";

/**
 * Over the line: the home page, whose sections and tabs need a second round trip even with its
 * artwork drawn from a file (so it keeps it inline; decision 0149).
 */
const overTheLine = new Set(["/"]);

/** The bytes the server sends for `path` to a browser that takes br: status line, headers, body. */
function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { headers: { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" } },
      (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => {
          const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
          let headers = 2; // the empty line after them
          for (let index = 0; index < response.rawHeaders.length; index += 2)
            headers += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`
              .length;
          expect(response.headers["content-encoding"]).toBe("br");
          resolve(statusLine.length + headers + body);
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

for (const path of sitePaths) {
  const fits = !overTheLine.has(path);
  test(`${path}: the HTML ${fits ? "fits in" : "is over"} the first round trip`, async ({
    baseURL,
  }) => {
    const bytes = await bytesOnTheWire(`${baseURL}${path}`);
    if (fits) expect(bytes).toBeLessThanOrEqual(firstRoundTripBytes);
    // A page named above that fits now should leave the list, so the test guards it.
    else expect(bytes).toBeGreaterThan(firstRoundTripBytes);
  });
}
