/**
 * Draws the portfolio and FAQ artwork as small SVG files in one illustration language:
 * flat shapes in the brand palette, a dotted grid, rounded frames (browser, phone, social post,
 * design board). Content is fictional. The SVGs are committed; after editing run
 *   npx tsx scripts/art/portfolio-art.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const c = {
  ink: "#0B1530",
  navy: "#0A1A3F",
  brand: "#1D4ED8",
  brand5: "#3B6CF6",
  brand2: "#BFD5FE",
  brand1: "#DBE7FE",
  brand0: "#EFF5FF",
  accent: "#06B6D4",
  accentSoft: "#A5F3FC",
  slate: "#475569",
  mute: "#94A3B8",
  line: "#E2E8F0",
  surface: "#F5F7FB",
  white: "#FFFFFF",
};
const font = "font-family='Plus Jakarta Sans, Segoe UI, Helvetica, Arial, sans-serif'";

const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${esc(label)}</title>${body}</svg>\n`;

const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  value: string,
  weight = 700,
  anchor = "start",
) =>
  `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(value)}</text>`;

const bar = (x: number, y: number, w: number, h: number, fill: string, r = h / 2) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

const dots = (id: string, fill: string, opacity = 0.35) =>
  `<defs><pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="${fill}" fill-opacity="${opacity}"/></pattern></defs>`;

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

const stars = (x: number, y: number, count: number, size = 9) =>
  Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${x + i * (size + 4)}" cy="${y}" r="${size / 2}" fill="${i < count ? "#F59E0B" : c.line}"/>`,
  ).join("");

// ---------------------------------------------------------------- website projects (browser)

interface Site {
  slug: string;
  name: string;
  domain: string;
  headline: [string, string];
  sub: string;
  cta: string;
  color: string;
  tint: string;
  nav: string[];
  cards: [string, string, string];
}

const sites: Site[] = [
  {
    slug: "margalla-dental",
    name: "Margalla Dental",
    domain: "margalla-dental.example.org",
    headline: ["Gentle dentistry in", "the heart of Islamabad"],
    sub: "Book a check-up online in under a minute",
    cta: "Book a visit",
    color: "#0E7490",
    tint: "#CFFAFE",
    nav: ["Treatments", "Doctors", "Prices", "Contact"],
    cards: ["Check-ups", "Whitening", "Implants"],
  },
  {
    slug: "saffron-slate",
    name: "Saffron & Slate",
    domain: "saffronslate.example.com",
    headline: ["Interiors that feel", "like coming home"],
    sub: "Residential and studio design since 2016",
    cta: "See projects",
    color: "#B45309",
    tint: "#FEF3C7",
    nav: ["Studio", "Projects", "Journal", "Enquire"],
    cards: ["Living rooms", "Kitchens", "Workspaces"],
  },
  {
    slug: "brightpath-academy",
    name: "BrightPath Academy",
    domain: "brightpath-academy.example.org",
    headline: ["Curious minds,", "bright futures"],
    sub: "Admissions open for the 2025 session",
    cta: "Apply now",
    color: "#1D4ED8",
    tint: "#DBE7FE",
    nav: ["About", "Admissions", "Campus", "News"],
    cards: ["Early years", "Primary", "O Levels"],
  },
  {
    slug: "kohsar-logistics",
    name: "Kohsar Logistics",
    domain: "kohsar-logistics.example.com",
    headline: ["Freight across Pakistan,", "tracked to the hour"],
    sub: "Live tracking for every consignment",
    cta: "Track shipment",
    color: "#0A1A3F",
    tint: "#E0E7FF",
    nav: ["Services", "Tracking", "Network", "Quote"],
    cards: ["Road freight", "Warehousing", "Last mile"],
  },
  {
    slug: "chai-khana",
    name: "Chai Khana",
    domain: "chaikhana.example.org",
    headline: ["Karak chai and", "fresh parathas, delivered"],
    sub: "Order online for pickup or delivery",
    cta: "Order now",
    color: "#BE123C",
    tint: "#FFE4E6",
    nav: ["Menu", "Order", "Branches", "Catering"],
    cards: ["Breakfast", "Chai menu", "Family deals"],
  },
];

/** A browser window at 800 × 540 showing a site's home page. */
function browser(site: Site, id: string) {
  const cards = site.cards
    .map((title, i) => {
      const x = 40 + i * 244;
      return `<g><rect x="${x}" y="382" width="228" height="118" rx="14" fill="${c.white}" stroke="${c.line}"/>${bar(x + 18, 400, 40, 40, site.tint, 12)}<circle cx="${x + 38}" cy="420" r="9" fill="${site.color}"/>${text(x + 72, 426, 16, c.ink, title)}${bar(x + 18, 456, 180, 8, c.line)}${bar(x + 18, 474, 132, 8, c.line)}</g>`;
    })
    .join("");
  // Right-aligned menu: each item about 7.4 px per character at 13 px, 26 px apart.
  let right = 768;
  const navItems = [...site.nav]
    .reverse()
    .map((item) => {
      const x = right;
      right -= item.length * 7.4 + 26;
      return text(x, 100, 13, c.slate, item, 600, "end");
    })
    .join("");
  return `${dots(`${id}d`, site.color, 0.18)}<rect x="6" y="6" width="788" height="528" rx="18" fill="${c.white}" stroke="${c.line}" stroke-width="2"/><path d="M6 24a18 18 0 0 1 18-18h752a18 18 0 0 1 18 18v28H6z" fill="${c.surface}"/><circle cx="32" cy="30" r="6" fill="#F87171"/><circle cx="52" cy="30" r="6" fill="#FBBF24"/><circle cx="72" cy="30" r="6" fill="#34D399"/>${bar(200, 18, 400, 24, c.white, 12)}${text(400, 35, 12, c.slate, site.domain, 500, "middle")}<line x1="6" y1="52" x2="794" y2="52" stroke="${c.line}"/><circle cx="52" cy="95" r="12" fill="${site.color}"/>${text(72, 101, 17, c.ink, site.name, 800)}${navItems}<rect x="24" y="128" width="752" height="232" rx="16" fill="${site.tint}"/><rect x="24" y="128" width="752" height="232" rx="16" fill="url(#${id}d)"/>${text(56, 196, 30, c.ink, site.headline[0], 800)}${text(56, 234, 30, site.color, site.headline[1], 800)}${text(56, 268, 14, c.slate, site.sub, 500)}${bar(56, 290, 136, 40, site.color, 20)}${text(124, 315, 14, c.white, site.cta, 700, "middle")}${bar(204, 290, 112, 40, c.white, 20)}${text(260, 315, 14, site.color, "Learn more", 700, "middle")}<circle cx="640" cy="244" r="92" fill="${site.color}" fill-opacity="0.9"/><circle cx="700" cy="180" r="34" fill="${c.white}" fill-opacity="0.85"/><rect x="560" y="250" width="120" height="84" rx="14" fill="${c.white}"/>${bar(576, 268, 60, 10, site.color)}${bar(576, 288, 88, 8, c.line)}${bar(576, 304, 70, 8, c.line)}${cards}`;
}

