import type { ServiceArt as ServiceArtContent } from "~/schema/service";
import { cn } from "~/lib/cn";
import { ServiceIcon } from "./service-icon";

const barHeights = ["h-[38%]", "h-[62%]", "h-[48%]", "h-[80%]", "h-[56%]", "h-[92%]", "h-[70%]"];

/** The chart's bars, in an order seeded by the title so each dashboard looks its own. */
function barsFor(title: string) {
  const seed = [...title].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const step = [1, 2, 3, 4, 5, 6][seed % 6] ?? 1;
  return barHeights.map((_, index) => barHeights[(seed + index * step) % barHeights.length] ?? "");
}

/** Skeleton lines standing in for text inside the mockups. */
function Lines({ widths }: { widths: string[] }) {
  return (
    <div className="space-y-2">
      {widths.map((width, index) => (
        <div key={index} className={cn("h-2 rounded-full bg-brand-100", width)} />
      ))}
    </div>
  );
}

function Screen({ art }: { art: ServiceArtContent }) {
  const tile = (
    <span className="grid size-12 place-items-center rounded-2xl bg-brand-600 text-white shadow-card">
      <ServiceIcon name={art.icon} className="size-6" />
    </span>
  );
  const title = <p className="font-display text-base font-bold text-ink">{art.title}</p>;

  if (art.frame === "phone") {
    return (
      <div className="mx-auto w-64 rounded-[2.5rem] border border-white/25 bg-white/10 p-3 shadow-2xl backdrop-blur">
        <div className="flex h-[25rem] flex-col gap-5 rounded-[2rem] bg-white p-5">
          <div className="mx-auto h-1.5 w-16 rounded-full bg-line" />
          {tile}
          {title}
          <Lines widths={["w-full", "w-4/5", "w-2/3"]} />
          <div className="h-2.5 overflow-hidden rounded-full bg-brand-50">
            <div className="h-full w-2/3 rounded-full bg-accent" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="h-16 rounded-xl bg-surface-muted ring-1 ring-line" />
            <div className="h-16 rounded-xl bg-brand-50 ring-1 ring-brand-100" />
          </div>
          <div className="mt-auto h-10 rounded-full bg-brand-600" />
        </div>
      </div>
    );
  }

  return (
    <div className="rounded-2xl border border-white/25 bg-white/10 p-2 shadow-2xl backdrop-blur">
      <div className="overflow-hidden rounded-xl bg-white">
        <div className="flex items-center gap-2 border-b border-line px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 h-5 flex-1 rounded-full bg-surface-muted" />
        </div>
        {art.frame === "browser" ? (
          <div className="grid grid-cols-[1.1fr_0.9fr] gap-5 p-6">
            <div className="space-y-4">
              {tile}
              {title}
              <Lines widths={["w-full", "w-5/6", "w-3/5"]} />
              <div className="h-8 w-28 rounded-full bg-brand-600" />
            </div>
            <div className="rounded-xl bg-gradient-to-br from-brand-100 via-brand-50 to-cyan-50 ring-1 ring-brand-100" />
            <div className="col-span-2 grid grid-cols-3 gap-3">
              <div className="h-14 rounded-lg bg-surface-muted ring-1 ring-line" />
              <div className="h-14 rounded-lg bg-surface-muted ring-1 ring-line" />
              <div className="h-14 rounded-lg bg-surface-muted ring-1 ring-line" />
            </div>
          </div>
        ) : (
          <div className="space-y-5 p-6">
            <div className="flex items-center gap-4">
              {tile}
              {title}
            </div>
            <div className="grid grid-cols-3 gap-3">
              <div className="h-12 rounded-lg bg-brand-50 ring-1 ring-brand-100" />
              <div className="h-12 rounded-lg bg-cyan-50 ring-1 ring-cyan-100" />
              <div className="h-12 rounded-lg bg-surface-muted ring-1 ring-line" />
            </div>
            <div className="flex h-36 items-end gap-3 rounded-xl bg-surface-muted px-4 pt-4 ring-1 ring-line">
              {barsFor(art.title).map((height, index, bars) => (
                <div
                  key={index}
                  className={cn(
                    "flex-1 rounded-t-md",
                    height,
                    index === bars.length - 2 ? "bg-accent" : "bg-brand-500",
                  )}
                />
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** The decorative mockup beside a service hero: a phone, browser or dashboard with two chips. */
export function ServiceArt({ art }: { art: ServiceArtContent }) {
  const [first, second] = art.chips;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md py-6">
      <div className="absolute inset-8 -z-10 rounded-full bg-accent/25 blur-3xl" />
      <Screen art={art} />
      {first && (
        <p className="absolute top-10 -left-6 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card-hover motion-safe:animate-float">
          <ServiceIcon name={first.icon} className="size-4 text-brand-600" />
          {first.label}
        </p>
      )}
      {second && (
        <p className="absolute -right-4 bottom-12 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card-hover motion-safe:animate-float motion-safe:[animation-delay:1.5s]">
          <ServiceIcon name={second.icon} className="size-4 text-accent" />
          {second.label}
        </p>
      )}
    </div>
  );
}
