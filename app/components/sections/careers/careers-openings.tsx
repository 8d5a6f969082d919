import { Briefcase, Clock, MapPin } from "lucide-react";

export interface CareersOpening {
  title: string;
  type: string;
  location: string;
  summary: string;
  /** The opening's own page. */
  href: string;
}

export interface CareersOpeningsProps {
  positions: CareersOpening[];
  /** The link to each opening's page ("Read more and apply"). */
  detailLabel: string;
  /** Said when no opening is open. */
  none: string;
}

/** The open positions as cards, each linking to its own page; a sentence when there is none. */
export function CareersOpenings({ positions, detailLabel, none }: CareersOpeningsProps) {
  if (positions.length === 0)
    return <p className="mx-auto max-w-2xl text-center text-lg text-slate-text">{none}</p>;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {positions.map((position, index) => (
        <li key={position.href} data-reveal="" className={revealDelay[index % 3]}>
          <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-card-hover motion-reduce:hover:translate-y-0 md:p-7">
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100"
            >
              <Briefcase className="size-6" strokeWidth={1.75} />
            </span>
            <h3 className="mt-5 text-h3 text-ink">{position.title}</h3>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-slate-text">
              <li className="inline-flex items-center gap-1.5">
                <Clock className="size-4 text-brand-600" aria-hidden="true" />
                {position.type}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 text-brand-600" aria-hidden="true" />
                {position.location}
              </li>
            </ul>
            <p className="mt-4 flex-1 text-slate-text">{position.summary}</p>
            <a
              href={position.href}
              className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {detailLabel}
              <span className="sr-only">: {position.title}</span>
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}

const revealDelay = ["", "[--reveal-delay:0.1s]", "[--reveal-delay:0.2s]"];
