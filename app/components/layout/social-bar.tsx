import { Facebook, Instagram, Linkedin } from "lucide-react";

export interface SocialLinks {
  facebook: string;
  linkedin: string;
  instagram: string;
}

const networks = [
  { key: "facebook", label: "Facebook", Icon: Facebook },
  { key: "linkedin", label: "LinkedIn", Icon: Linkedin },
  { key: "instagram", label: "Instagram", Icon: Instagram },
] as const;

/** The three social links as icons; used by the floating bar, the footer and the contact panel. */
export function SocialIcons({
  links,
  className,
  itemClassName,
}: {
  links: SocialLinks;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {networks.map(({ key, label, Icon }) => (
        <li key={key}>
          <a href={links[key]} target="_blank" rel="noopener noreferrer" className={itemClassName}>
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">{`${label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The floating vertical social bar on the right edge of wide screens. */
export function SocialBar({ links }: { links: SocialLinks }) {
  return (
    <nav
      aria-label="Social media"
      className="fixed top-1/2 right-0 z-30 hidden -translate-y-1/2 md:block"
    >
      <SocialIcons
        links={links}
        className="flex flex-col overflow-hidden rounded-l-2xl bg-navy shadow-card-hover"
        itemClassName="grid size-11 place-items-center text-white transition-colors hover:bg-brand-600"
      />
    </nav>
  );
}
