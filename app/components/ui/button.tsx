import type { ComponentProps, ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";

export type ButtonVariant = "primary" | "gradient" | "secondary" | "ghost-light" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "group/button inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[transform,box-shadow,background-color,color,filter] duration-200 ease-out-soft hover:-translate-y-0.5 disabled:pointer-events-none disabled:opacity-60 motion-reduce:hover:translate-y-0";

const variants: Record<ButtonVariant, string> = {
  /** Solid royal blue: the default action. */
  primary: "bg-brand-600 text-white shadow-card hover:bg-brand-700 hover:shadow-card-hover",
  /** The call to action ("Get Free Quote", "Let's Talk"): royal blue to navy, with a glow. */
  gradient:
    "bg-cta-gradient text-white shadow-cta ring-1 ring-white/10 ring-inset hover:shadow-card-hover hover:brightness-110",
  /** Quiet alternative on light surfaces. */
  secondary:
    "border border-brand-200 bg-white text-brand-700 hover:border-brand-400 hover:bg-brand-50",
  /** Outline on dark surfaces (hero, navy bands). */
  "ghost-light": "border border-white/40 bg-white/10 text-white backdrop-blur hover:bg-white/20",
  /** White pill on dark surfaces. */
  light: "bg-white text-brand-700 shadow-card hover:bg-brand-50",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-7 text-base",
};

export const buttonClassName = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  cn(base, variants[variant], sizes[size]);

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Append an arrow that nudges forward on hover. */
  arrow?: boolean;
  children: ReactNode;
}

const Arrow = () => (
  <ArrowRight
    className="size-4 transition-transform duration-200 group-hover/button:translate-x-0.5 motion-reduce:group-hover/button:translate-x-0"
    aria-hidden="true"
  />
);

/** A button that looks like a button. For navigation use ButtonLink. */
export function Button({
  variant,
  size,
  arrow,
  className,
  type = "button",
  children,
  ...props
}: CommonProps & ComponentProps<"button">) {
  return (
    <button type={type} className={cn(buttonClassName(variant, size), className)} {...props}>
      {children}
      {arrow && <Arrow />}
    </button>
  );
}

/** A link styled as a button; external ones open safely in a new tab. */
export function ButtonLink({
  href,
  variant,
  size,
  arrow,
  className,
  children,
}: CommonProps & { href: string; className?: string }) {
  const classes = cn(buttonClassName(variant, size), className);
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        {arrow && <Arrow />}
      </a>
    );
  }
  return (
    <a href={href} className={classes}>
      {children}
      {arrow && <Arrow />}
    </a>
  );
}
