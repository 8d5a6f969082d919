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
      <img src={src} alt="" width={36} height={36} className="size-9" />
      <span className={tone === "dark" ? "text-ink" : "text-white"}>{companyName}</span>
    </a>
  );
}
