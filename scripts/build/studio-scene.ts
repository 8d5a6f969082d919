/**
 * A "photo-like" studio scene (3:2, 1920 x 1280): a bright Islamabad office with the Margalla
 * Hills through the window, two monitors showing a dashboard and code, plants and a coffee mug,
 * with depth-of-field blur, window light, vignette and film grain. Fictional and drawn by code,
 * so it can be replaced by a real photograph without any licence question.
 */

import { seededRandom } from "~/lib/seeded-random";

const W = 1920;
const H = 1280;

function codeLines(x: number, y: number, width: number, rows: number) {
  const rand = seededRandom(7);
  const colors = ["#a5f3fc", "#93b8fd", "#e2e8f0", "#fbbf24", "#6090fa", "#e2e8f0"];
  let out = "";
  for (let row = 0; row < rows; row++) {
    let cursor = x + (row % 5 === 0 ? 0 : 28 + Math.floor(rand() * 3) * 28);
    const pieces = 1 + Math.floor(rand() * 3);
    for (let piece = 0; piece < pieces; piece++) {
      const w = 30 + rand() * (width / 4);
      if (cursor + w > x + width) break;
      const color = colors[Math.floor(rand() * colors.length)];
      out += `<rect x="${cursor.toFixed(1)}" y="${y + row * 26}" width="${w.toFixed(1)}" height="10" rx="5" fill="${color}" opacity="0.85"/>`;
      cursor += w + 14;
    }
  }
  return out;
}

function bokeh(count: number) {
  const rand = seededRandom(11);
  let out = "";
  for (let index = 0; index < count; index++) {
    const x = rand() * W;
    const y = 60 + rand() * 560;
    const r = 10 + rand() * 34;
    const warm = rand() > 0.6;
    out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${warm ? "#fde68a" : "#ffffff"}" opacity="${(0.12 + rand() * 0.22).toFixed(2)}"/>`;
  }
  return out;
}

function skyline() {
  const rand = seededRandom(23);
  let out = "";
  let x = 1000;
  while (x < 1820) {
    const w = 24 + rand() * 46;
    const h = 30 + rand() * 90;
    out += `<rect x="${x.toFixed(0)}" y="${(640 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 60).toFixed(0)}" fill="#8aa0c2"/>`;
    x += w + 4 + rand() * 10;
  }
  return out;
}

function books() {
  const rand = seededRandom(31);
  const colors = ["#1d4ed8", "#0a1a3f", "#06b6d4", "#e2e8f0", "#93b8fd", "#f59e0b", "#1e40af"];
  let out = "";
  let x = 92;
  while (x < 560) {
    const w = 16 + rand() * 22;
    const h = 90 + rand() * 50;
    out += `<rect x="${x.toFixed(0)}" y="${(330 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="3" fill="${colors[Math.floor(rand() * colors.length)]}"/>`;
    x += w + 3;
    if (rand() > 0.8) x += 40;
  }
  return out;
}

