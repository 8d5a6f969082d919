import { BrandMark } from "~/components/ui/brand-mark";

export interface LogoProps {
  companyName: string;
  tone?: "dark" | "light";
}

/** The company mark and name, linking home. */
export function Logo({ companyName, tone = "dark" }: LogoProps) {
  return (
    <a
      href="/"
      className="flex shrink-0 items-center gap-2.5 rounded-lg font-display text-lg font-bold tracking-tight"
    >
      <BrandMark gradientId={`logo-${tone}`} className="size-9" />
      <span className={tone === "dark" ? "text-ink" : "text-white"}>{companyName}</span>
    </a>
  );
}
