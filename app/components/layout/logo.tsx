export interface LogoProps {
  companyName: string;
  src: string;
  tone?: "dark" | "light";
}

/** The company mark and name, linking home. */
export function Logo({ companyName, src, tone = "dark" }: LogoProps) {
  return (
    <a
      href="/"
      className="flex shrink-0 items-center gap-2.5 rounded-lg font-display text-lg font-bold tracking-tight"
    >
      {/* Low priority, so React does not preload it: a 36 px mark must not compete with the
          HTML and the font before the first paint (docs/decisions/0124). The footer's is lazy. */}
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        className="size-9"
        fetchPriority="low"
        loading={tone === "light" ? "lazy" : undefined}
      />
      <span className={tone === "dark" ? "text-ink" : "text-white"}>{companyName}</span>
    </a>
  );
}