export function studioScene(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#dfe6f1"/><stop offset="0.6" stop-color="#eef2f8"/><stop offset="1" stop-color="#f7f9fc"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9cc3f0"/><stop offset="0.7" stop-color="#d7e8fb"/><stop offset="1" stop-color="#f3f8ff"/>
    </linearGradient>
    <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d9b994"/><stop offset="0.25" stop-color="#c79f76"/><stop offset="1" stop-color="#8f6744"/>
    </linearGradient>
    <linearGradient id="screenGlow" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="chart" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6cf6" stop-opacity="0.45"/><stop offset="1" stop-color="#3b6cf6" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="windowLight" cx="0.72" cy="0.3" r="0.7">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff4d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#0b1530" stop-opacity="0"/><stop offset="1" stop-color="#0b1530" stop-opacity="0.42"/>
    </radialGradient>
    <linearGradient id="mug" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0a1a3f"/><stop offset="0.5" stop-color="#1e40af"/><stop offset="1" stop-color="#0a1a3f"/>
    </linearGradient>
    <filter id="far" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="7"/></filter>
    <filter id="mid" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="2.2"/></filter>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4" stitchTiles="stitch"/>
      <feColorMatrix type="saturate" values="0"/>
    </filter>
  </defs>

  <!-- Room: wall, window with the Margalla Hills and the city, shelf; far away, so blurred. -->
  <g filter="url(#far)">
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect x="960" y="70" width="880" height="660" rx="6" fill="#cfd8e6"/>
    <rect x="985" y="95" width="830" height="610" fill="url(#sky)"/>
    <path d="M985 470 C1080 400 1160 420 1250 380 C1340 340 1420 395 1510 360 C1600 325 1700 380 1815 340 L1815 705 L985 705 Z" fill="#7f97bd"/>
    <path d="M985 540 C1090 480 1190 520 1300 470 C1400 430 1500 500 1610 460 C1700 430 1760 470 1815 450 L1815 705 L985 705 Z" fill="#5f7aa6"/>
    ${skyline()}
    <rect x="985" y="660" width="830" height="45" fill="#9fb2cf"/>
    <rect x="1392" y="95" width="16" height="610" fill="#cfd8e6"/>
    <rect x="985" y="395" width="830" height="12" fill="#cfd8e6"/>
    <rect x="70" y="330" width="520" height="16" rx="3" fill="#b79470"/>
    ${books()}
    <rect x="410" y="240" width="70" height="90" rx="10" fill="#ffffff"/>
    <circle cx="445" cy="228" r="34" fill="#4d8a63"/>
    ${bokeh(16)}
  </g>
  <rect width="${W}" height="${H}" fill="url(#windowLight)"/>

  <!-- Pendant lamps. -->
  <g filter="url(#mid)">
    <path d="M560 0 V120 M820 0 V90" stroke="#1f2937" stroke-width="4"/>
    <path d="M500 170 Q560 100 620 170 Z" fill="#0a1a3f"/>
    <path d="M770 135 Q820 75 870 135 Z" fill="#0a1a3f"/>
  </g>
  <ellipse cx="560" cy="200" rx="120" ry="60" fill="url(#lamp)"/>
  <ellipse cx="820" cy="160" rx="90" ry="45" fill="url(#lamp)"/>

  <!-- Desk. -->
  <path d="M0 850 L${W} 815 L${W} ${H} L0 ${H} Z" fill="url(#desk)"/>
  <path d="M0 850 L${W} 815 L${W} 826 L0 861 Z" fill="#ead2b5"/>

  <!-- Right monitor: code editor, a little behind, so a little soft. -->
  <g filter="url(#mid)">
    <ellipse cx="1460" cy="842" rx="170" ry="16" fill="#0b1530" opacity="0.35"/>
    <rect x="1430" y="760" width="60" height="80" fill="#374151"/>
    <rect x="1160" y="420" width="600" height="360" rx="16" fill="#111827"/>
    <rect x="1176" y="436" width="568" height="318" rx="6" fill="#0b1530"/>
    <rect x="1176" y="436" width="568" height="30" fill="#111c3d"/>
    <circle cx="1196" cy="451" r="6" fill="#f87171"/><circle cx="1216" cy="451" r="6" fill="#fbbf24"/><circle cx="1236" cy="451" r="6" fill="#34d399"/>
    <rect x="1176" y="466" width="120" height="288" fill="#0f1d45"/>
    ${codeLines(1316, 486, 400, 10)}
  </g>

  <!-- Main monitor: a dashboard in the brand colours. -->
  <ellipse cx="720" cy="862" rx="260" ry="22" fill="#0b1530" opacity="0.35" filter="url(#shadow)"/>
  <path d="M680 790 L760 790 L775 850 L665 850 Z" fill="#4b5563"/>
  <rect x="590" y="846" width="260" height="14" rx="7" fill="#374151"/>
  <rect x="300" y="330" width="840" height="480" rx="20" fill="#0f172a"/>
  <rect x="318" y="348" width="804" height="438" rx="8" fill="#f5f7fb"/>
  <rect x="318" y="348" width="170" height="438" fill="#0a1a3f"/>
  <rect x="340" y="378" width="110" height="14" rx="7" fill="#6090fa"/>
  <rect x="340" y="420" width="120" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
  <rect x="340" y="450" width="96" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
  <rect x="340" y="480" width="110" height="10" rx="5" fill="#a5f3fc" opacity="0.8"/>
  <rect x="340" y="510" width="88" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
  <rect x="510" y="372" width="180" height="90" rx="10" fill="#ffffff"/>
  <rect x="706" y="372" width="180" height="90" rx="10" fill="#ffffff"/>
  <rect x="902" y="372" width="196" height="90" rx="10" fill="#1d4ed8"/>
  <rect x="528" y="392" width="70" height="10" rx="5" fill="#94a3b8"/>
  <rect x="528" y="416" width="110" height="22" rx="6" fill="#0b1530"/>
  <rect x="724" y="392" width="70" height="10" rx="5" fill="#94a3b8"/>
  <rect x="724" y="416" width="90" height="22" rx="6" fill="#0b1530"/>
  <rect x="920" y="392" width="70" height="10" rx="5" fill="#bfd5fe"/>
  <rect x="920" y="416" width="120" height="22" rx="6" fill="#ffffff"/>
  <rect x="510" y="480" width="376" height="286" rx="10" fill="#ffffff"/>
  <path d="M530 720 L580 690 L630 705 L680 640 L730 660 L780 590 L830 610 L866 560 L866 746 L530 746 Z" fill="url(#chart)"/>
  <path d="M530 720 L580 690 L630 705 L680 640 L730 660 L780 590 L830 610 L866 560" fill="none" stroke="#1d4ed8" stroke-width="5" stroke-linejoin="round"/>
  <path d="M530 735 L580 725 L630 728 L680 700 L730 712 L780 680 L830 690 L866 660" fill="none" stroke="#06b6d4" stroke-width="4" stroke-dasharray="10 8"/>
  <rect x="902" y="480" width="196" height="286" rx="10" fill="#ffffff"/>
  ${[0, 1, 2, 3, 4]
    .map((bar) => {
      const h = [120, 170, 90, 200, 150][bar] ?? 100;
      return `<rect x="${924 + bar * 34}" y="${746 - h}" width="22" height="${h}" rx="6" fill="${bar === 3 ? "#1d4ed8" : "#bfd5fe"}"/>`;
    })
    .join("")}
  <rect x="318" y="348" width="804" height="438" rx="8" fill="url(#screenGlow)"/>

  <!-- Keyboard, mouse, notebook, mug and a plant: in focus. -->
  <path d="M470 930 L980 930 L1000 985 L450 985 Z" fill="#e5e7eb"/>
  <path d="M470 930 L980 930 L984 940 L466 940 Z" fill="#f9fafb"/>
  ${Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 14 }, (_, key) => {
      const x = 478 + key * 36 + row * 4;
      const y = 944 + row * 10;
      return `<rect x="${x}" y="${y}" width="30" height="7" rx="2" fill="#cbd5e1"/>`;
    }).join(""),
  ).join("")}
  <ellipse cx="1080" cy="965" rx="34" ry="20" fill="#e5e7eb"/>
  <ellipse cx="725" cy="1000" rx="290" ry="18" fill="#0b1530" opacity="0.18" filter="url(#shadow)"/>
  <g transform="rotate(-8 230 1060)">
    <ellipse cx="230" cy="1130" rx="190" ry="26" fill="#0b1530" opacity="0.2" filter="url(#shadow)"/>
    <rect x="80" y="990" width="300" height="190" rx="8" fill="#ffffff"/>
    <rect x="80" y="990" width="22" height="190" fill="#1d4ed8"/>
    ${Array.from({ length: 6 }, (_, line) => `<rect x="125" y="${1025 + line * 24}" width="${200 - (line % 3) * 40}" height="6" rx="3" fill="#94a3b8" opacity="0.6"/>`).join("")}
    <rect x="300" y="1010" width="10" height="150" rx="5" fill="#0a1a3f" transform="rotate(12 305 1085)"/>
  </g>
  <ellipse cx="1290" cy="1060" rx="90" ry="20" fill="#0b1530" opacity="0.25" filter="url(#shadow)"/>
  <path d="M1222 935 L1348 935 L1340 1055 Q1285 1072 1230 1055 Z" fill="url(#mug)"/>
  <ellipse cx="1285" cy="935" rx="63" ry="14" fill="#1e293b"/>
  <ellipse cx="1285" cy="937" rx="55" ry="10" fill="#6b4423"/>
  <path d="M1345 960 C1400 960 1400 1030 1340 1030" fill="none" stroke="#0a1a3f" stroke-width="14"/>
  <rect x="1262" y="985" width="46" height="46" rx="8" fill="#a5f3fc" opacity="0.9"/>
  <path d="M1266 1012 L1285 992 L1304 1012 Z" fill="#0a1a3f"/>
  <path d="M1258 915 C1250 880 1290 870 1280 835 M1300 915 C1292 885 1320 875 1312 850" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.3" filter="url(#mid)"/>
  <ellipse cx="1720" cy="1075" rx="130" ry="22" fill="#0b1530" opacity="0.25" filter="url(#shadow)"/>
  <path d="M1630 930 L1810 930 L1790 1070 L1650 1070 Z" fill="#f8fafc"/>
  <rect x="1630" y="930" width="180" height="18" fill="#e2e8f0"/>
  ${[
    [-55, 120, 1690],
    [-25, 150, 1710],
    [5, 160, 1725],
    [35, 140, 1745],
    [62, 115, 1760],
    [-75, 95, 1680],
    [80, 90, 1770],
  ]
    .map(
      ([angle, length, x], index) =>
        `<ellipse cx="${x}" cy="${930 - (length ?? 100) / 2}" rx="26" ry="${(length ?? 100) / 2}" fill="${index % 2 ? "#3f7d5a" : "#5c9e74"}" transform="rotate(${angle} ${x} 930)"/>`,
    )
    .join("")}

  <!-- Photographic finish: window light wash, vignette and grain. -->
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
  <rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.07"/>
</svg>`;
}