// ---------------------------------------------------------------- mobile app (phone)

/** One phone at 260 × 520 (origin top left) showing the business-listing app. */
function phoneScreen(x: number, y: number) {
  const listings = [
    ["Al-Noor Plumbing", "Plumber · G-9 Markaz", 5, c.accent],
    ["Glow Salon & Spa", "Salon · F-7", 4, "#DB2777"],
    ["Tandoor House", "Restaurant · Blue Area", 4, "#EA580C"],
    ["QuickFix AC", "Repairs · I-8", 5, c.brand],
  ] as const;
  const list = listings
    .map(([name, meta, rating, color], i) => {
      const top = y + 218 + i * 70;
      return `<rect x="${x + 18}" y="${top}" width="224" height="60" rx="12" fill="${c.white}" stroke="${c.line}"/>${bar(x + 28, top + 10, 40, 40, color, 10)}${text(x + 78, top + 25, 12, c.ink, name)}${text(x + 78, top + 40, 10, c.slate, meta, 500)}${stars(x + 82, top + 50, rating, 6)}`;
    })
    .join("");
  const chips = ["Food", "Salons", "Repairs"]
    .map(
      (chip, i) =>
        `${bar(x + 18 + i * 76, y + 166, 68, 26, i === 0 ? c.brand : c.brand0, 13)}${text(x + 52 + i * 76, y + 183, 11, i === 0 ? c.white : c.brand, chip, 700, "middle")}`,
    )
    .join("");
  return `<rect x="${x}" y="${y}" width="260" height="520" rx="40" fill="${c.navy}"/><rect x="${x + 8}" y="${y + 8}" width="244" height="504" rx="33" fill="${c.surface}"/><path d="M${x + 8} ${y + 41}a33 33 0 0 1 33-33h178a33 33 0 0 1 33 33v109H${x + 8}z" fill="${c.brand}"/>${bar(x + 100, y + 18, 60, 14, c.navy, 7)}${text(x + 24, y + 70, 11, c.accentSoft, "Good evening, Sana", 600)}${text(x + 24, y + 94, 19, c.white, "Find it nearby", 800)}${bar(x + 18, y + 110, 224, 34, c.white, 17)}<circle cx="${x + 38}" cy="${y + 127}" r="6" fill="none" stroke="${c.mute}" stroke-width="2"/>${text(x + 52, y + 131, 11, c.slate, "Plumbers, salons, cafés…", 500)}${chips}${text(x + 18, y + 210, 12, c.ink, "Top rated near you", 800)}${list}`;
}

