import { cn } from "~/lib/cn";

/**
 * The home hero's welcome illustration: a browser window, a phone and an analytics card in the
 * brand palette. Drawn inline (not an <img>) so it is never the page's largest contentful paint
 * and costs no request. It fades in over 1 s after 0.5 s, then bobs on a 4 s cycle (CSS only,
 * so it shows without JavaScript; both are off under prefers-reduced-motion).
 */
export function HomeHeroArt({ className }: { className?: string }) {
  return (
    <div className={cn("motion-safe:animate-hero-in", className)}>
      <svg
        viewBox="0 0 560 480"
        width="560"
        height="480"
        aria-hidden="true"
        focusable="false"
        className="h-auto w-full motion-safe:animate-bob motion-safe:[animation-delay:1.5s]"
      >
        <defs>
          <linearGradient id="hero-art-brand" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0a1a3f" />
            <stop offset="0.55" stopColor="#1d4ed8" />
            <stop offset="1" stopColor="#06b6d4" />
          </linearGradient>
          <linearGradient id="hero-art-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#06b6d4" stopOpacity="0.45" />
            <stop offset="1" stopColor="#06b6d4" stopOpacity="0" />
          </linearGradient>
          <radialGradient id="hero-art-glow">
            <stop offset="0" stopColor="#06b6d4" stopOpacity="0.35" />
            <stop offset="1" stopColor="#06b6d4" stopOpacity="0" />
          </radialGradient>
        </defs>

        <circle cx="290" cy="230" r="230" fill="url(#hero-art-glow)" />
        <ellipse cx="290" cy="454" rx="230" ry="18" fill="#060f28" opacity="0.45" />

        {/* Browser window */}
        <rect
          x="40"
          y="52"
          width="400"
          height="290"
          rx="18"
          fill="#060f28"
          opacity="0.35"
          transform="translate(8 12)"
        />
        <rect x="40" y="52" width="400" height="290" rx="18" fill="#ffffff" />
        <path d="M40 70a18 18 0 0 1 18-18h364a18 18 0 0 1 18 18v18H40z" fill="#eff5ff" />
        <circle cx="62" cy="70" r="5" fill="#93b8fd" />
        <circle cx="78" cy="70" r="5" fill="#bfd5fe" />
        <circle cx="94" cy="70" r="5" fill="#dbe7fe" />
        <rect x="120" y="62" width="230" height="16" rx="8" fill="#ffffff" stroke="#dbe7fe" />
        <rect x="60" y="104" width="360" height="104" rx="14" fill="url(#hero-art-brand)" />
        <rect x="80" y="126" width="150" height="13" rx="6.5" fill="#ffffff" />
        <rect x="80" y="147" width="118" height="8" rx="4" fill="#ffffff" opacity="0.65" />
        <rect x="80" y="161" width="96" height="8" rx="4" fill="#ffffff" opacity="0.65" />
        <rect x="80" y="180" width="66" height="16" rx="8" fill="#06b6d4" />
        <circle cx="346" cy="146" r="30" fill="#ffffff" opacity="0.14" />
        <circle cx="372" cy="170" r="18" fill="#a5f3fc" opacity="0.55" />
        <rect x="300" y="128" width="34" height="34" rx="8" fill="#3b6cf6" opacity="0.9" />
        {[60, 184, 308].map((x, index) => (
          <g key={x}>
            <rect x={x} y="222" width="112" height="100" rx="12" fill="#f5f7fb" stroke="#e2e8f0" />
            <rect
              x={x + 14}
              y="236"
              width="24"
              height="24"
              rx="7"
              fill={["#1d4ed8", "#06b6d4", "#6090fa"][index]}
            />
            <rect x={x + 14} y="272" width="70" height="8" rx="4" fill="#bfd5fe" />
            <rect x={x + 14} y="288" width="52" height="8" rx="4" fill="#dbe7fe" />
          </g>
        ))}

        {/* Phone */}
        <rect
          x="392"
          y="172"
          width="128"
          height="252"
          rx="24"
          fill="#060f28"
          opacity="0.4"
          transform="translate(8 10)"
        />
        <rect x="392" y="172" width="128" height="252" rx="24" fill="#0a1a3f" />
        <rect x="400" y="182" width="112" height="232" rx="17" fill="#ffffff" />
        <rect x="436" y="188" width="40" height="8" rx="4" fill="#0a1a3f" />
        <rect x="410" y="206" width="92" height="58" rx="12" fill="url(#hero-art-brand)" />
        <rect x="420" y="220" width="48" height="8" rx="4" fill="#ffffff" />
        <rect x="420" y="234" width="34" height="6" rx="3" fill="#ffffff" opacity="0.6" />
        <rect x="420" y="247" width="26" height="9" rx="4.5" fill="#06b6d4" />
        {[276, 310, 344].map((y, index) => (
          <g key={y}>
            <circle cx="424" cy={y + 10} r="10" fill={["#dbe7fe", "#a5f3fc", "#bfd5fe"][index]} />
            <rect x="440" y={y + 3} width="52" height="6" rx="3" fill="#93b8fd" />
            <rect x="440" y={y + 13} width="36" height="6" rx="3" fill="#dbe7fe" />
          </g>
        ))}
        <rect x="410" y="384" width="92" height="20" rx="10" fill="#eff5ff" />
        <circle cx="432" cy="394" r="4" fill="#1d4ed8" />
        <circle cx="456" cy="394" r="4" fill="#93b8fd" />
        <circle cx="480" cy="394" r="4" fill="#93b8fd" />

        {/* Analytics card */}
        <rect
          x="12"
          y="300"
          width="196"
          height="132"
          rx="16"
          fill="#060f28"
          opacity="0.35"
          transform="translate(6 10)"
        />
        <rect x="12" y="300" width="196" height="132" rx="16" fill="#ffffff" />
        <rect x="30" y="318" width="56" height="8" rx="4" fill="#bfd5fe" />
        <rect x="30" y="334" width="84" height="14" rx="7" fill="#0a1a3f" />
        <rect x="146" y="318" width="44" height="18" rx="9" fill="#a5f3fc" />
        <path
          d="M154 329l5-5 5 5M159 324v8"
          fill="none"
          stroke="#0a1a3f"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M30 412l26-16 24 8 26-22 26 6 26-24 30-10v70H30z" fill="url(#hero-art-area)" />
        <path
          d="M30 412l26-16 24 8 26-22 26 6 26-24 30-10"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="188" cy="354" r="5" fill="#ffffff" stroke="#1d4ed8" strokeWidth="3" />

        {/* Code chip and accents */}
        <rect x="452" y="54" width="76" height="52" rx="14" fill="#06b6d4" />
        <path
          d="M478 70l-10 10 10 10M502 70l10 10-10 10M494 66l-8 28"
          fill="none"
          stroke="#0a1a3f"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="210" y="12" width="112" height="30" rx="15" fill="#ffffff" opacity="0.95" />
        <circle cx="228" cy="27" r="8" fill="#1d4ed8" />
        <path
          d="M224.5 27l2.5 2.5 5-5"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="242" y="23" width="64" height="8" rx="4" fill="#bfd5fe" />
        <path d="M24 120l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#a5f3fc" />
        <circle cx="544" cy="160" r="7" fill="#a5f3fc" opacity="0.8" />
        <rect
          x="520"
          y="440"
          width="14"
          height="14"
          rx="3"
          fill="#6090fa"
          opacity="0.7"
          transform="rotate(20 527 447)"
        />
      </svg>
    </div>
  );
}
