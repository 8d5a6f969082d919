import { cn } from "~/lib/cn";

/**
 * The home hero's welcome illustration: a browser window, a phone and an analytics card in the
 * brand palette. Drawn in SVG (not an <img>) so it is never the page's largest contentful
 * paint. It fades in over 1 s after 0.5 s, then bobs on a 4 s cycle (CSS only,
 * so it shows without JavaScript; both are off under prefers-reduced-motion).
 *
 * The home page is over its first round trip with it inline, so the build draws it from a file
 * (`data-artwork`, scripts/build/external-artwork.ts, decision 0149): it fades in after
 * 0.5 s anyway, and the file has long arrived by then.
 *
 * Written for the page's byte budget (it is in the first round trip of every visit): white is
 * the inherited fill, round caps and joins the inherited stroke style, attributes at their
 * defaults are left out, and the rounded bars (height h, corner radius h/2) are strokes of
 * width h with round caps, the same shape, several of one colour in one path where they do
 * not touch.
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
        data-artwork=""
        fill="#fff"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-auto w-full motion-safe:animate-bob motion-safe:[animation-delay:1.5s]"
      >
        <linearGradient id="hero-art-brand" y2="1">
          <stop stopColor="#0a1a3f" />
          <stop offset=".55" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
        <linearGradient id="hero-art-area" x2="0" y2="1">
          <stop stopColor="#06b6d4" stopOpacity=".45" />
          <stop offset="1" stopColor="#06b6d4" stopOpacity="0" />
        </linearGradient>
        <radialGradient id="hero-art-glow">
          <stop stopColor="#06b6d4" stopOpacity=".35" />
          <stop offset="1" stopColor="#06b6d4" stopOpacity="0" />
        </radialGradient>

        <circle cx="290" cy="230" r="230" fill="url(#hero-art-glow)" />
        <ellipse cx="290" cy="454" rx="230" ry="18" fill="#060f28" opacity=".45" />

        {/* Browser window */}
        <rect x="48" y="64" width="400" height="290" rx="18" fill="#060f28" opacity=".35" />
        <rect x="40" y="52" width="400" height="290" rx="18" />
        <path d="M40 70a18 18 0 0 1 18-18h364a18 18 0 0 1 18 18v18H40z" fill="#eff5ff" />
        <circle cx="62" cy="70" r="5" fill="#93b8fd" />
        <circle cx="78" cy="70" r="5" fill="#bfd5fe" />
        <circle cx="94" cy="70" r="5" fill="#dbe7fe" />
        <rect x="120" y="62" width="230" height="16" rx="8" stroke="#dbe7fe" />
        <rect x="60" y="104" width="360" height="104" rx="14" fill="url(#hero-art-brand)" />
        <path d="M86.5 132.5h137" stroke="#fff" strokeWidth="13" />
        <path d="M84 151h110M84 165h88" stroke="#fff" strokeWidth="8" opacity=".65" />
        <path d="M88 188h50" stroke="#06b6d4" strokeWidth="16" />
        <circle cx="346" cy="146" r="30" opacity=".14" />
        <circle cx="372" cy="170" r="18" fill="#a5f3fc" opacity=".55" />
        <rect x="300" y="128" width="34" height="34" rx="8" fill="#3b6cf6" opacity=".9" />
        {/* Three cards, side by side */}
        {[60, 184, 308].map((x) => (
          <rect
            key={x}
            x={x}
            y="222"
            width="112"
            height="100"
            rx="12"
            fill="#f5f7fb"
            stroke="#e2e8f0"
          />
        ))}
        {["#1d4ed8", "#06b6d4", "#6090fa"].map((fill, index) => (
          <rect key={fill} x={74 + index * 124} y="236" width="24" height="24" rx="7" fill={fill} />
        ))}
        <path d="M78 276h62M202 276h62M326 276h62" stroke="#bfd5fe" strokeWidth="8" />
        <path d="M78 292h44M202 292h44M326 292h44" stroke="#dbe7fe" strokeWidth="8" />

        {/* Phone */}
        <rect x="400" y="182" width="128" height="252" rx="24" fill="#060f28" opacity=".4" />
        <rect x="392" y="172" width="128" height="252" rx="24" fill="#0a1a3f" />
        <rect x="400" y="182" width="112" height="232" rx="17" />
        <path d="M440 192h32" stroke="#0a1a3f" strokeWidth="8" />
        <rect x="410" y="206" width="92" height="58" rx="12" fill="url(#hero-art-brand)" />
        <path d="M424 224h40" stroke="#fff" strokeWidth="8" />
        <path d="M423 237h28" stroke="#fff" strokeWidth="6" opacity=".6" />
        <path d="M424.5 251.5h17" stroke="#06b6d4" strokeWidth="9" />
        {["#dbe7fe", "#a5f3fc", "#bfd5fe"].map((fill, index) => (
          <circle key={fill} cx="424" cy={286 + index * 34} r="10" fill={fill} />
        ))}
        <path d="M443 282h46M443 316h46M443 350h46" stroke="#93b8fd" strokeWidth="6" />
        <path d="M443 292h30M443 326h30M443 360h30" stroke="#dbe7fe" strokeWidth="6" />
        <path d="M420 394h72" stroke="#eff5ff" strokeWidth="20" />
        <circle cx="432" cy="394" r="4" fill="#1d4ed8" />
        <circle cx="456" cy="394" r="4" fill="#93b8fd" />
        <circle cx="480" cy="394" r="4" fill="#93b8fd" />

        {/* Analytics card */}
        <rect x="18" y="310" width="196" height="132" rx="16" fill="#060f28" opacity=".35" />
        <rect x="12" y="300" width="196" height="132" rx="16" />
        <path d="M34 322h48" stroke="#bfd5fe" strokeWidth="8" />
        <path d="M37 341h70" stroke="#0a1a3f" strokeWidth="14" />
        <path d="M155 327h26" stroke="#a5f3fc" strokeWidth="18" />
        <path d="M154 329l5-5 5 5M159 324v8" fill="none" stroke="#0a1a3f" strokeWidth="2" />
        <path d="M30 412l26-16 24 8 26-22 26 6 26-24 30-10v70H30z" fill="url(#hero-art-area)" />
        <path
          d="M30 412l26-16 24 8 26-22 26 6 26-24 30-10"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="3"
        />
        <circle cx="188" cy="354" r="5" stroke="#1d4ed8" strokeWidth="3" />

        {/* Code chip and accents */}
        <rect x="452" y="54" width="76" height="52" rx="14" fill="#06b6d4" />
        <path
          d="M478 70l-10 10 10 10M502 70l10 10-10 10M494 66l-8 28"
          fill="none"
          stroke="#0a1a3f"
          strokeWidth="3.5"
        />
        <path d="M225 27h82" stroke="#fff" strokeWidth="30" opacity=".95" />
        <circle cx="228" cy="27" r="8" fill="#1d4ed8" />
        <path d="M224.5 27l2.5 2.5 5-5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M246 27h56" stroke="#bfd5fe" strokeWidth="8" />
        <path d="M24 120l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#a5f3fc" />
        <circle cx="544" cy="160" r="7" fill="#a5f3fc" opacity=".8" />
        <rect
          x="520"
          y="440"
          width="14"
          height="14"
          rx="3"
          fill="#6090fa"
          opacity=".7"
          transform="rotate(20 527 447)"
        />
      </svg>
    </div>
  );
}
