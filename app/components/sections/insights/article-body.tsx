import Markdown, { type Components } from "react-markdown";
import type { MediaPicture } from "@contracts/media";
import { Picture } from "~/components/ui/picture";

export interface ArticleBodyProps {
  /** The article's body in Markdown, as the owner typed it in the desk. */
  markdown: string;
  /** The media library's pictures the body may show, by id (`![alt](media:<id>)`). */
  pictures?: Readonly<Record<string, MediaPicture>>;
}

/** Where a link in an article may point: a page of the site, the web over TLS, mail, a phone. */
const safeHref =
  /^(?:\/(?!\/)[^\s\\]*|#[\w-]+|https:\/\/[^\s/]\S*|mailto:[^\s@]+@\S+|tel:\+?[\d\s()-]{3,30})$/i;
/** An image in an article comes from the media library, nowhere else. */
const mediaSource = /^media:([\w-]{1,64})$/;

/**
 * Every URL of the body goes through here: a link keeps its address only when it is one of
 * the kinds above (a `javascript:` or `data:` link loses it, and is drawn as its text), an
 * image only when it names a picture of the library.
 */
export function articleUrl(url: string, key: string): string {
  if (key === "src") return mediaSource.test(url) ? url : "";
  return safeHref.test(url.trim()) ? url.trim() : "";
}

const prose = "text-slate-text md:text-[1.0625rem]";

function components(pictures: Readonly<Record<string, MediaPicture>>): Components {
  return {
    // The page's h1 is the article's headline: a body's headings start one level below it.
    h1: ({ children }) => <h2 className="mt-12 text-h3 text-ink md:text-[1.75rem]">{children}</h2>,
    h2: ({ children }) => <h2 className="mt-12 text-h3 text-ink md:text-[1.75rem]">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-ink">{children}</h3>,
    h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold text-ink">{children}</h4>,
    h5: ({ children }) => <h5 className="mt-6 font-semibold text-ink">{children}</h5>,
    h6: ({ children }) => <h6 className="mt-6 font-semibold text-ink">{children}</h6>,
    p: ({ children }) => <p className={`mt-5 ${prose}`}>{children}</p>,
    ul: ({ children }) => (
      <ul className={`mt-5 flex list-disc flex-col gap-2 pl-6 marker:text-brand-600 ${prose}`}>
        {children}
      </ul>
    ),
    ol: ({ children }) => (
      <ol className={`mt-5 flex list-decimal flex-col gap-2 pl-6 marker:text-brand-600 ${prose}`}>
        {children}
      </ol>
    ),
    blockquote: ({ children }) => (
      <blockquote className="mt-8 border-l-4 border-brand-600 bg-brand-50 px-6 py-4 text-lead text-ink [&>p]:mt-0">
        {children}
      </blockquote>
    ),
    pre: ({ children }) => (
      <pre className="mt-6 overflow-x-auto rounded-card bg-navy p-5 text-sm text-white">
        {children}
      </pre>
    ),
    code: ({ children }) => (
      <code className="rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em] text-ink [pre_&]:bg-transparent [pre_&]:p-0 [pre_&]:text-white">
        {children}
      </code>
    ),
    a: ({ href, children }) =>
      href ? (
        <a href={href} className="font-semibold text-brand-700 underline underline-offset-2">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    img: ({ src, alt }) => {
      const id = typeof src === "string" ? mediaSource.exec(src)?.[1] : undefined;
      const picture = id ? pictures[id] : undefined;
      if (!picture) return alt ? <span>{alt}</span> : null;
      return (
        <Picture
          image={picture}
          alt={alt ?? ""}
          sizes="(min-width: 48rem) 42rem, 100vw"
          className="mt-6 block"
          imgClassName="rounded-card"
        />
      );
    },
    hr: () => <hr className="mt-10 border-line" />,
  };
}

/**
 * An article's body: Markdown parsed by react-markdown into React elements. HTML typed into
 * the body is never markup on the page: react-markdown, given no plugin that parses HTML,
 * writes it as the text it was typed as; and no URL but those `articleUrl` allows keeps its
 * place.
 */
export function ArticleBody({ markdown, pictures = {} }: ArticleBodyProps) {
  return (
    <div className="article-body">
      <Markdown urlTransform={articleUrl} components={components(pictures)}>
        {markdown}
      </Markdown>
    </div>
  );
}
