import type { SetHeadersResponse } from "@fastify/static";

/**
 * Files of the build that are sent compressed. The build writes each one's brotli file beside it
 * at brotli's best (`<file>.br`, scripts/build/precompress-assets.ts), and @fastify/static
 * (`preCompressed`) sends that file to a client that takes br, instead of @fastify/compress
 * compressing the asset again on every request at its quality 4 (decision 0127).
 */
export const compressibleFile = /\.(?:js|mjs|css|svg|json|xml|txt|webmanifest)$/;

/** Below this size a file goes out as it is: @fastify/compress's threshold too. */
export const compressThreshold = 1024;

export const precompressedExtension = ".br";

/** For `allowedPath`: a brotli file is sent in place of its asset, never at a URL of its own. */
export const isPrecompressedFile = (pathName: string) => pathName.endsWith(precompressedExtension);

/** For `setHeaders`: whatever was sent for a compressible file depends on Accept-Encoding. */
export function varyOnEncoding(res: SetHeadersResponse, filePath: string) {
  const assetPath = isPrecompressedFile(filePath)
    ? filePath.slice(0, -precompressedExtension.length)
    : filePath;
  if (compressibleFile.test(assetPath)) res.setHeader("vary", "accept-encoding");
}
