import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SiteContent } from "~/content/documents";
import type { SiteMedia } from "@contracts/media";

/**
 * Renders the site's pages at run time with the build's own server bundle: the same React
 * components, in the same React Router, as `npm run build` prerendered them. The bundle is
 * the one the build kept (vite.config.ts, keepServerBundle) in `<build>/renderer/server/`; its
 * server entry (app/entry.server.tsx) takes the content each render reads.
 */

interface RendererBuild extends ServerBuild {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      setSiteContent(content: SiteContent | undefined): void;
      /** Absent from a build made before pages could show uploaded pictures. */
      setSiteMedia?(media: SiteMedia | undefined): void;
    };
  };
}

export interface PageRenderer {
  /**
   * Each path's HTML as React Router prerenders it, rendered with `content`. Renders run one
   * at a time (the content is the bundle's, for the duration of a render); between pages the
   * event loop is free, so the site keeps serving while a whole site renders. `media` is the
   * uploaded pictures the content may name.
   */
  render(
    content: SiteContent,
    paths: readonly string[],
    media?: SiteMedia,
  ): Promise<Map<string, string>>;
}

/** The renderer folder of a build: the server bundle, the stylesheets, the finishing inputs. */
export const rendererDirOf = (buildDir: string) => path.join(buildDir, "renderer");

export async function loadPageRenderer(buildDir: string): Promise<PageRenderer> {
  const bundle = path.join(rendererDirOf(buildDir), "server", "index.js");
  if (!existsSync(bundle))
    throw new Error(`No server bundle at ${bundle}: run \`npm run build\` first.`);
  const build = (await import(pathToFileURL(bundle).href)) as RendererBuild;
  const handle = createRequestHandler(build, "production");
  /**
   * With ssr: false, React Router renders only the paths the build listed to prerender; any
   * other it answers with the empty SPA shell. An article written after the build is a page
   * the build would have listed had its content held it, so its path joins the list.
   */
  const listed = (pagePath: string) => {
    if (!build.prerender.includes(pagePath)) build.prerender.push(pagePath);
  };
  let queue: Promise<unknown> = Promise.resolve();

  async function renderAll(content: SiteContent, paths: readonly string[], media?: SiteMedia) {
    const pages = new Map<string, string>();
    // A page the content makes (an opening published after the build) is rendered as the build
    // prerendered its own: React Router renders only a path in its prerender list whole.
    for (const pagePath of paths)
      if (!build.prerender.includes(pagePath)) build.prerender.push(pagePath);
    for (const pagePath of paths) {
      listed(pagePath);
      build.entry.module.setSiteContent(content);
      build.entry.module.setSiteMedia?.(media);
      try {
        // The request React Router's prerender makes for a path: its URL with a trailing slash.
        const url = `http://localhost${`${pagePath}/`.replace(/\/{2,}/g, "/")}`;
        const response = await handle(new Request(url));
        const html = await response.text();
        if (response.status !== 200)
          throw new Error(`Rendering ${pagePath} answered ${response.status}.`);
        pages.set(pagePath, html);
      } finally {
        build.entry.module.setSiteContent(undefined);
        build.entry.module.setSiteMedia?.(undefined);
      }
      // Let the server answer what arrived while this page rendered.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return pages;
  }

  return {
    render(content, paths, media) {
      const rendered = queue.then(() => renderAll(content, paths, media));
      queue = rendered.catch(() => undefined);
      return rendered;
    },
  };
}
