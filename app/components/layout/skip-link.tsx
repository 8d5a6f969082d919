/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId = "main" }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-full bg-ink px-5 py-3 font-semibold text-white shadow-card transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
