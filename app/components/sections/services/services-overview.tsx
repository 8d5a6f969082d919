import type { ServicesPageContent } from "~/schema/home";
import type { ServiceId } from "~/lib/paths";
import { servicePaths } from "~/lib/paths";
import { Container } from "~/components/ui/container";
import { homeIcons } from "~/components/sections/home/home-icons";
import { ServiceLinkCard } from "~/components/sections/shared/service-link-card";

export interface ServicesOverviewProps {
  groups: ServicesPageContent["groups"];
  /** Display name of each service (navigation's `serviceNames`). */
  names: Record<ServiceId, string>;
}

/** Every service as a card linking to its page, grouped by what it does for the client. */
export function ServicesOverview({ groups, names }: ServicesOverviewProps) {
  return (
    <div className="py-section">
      <Container className="grid gap-16 md:gap-20">
        {groups.map((group, index) => {
          const headingId = `services-group-${index + 1}`;
          return (
            <section
              key={group.heading}
              aria-labelledby={headingId}
              className="grid gap-8 lg:grid-cols-[18rem_1fr] lg:gap-12"
            >
              <header className="lg:sticky lg:top-28 lg:self-start">
                <p className="text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
                  {String(index + 1).padStart(2, "0")} / {String(groups.length).padStart(2, "0")}
                </p>
                <h2 id={headingId} className="mt-2 text-h2 text-ink">
                  {group.heading}
                </h2>
                <p className="mt-3 text-slate-text">{group.intro}</p>
              </header>
              <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
                {group.services.map((service, position) => (
                  <li key={service.id}>
                    <ServiceLinkCard
                      icon={homeIcons[service.icon]}
                      heading={names[service.id]}
                      description={service.description}
                      href={servicePaths[service.id]}
                      bob
                      phase={position}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Container>
    </div>
  );
}