function phoneMockup(id: string) {
  return `${gradient(`${id}g`, c.brand0, c.brand1)}${dots(`${id}d`, c.brand, 0.22)}<rect width="640" height="600" rx="24" fill="url(#${id}g)"/><rect width="640" height="600" rx="24" fill="url(#${id}d)"/><circle cx="520" cy="120" r="80" fill="${c.accent}" fill-opacity="0.25"/><circle cx="120" cy="500" r="110" fill="${c.brand}" fill-opacity="0.12"/>${phoneScreen(190, 40)}<g><rect x="410" y="170" width="190" height="86" rx="16" fill="${c.white}"/>${bar(426, 186, 36, 36, "#DCFCE7", 10)}<path d="M436 204l6 6 12-12" stroke="#15803D" stroke-width="3" fill="none" stroke-linecap="round"/>${text(474, 200, 12, c.ink, "Booking confirmed")}${text(474, 216, 10, c.slate, "Today, 6:30 PM", 500)}${bar(426, 232, 150, 8, c.line)}</g><g><rect x="40" y="330" width="180" height="78" rx="16" fill="${c.white}"/>${text(56, 358, 12, c.ink, "4.8 average rating")}${stars(60, 378, 5, 9)}${text(56, 398, 10, c.slate, "12,400 reviews", 500)}</g>`;
}

// ---------------------------------------------------------------- digital marketing (social posts)

interface Post {
  slug: string;
  handle: string;
  platform: "Facebook" | "Instagram";
  headline: [string, string];
  tag: string;
  color: string;
  tint: string;
  likes: string;
  shape: "leaf" | "arch" | "bolt" | "bowl" | "peak";
}

