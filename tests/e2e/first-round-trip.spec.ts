/**
 * A page whose HTML, headers included, fits in the first round trip of Lighthouse's slow-network
 * model (ten TCP segments of 1,460 bytes) paints about 150 ms sooner on a phone than one that needs
 * a second. Every page fits, some by drawing their artwork and icons from files: a page that grows
 * past the line fails here.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { firstRoundTripBytes } from "@scripts/quality/first-round-trip";
import { sitePaths } from "~/lib/paths";

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
  test(`${path}: the HTML fits in the first round trip`, async ({ baseURL }) => {
    // A page over it even with its artwork and lower icons drawn from files must shed bytes of its
    // own; the build's log names the pages that draw from files.
    expect(
      await bytesOnTheWire(`${baseURL}${path}`),
      `${path} is over the first round trip of ${firstRoundTripBytes} bytes`,
    ).toBeLessThanOrEqual(firstRoundTripBytes);
  });
}
