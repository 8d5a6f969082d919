import { CalendarClock, Clock, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";

export interface OpeningDetailsProps {
  opening: {
    team: string;
    type: string;
    location: string;
    remote: boolean;
    description: string;
    requirements: string[];
    /** The closing date as the page says it ("31 March 2027"). */
    closes: string;
  };
  words: {
    teamLabel: string;
    typeLabel: string;
    locationLabel: string;
    remoteLabel: string;
    closesLabel: string;
    descriptionHeading: string;
    requirementsHeading: string;
  };
  /** The way back to every opening. */
  back: { href: string; label: string };
  /** The application form, beside the role on wide screens. */
  children?: ReactNode;
}

/** One opening's facts, its description and requirements, and the way to apply. */
export function OpeningDetails({ opening, words, back, children }: OpeningDetailsProps) {
  const facts = [
    { icon: Users, label: words.teamLabel, value: opening.team },
    { icon: Clock, label: words.typeLabel, value: opening.type },
    {
      icon: MapPin,
      label: words.locationLabel,
      value: opening.remote ? `${opening.location} (${words.remoteLabel})` : opening.location,
    },
    { icon: CalendarClock, label: words.closesLabel, value: opening.closes },
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <div className="min-w-0">
        <dl className="grid gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:grid-cols-2">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-text">
                <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {label}
              </dt>
              <dd className="mt-1 pl-7 font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-10 text-h3 text-ink">{words.descriptionHeading}</h2>
        <p className="mt-4 whitespace-pre-line text-slate-text">{opening.description}</p>
        <h2 className="mt-10 text-h3 text-ink">{words.requirementsHeading}</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-text">
          {opening.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <p className="mt-10">
          <a
            href={back.href}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {back.label}
          </a>
        </p>
      </div>
      {children && <div className="min-w-0">{children}</div>}
    </div>
  );
}