const posts: Post[] = [
  {
    slug: "pind-organics",
    handle: "pindorganics",
    platform: "Instagram",
    headline: ["Farm-fresh", "every Friday"],
    tag: "Free delivery in Islamabad",
    color: "#15803D",
    tint: "#DCFCE7",
    likes: "2,318",
    shape: "leaf",
  },
  {
    slug: "zari-couture",
    handle: "zaricouture",
    platform: "Instagram",
    headline: ["The Noor", "bridal edit"],
    tag: "Book a private fitting",
    color: "#9D174D",
    tint: "#FCE7F3",
    likes: "5,902",
    shape: "arch",
  },
  {
    slug: "fitnation",
    handle: "fitnation.isb",
    platform: "Facebook",
    headline: ["30-day", "fitness reset"],
    tag: "Ramadan timings inside",
    color: "#1D4ED8",
    tint: "#DBE7FE",
    likes: "1,476",
    shape: "bolt",
  },
  {
    slug: "roti-and-co",
    handle: "rotiandco",
    platform: "Facebook",
    headline: ["Sunday nihari", "is back"],
    tag: "Dine in or order online",
    color: "#C2410C",
    tint: "#FFEDD5",
    likes: "3,084",
    shape: "bowl",
  },
  {
    slug: "nomad-trails",
    handle: "nomadtrails.pk",
    platform: "Instagram",
    headline: ["Hunza in", "autumn colours"],
    tag: "7 days · group departures",
    color: "#0E7490",
    tint: "#CFFAFE",
    likes: "8,251",
    shape: "peak",
  },
];

const postShapes: Record<Post["shape"], (p: Post) => string> = {
  leaf: (p) =>
    `<path d="M420 330c0-90 70-150 150-150 0 90-60 160-150 150z" fill="${p.color}"/><path d="M430 320l110-110" stroke="${c.white}" stroke-width="4"/>`,
  arch: (p) =>
    `<path d="M420 400v-120a80 80 0 0 1 160 0v120z" fill="${p.color}"/><path d="M450 400v-110a50 50 0 0 1 100 0v110" fill="none" stroke="${c.white}" stroke-width="4"/>`,
  bolt: (p) =>
    `<circle cx="500" cy="300" r="92" fill="${p.color}"/><path d="M510 230l-50 80h40l-10 64 50-84h-40z" fill="${c.white}"/>`,
  bowl: (p) =>
    `<path d="M410 290h180a90 90 0 0 1-180 0z" fill="${p.color}"/><path d="M470 270c0-20 20-20 20-40M510 270c0-20 20-20 20-40" stroke="${p.color}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  peak: (p) =>
    `<path d="M400 400l80-140 50 70 30-40 60 110z" fill="${p.color}"/><path d="M480 260l24 42-24-10-24 10z" fill="${c.white}"/><circle cx="560" cy="230" r="22" fill="#F59E0B"/>`,
};

/** A 600 × 640 social post card. */
function socialPost(post: Post, id: string) {
  const platformMark =
    post.platform === "Facebook"
      ? `<circle cx="560" cy="46" r="14" fill="#1877F2"/>${text(560, 53, 18, c.white, "f", 800, "middle")}`
      : `<rect x="546" y="32" width="28" height="28" rx="8" fill="none" stroke="#C13584" stroke-width="3"/><circle cx="560" cy="46" r="6" fill="none" stroke="#C13584" stroke-width="3"/>`;
  return `${dots(`${id}d`, post.color, 0.2)}<rect x="4" y="4" width="592" height="632" rx="24" fill="${c.white}" stroke="${c.line}" stroke-width="2"/><circle cx="46" cy="46" r="20" fill="${post.color}"/>${text(46, 52, 16, c.white, post.handle.slice(0, 1).toUpperCase(), 800, "middle")}${text(78, 42, 15, c.ink, post.handle)}${text(78, 60, 12, c.slate, `Sponsored · ${post.platform}`, 500)}${platformMark}<rect x="4" y="84" width="592" height="420" fill="${post.tint}"/><rect x="4" y="84" width="592" height="420" fill="url(#${id}d)"/>${text(44, 190, 44, c.ink, post.headline[0], 800)}${text(44, 244, 44, post.color, post.headline[1], 800)}${text(44, 290, 18, c.slate, post.tag, 600)}${bar(44, 322, 150, 44, post.color, 22)}${text(119, 350, 15, c.white, "Learn more", 700, "middle")}${postShapes[post.shape](post)}<path d="M40 548c-8-9-20-4-20 6 0 10 20 22 20 22s20-12 20-22c0-10-12-15-20-6z" fill="#F43F5E"/><path d="M84 536h26a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8h-14l-10 8v-8h-2a8 8 0 0 1-8-8v-16a8 8 0 0 1 8-8z" fill="none" stroke="${c.slate}" stroke-width="3"/><path d="M140 548l28-12-8 30-7-10z" fill="none" stroke="${c.slate}" stroke-width="3" stroke-linejoin="round"/>${text(24, 608, 15, c.ink, `${post.likes} likes`)}${text(576, 608, 12, c.slate, "Campaign by our team", 500, "end")}`;
}

// ---------------------------------------------------------------- UI/UX projects (design boards)

interface Board {
  slug: string;
  title: string;
  kind: "mobile" | "dashboard" | "web";
  color: string;
  tint: string;
}

const boards: Board[] = [
  {
    slug: "paywise-wallet",
    title: "PayWise wallet",
    kind: "mobile",
    color: "#1D4ED8",
    tint: "#DBE7FE",
  },
  {
    slug: "shifa-clinic-dashboard",
    title: "Shifa clinic dashboard",
    kind: "dashboard",
    color: "#0E7490",
    tint: "#CFFAFE",
  },
  {
    slug: "gharana-real-estate",
    title: "Gharana real estate",
    kind: "web",
    color: "#B45309",
    tint: "#FEF3C7",
  },
  {
    slug: "tiffin-food-delivery",
    title: "Tiffin food delivery",
    kind: "mobile",
    color: "#C2410C",
    tint: "#FFEDD5",
  },
  {
    slug: "ilm-learning-platform",
    title: "Ilm learning platform",
    kind: "web",
    color: "#4338CA",
    tint: "#E0E7FF",
  },
  {
    slug: "kapray-fashion-store",
    title: "Kapray fashion store",
    kind: "mobile",
    color: "#9D174D",
    tint: "#FCE7F3",
  },
  {
    slug: "safar-travel-booking",
    title: "Safar travel booking",
    kind: "web",
    color: "#0F766E",
    tint: "#CCFBF1",
  },
  {
    slug: "metricly-analytics",
    title: "Metricly analytics",
    kind: "dashboard",
    color: "#0A1A3F",
    tint: "#E2E8F0",
  },
];

function boardFrames(board: Board) {
  const { color, tint } = board;
  if (board.kind === "mobile") {
    return [0, 1, 2]
      .map((i) => {
        const x = 36 + i * 150;
        const y = i === 1 ? 60 : 84;
        return `<rect x="${x}" y="${y}" width="132" height="260" rx="20" fill="${c.white}" stroke="${c.line}"/>${bar(x + 12, y + 16, 60, 8, i === 1 ? color : c.line)}${bar(x + 12, y + 34, 108, i === 1 ? 92 : 60, i === 1 ? color : tint, 12)}${bar(x + 12, y + (i === 1 ? 138 : 106), 80, 8, c.ink)}${bar(x + 12, y + (i === 1 ? 154 : 122), 100, 6, c.line)}${[0, 1, 2].map((r) => `${bar(x + 12, y + (i === 1 ? 174 : 142) + r * 26, 20, 20, tint, 6)}${bar(x + 40, y + (i === 1 ? 178 : 146) + r * 26, 70, 6, c.line)}`).join("")}${bar(x + 12, y + 228, 108, 20, color, 10)}`;
      })
      .join("");
  }
  if (board.kind === "dashboard") {
    const columns = [60, 110, 80, 140, 100, 160, 120]
      .map((h, i) => bar(196 + i * 34, 270 - h, 20, h, i === 5 ? color : tint, 5))
      .join("");
    return `<rect x="36" y="60" width="440" height="270" rx="16" fill="${c.white}" stroke="${c.line}"/><path d="M36 76a16 16 0 0 1 16-16h100v270H52a16 16 0 0 1-16-16z" fill="${color}"/>${[0, 1, 2, 3, 4].map((i) => bar(56, 96 + i * 28, i === 1 ? 80 : 64, 8, i === 1 ? c.white : tint, 4)).join("")}${[0, 1, 2].map((i) => `<rect x="${176 + i * 98}" y="76" width="86" height="56" rx="10" fill="${c.surface}"/>${bar(186 + i * 98, 90, 40, 6, c.mute)}${bar(186 + i * 98, 106, 56, 12, c.ink, 4)}`).join("")}${columns}<line x1="176" y1="272" x2="460" y2="272" stroke="${c.line}"/>${bar(176, 290, 120, 8, c.line)}${bar(176, 306, 180, 8, c.line)}`;
  }
  return `<rect x="36" y="60" width="440" height="270" rx="16" fill="${c.white}" stroke="${c.line}"/>${bar(52, 76, 60, 10, color)}${[0, 1, 2, 3].map((i) => bar(300 + i * 42, 78, 30, 6, c.line)).join("")}<rect x="52" y="100" width="408" height="120" rx="12" fill="${tint}"/>${bar(72, 128, 170, 14, c.ink, 5)}${bar(72, 150, 130, 14, color, 5)}${bar(72, 178, 84, 24, color, 12)}<circle cx="380" cy="160" r="44" fill="${color}" fill-opacity="0.85"/><rect x="330" y="168" width="70" height="40" rx="8" fill="${c.white}"/>${[0, 1, 2].map((i) => `<rect x="${52 + i * 140}" y="236" width="128" height="80" rx="10" fill="${c.surface}"/>${bar(64 + i * 140, 248, 104, 34, tint, 6)}${bar(64 + i * 140, 292, 70, 8, c.mute)}`).join("")}`;
}

/** A 640 × 440 design board: artboards, colour swatches and a type specimen. */
function designBoard(board: Board, id: string) {
  const swatches = [board.color, board.tint, c.ink, c.surface]
    .map(
      (fill, i) =>
        `<circle cx="${524 + (i % 2) * 50}" cy="${92 + Math.floor(i / 2) * 50}" r="18" fill="${fill}" stroke="${c.line}"/>`,
    )
    .join("");
  return `${dots(`${id}d`, c.brand, 0.25)}<rect width="640" height="440" rx="24" fill="${c.surface}"/><rect width="640" height="440" rx="24" fill="url(#${id}d)"/>${boardFrames(board)}<rect x="496" y="60" width="112" height="124" rx="14" fill="${c.white}" stroke="${c.line}"/>${swatches}<rect x="496" y="198" width="112" height="132" rx="14" fill="${c.white}" stroke="${c.line}"/>${text(512, 246, 36, c.ink, "Aa", 800)}${bar(512, 262, 80, 6, c.line)}${bar(512, 276, 60, 6, c.line)}${bar(512, 296, 44, 18, board.color, 9)}<path d="M420 356l18 42 6-18 18-6z" fill="${c.ink}"/>${bar(444, 392, 112, 26, board.color, 13)}${text(500, 410, 12, c.white, "Designer", 700, "middle")}${text(36, 396, 20, c.ink, board.title, 800)}${text(36, 420, 12, c.slate, board.kind === "mobile" ? "iOS · Android" : board.kind === "dashboard" ? "Web app" : "Responsive website", 600)}`;
}

// ---------------------------------------------------------------- covers and FAQ illustration

function cover(id: string, inner: string, innerWidth: number, innerHeight: number) {
  const scale = Math.min(520 / innerWidth, 330 / innerHeight);
  const x = (640 - innerWidth * scale) / 2;
  const y = 400 - innerHeight * scale;
  return `${gradient(`${id}g`, c.navy, c.brand)}${dots(`${id}d`, c.white, 0.14)}<rect width="640" height="400" fill="url(#${id}g)"/><rect width="640" height="400" fill="url(#${id}d)"/><circle cx="560" cy="70" r="110" fill="${c.accent}" fill-opacity="0.28"/><circle cx="70" cy="360" r="90" fill="${c.brand5}" fill-opacity="0.35"/><g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${inner}</g>`;
}

function faqIllustration(id: string) {
  return `${gradient(`${id}g`, c.brand0, c.brand1)}${dots(`${id}d`, c.brand, 0.25)}<rect width="560" height="440" rx="28" fill="url(#${id}g)"/><rect width="560" height="440" rx="28" fill="url(#${id}d)"/><circle cx="430" cy="110" r="70" fill="${c.accent}" fill-opacity="0.25"/><circle cx="120" cy="360" r="80" fill="${c.brand}" fill-opacity="0.1"/><g><rect x="48" y="64" width="300" height="112" rx="22" fill="${c.white}"/><path d="M88 176l-10 28 34-28z" fill="${c.white}"/><circle cx="92" cy="120" r="24" fill="${c.brand}"/>${text(92, 130, 28, c.white, "?", 800, "middle")}${bar(132, 98, 170, 12, c.ink, 6)}${bar(132, 120, 190, 10, c.line)}${bar(132, 140, 140, 10, c.line)}</g><g><rect x="200" y="214" width="312" height="132" rx="22" fill="${c.navy}"/><path d="M470 346l12 30-38-30z" fill="${c.navy}"/><circle cx="472" cy="256" r="22" fill="${c.accent}"/><path d="M461 256l8 8 14-15" stroke="${c.navy}" stroke-width="4" fill="none" stroke-linecap="round"/>${bar(228, 240, 200, 12, c.white, 6)}${bar(228, 264, 170, 10, c.brand2)}${bar(228, 284, 210, 10, c.brand2)}${bar(228, 304, 120, 10, c.brand2)}</g><g><rect x="380" y="40" width="130" height="44" rx="22" fill="${c.white}"/>${text(445, 68, 14, c.brand, "10 AM – 7 PM", 800, "middle")}</g><g><rect x="52" y="260" width="124" height="44" rx="22" fill="${c.white}"/><circle cx="76" cy="282" r="10" fill="${c.accent}"/>${text(94, 287, 13, c.ink, "Mon – Fri", 700)}</g>`;
}

// ---------------------------------------------------------------- write everything

const root = path.resolve("app/assets");
const files: Array<[string, string]> = [];

for (const site of sites) {
  files.push([
    `portfolio/website-${site.slug}.svg`,
    svg(800, 540, `${site.name} website home page`, browser(site, "b")),
  ]);
}
files.push([
  "portfolio/app-dhoondo.svg",
  svg(640, 600, "Dhoondo business-listing app", phoneMockup("p")),
]);
for (const post of posts) {
  files.push([
    `portfolio/social-${post.slug}.svg`,
    svg(600, 640, `${post.handle} ${post.platform} post`, socialPost(post, "s")),
  ]);
}
for (const board of boards) {
  files.push([
    `portfolio/uiux-${board.slug}.svg`,
    svg(640, 440, `${board.title} design board`, designBoard(board, "u")),
  ]);
}
const [firstSite] = sites;
const [firstPost] = posts;
const [firstBoard] = boards;
if (!firstSite || !firstPost || !firstBoard) throw new Error("No artwork to draw covers from.");
files.push(
  [
    "portfolio/cover-website.svg",
    svg(640, 400, "Website projects", cover("cw", browser(firstSite, "cwb"), 800, 540)),
  ],
  [
    "portfolio/cover-mobile-app.svg",
    svg(640, 400, "Mobile app projects", cover("cm", phoneScreen(0, 0), 260, 520)),
  ],
  [
    "portfolio/cover-digital-marketing.svg",
    svg(640, 400, "Digital marketing clients", cover("cd", socialPost(firstPost, "cds"), 600, 640)),
  ],
  [
    "portfolio/cover-uiux.svg",
    svg(640, 400, "UI/UX design projects", cover("cu", designBoard(firstBoard, "cub"), 640, 440)),
  ],
  ["faqs/faq-illustration.svg", svg(560, 440, "Questions and answers", faqIllustration("f"))],
);

for (const [file, content] of files) {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  console.log(`${file}  ${(content.length / 1024).toFixed(1)} KB`);
}
