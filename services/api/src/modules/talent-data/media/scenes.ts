import type { Random } from '../generator/prng.js';

/**
 * Post images that read as photos of a creator's niche: one illustrated scene per theme (a table
 * seen from above for food, a landscape for the outdoors, a desk for tech...), with light, depth
 * and shadows, varied by the post's key. No text: a caption-less tile like a feed's grid.
 */
export const SCENE_THEMES = [
  'fd', // food
  'od', // outdoors
  'tv', // travel
  'ft', // fitness
  'wl', // wellness
  'bt', // beauty
  'fs', // fashion
  'tc', // tech and business
  'gm', // gaming and anime
  'pt', // pets
  'hm', // home, family, crafts
  'mu', // music, stage, comedy
  'ar', // art and books
  'au', // automotive
] as const;
export type SceneTheme = (typeof SCENE_THEMES)[number];

/** The scene of each niche tag of the catalog (NICHE_TAGS); a niche not listed gets 'hm'. */
const NICHE_THEMES: Readonly<Record<string, SceneTheme>> = {
  Anime: 'gm',
  Art: 'ar',
  Automotive: 'au',
  Baking: 'fd',
  Beauty: 'bt',
  Books: 'ar',
  Business: 'tc',
  Camping: 'od',
  Comedy: 'mu',
  Cooking: 'fd',
  Crafts: 'hm',
  DIY: 'hm',
  Education: 'tc',
  Entertainment: 'mu',
  Family: 'hm',
  Fashion: 'fs',
  Finance: 'tc',
  Fitness: 'ft',
  Food: 'fd',
  Gaming: 'gm',
  Hair: 'bt',
  Health: 'wl',
  Hiking: 'od',
  'Home & Decor': 'hm',
  'LGBTQ+': 'mu',
  Luxury: 'fs',
  'Mental Health': 'wl',
  Music: 'mu',
  Outdoors: 'od',
  Parenting: 'hm',
  Pets: 'pt',
  'Plant-Based': 'fd',
  Running: 'ft',
  Skincare: 'bt',
  Sports: 'ft',
  Streetwear: 'fs',
  Sustainability: 'od',
  Tech: 'tc',
  Travel: 'tv',
  Wedding: 'fs',
  Wellness: 'wl',
  'Wine & Spirits': 'fd',
};

export function themeForNiche(niche: string): SceneTheme {
  return NICHE_THEMES[niche] ?? 'hm';
}

export function isSceneTheme(code: string): code is SceneTheme {
  return (SCENE_THEMES as readonly string[]).includes(code);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;
}

const SIZE = 640;

/** Shared definitions: a soft drop shadow, a light from the top left, a vignette. */
const COMMON_DEFS = `<filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="6" dy="12"/><feComponentTransfer><feFuncA type="linear" slope=".28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
<radialGradient id="light" cx=".25" cy=".15" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>`;

function linear(id: string, from: string, to: string, vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

type Scene = (random: Random, hue: number) => { defs: string; body: string };

/** Top-down table: a plate of food, a drink, cutlery, herbs. */
const food: Scene = (random, hue) => {
  const table = random.pick([
    ['#c89f74', '#8a6240'],
    ['#e9e4dc', '#cfc6b8'],
    ['#3d4a52', '#27313a'],
  ]);
  const cx = random.int(260, 340);
  const cy = random.int(280, 340);
  const foodHues = [random.int(0, 40), random.int(80, 130), random.int(20, 50)];
  const bites = Array.from({ length: random.int(5, 8) }, () => {
    const angle = random.range(0, Math.PI * 2);
    const distance = random.range(10, 85);
    const h = random.pick(foodHues);
    return `<ellipse cx="${(cx + Math.cos(angle) * distance).toFixed(0)}" cy="${(cy + Math.sin(angle) * distance).toFixed(0)}" rx="${random.int(22, 46)}" ry="${random.int(16, 36)}" transform="rotate(${random.int(0, 180)} ${cx} ${cy})" fill="${hsl(h, random.int(55, 80), random.int(38, 60))}"/>`;
  }).join('');
  const leaves = Array.from(
    { length: random.int(3, 6) },
    () =>
      `<ellipse cx="${random.int(40, 600)}" cy="${random.int(40, 600)}" rx="18" ry="7" transform="rotate(${random.int(0, 180)} 320 320)" fill="${hsl(random.int(95, 130), 45, random.int(30, 45))}"/>`,
  ).join('');
  const cupX = cx > 300 ? random.int(90, 140) : random.int(500, 550);
  const cupY = random.int(110, 170);
  return {
    defs: linear('tb', table[0]!, table[1]!, false),
    body: `<rect width="640" height="640" fill="url(#tb)"/>
${Array.from({ length: 7 }, (_, i) => `<rect y="${i * 96 + random.int(-4, 4)}" width="640" height="2" fill="#000" opacity=".06"/>`).join('')}
<rect x="${cx - 230}" y="${cy - 230}" width="460" height="460" rx="30" fill="${hsl(hue, 30, 88)}" opacity=".55" transform="rotate(${random.int(-12, 12)} ${cx} ${cy})"/>
<g filter="url(#sh)"><circle cx="${cx}" cy="${cy}" r="165" fill="#fbfaf7"/><circle cx="${cx}" cy="${cy}" r="128" fill="#f1eee8"/></g>
${bites}
<g filter="url(#sh)"><circle cx="${cupX}" cy="${cupY}" r="62" fill="#fbfaf7"/><circle cx="${cupX}" cy="${cupY}" r="46" fill="${hsl(random.int(20, 35), 55, random.int(22, 40))}"/><circle cx="${cupX - 10}" cy="${cupY - 10}" r="12" fill="#fff" opacity=".25"/></g>
<g filter="url(#sh)"><rect x="${cx + 190}" y="${cy - 150}" width="14" height="300" rx="7" fill="#d9d9d6"/><rect x="${cx + 218}" y="${cy - 150}" width="14" height="300" rx="7" fill="#d9d9d6"/></g>
${leaves}`,
  };
};

/** A landscape: sky, sun, layered mountains, a lake or a valley, pines. */
const outdoors: Scene = (random, hue) => {
  const dusk = random.chance(0.45);
  const sky = dusk
    ? [hsl(random.int(10, 35), 85, 70), hsl(random.int(260, 300), 40, 45)]
    : [hsl(200, 70, 80), hsl(205, 60, 62)];
  const sunX = random.int(120, 520);
  const sunY = random.int(120, 260);
  const ridge = (base: number, amplitude: number, color: string) => {
    const points: string[] = [];
    for (let x = 0; x <= 640; x += 80) points.push(`${x},${(base - random.range(0, amplitude)).toFixed(0)}`);
    return `<polygon points="0,640 ${points.join(' ')} 640,640" fill="${color}"/>`;
  };
  const pines = Array.from({ length: random.int(5, 9) }, () => {
    const x = random.int(0, 640);
    const h = random.int(60, 130);
    const y = random.int(520, 600);
    return `<polygon points="${x},${y - h} ${x - h / 4},${y} ${x + h / 4},${y}" fill="${hsl(150, 30, 14)}"/>`;
  }).join('');
  const lake = random.chance(0.5)
    ? `<rect y="470" width="640" height="170" fill="url(#sky)" opacity=".75"/><rect y="470" width="640" height="170" fill="${hsl(210, 40, 30)}" opacity=".35"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${random.int(40, 500)}" y="${490 + i * 22}" width="${random.int(40, 140)}" height="2" fill="#fff" opacity=".3"/>`).join('')}`
    : ridge(560, 40, hsl(120 + (hue % 30), 30, 28));
  return {
    defs: linear('sky', sky[0]!, sky[1]!),
    body: `<rect width="640" height="640" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${random.int(40, 70)}" fill="${dusk ? '#ffe3a8' : '#fff8dc'}" opacity=".95"/><circle cx="${sunX}" cy="${sunY}" r="140" fill="#fff" opacity=".12"/>
${ridge(330, 110, dusk ? hsl(270, 20, 52) : hsl(215, 25, 68))}
${ridge(400, 90, dusk ? hsl(265, 22, 38) : hsl(200, 25, 48))}
${ridge(470, 60, dusk ? hsl(255, 25, 24) : hsl(160, 25, 30))}
${lake}${pines}`,
  };
};

/** Travel: a beach with sea and a palm, or a city skyline at golden hour. */
const travel: Scene = (random, hue) => {
  if (random.chance(0.5)) {
    const horizon = random.int(300, 360);
    const palmX = random.pick([110, 520]);
    const fronds = Array.from({ length: 7 }, (_, i) => {
      const angle = -160 + i * 27 + random.int(-8, 8);
      return `<ellipse cx="${palmX}" cy="230" rx="95" ry="16" transform="rotate(${angle} ${palmX} 230) translate(80 0)" fill="${hsl(130, 45, 26)}"/>`;
    }).join('');
    return {
      defs:
        linear('sky', hsl(195, 80, 78), hsl(190, 70, 92)) + linear('sea', hsl(185, 70, 45), hsl(175, 60, 62)),
      body: `<rect width="640" height="640" fill="url(#sky)"/><circle cx="${random.int(380, 560)}" cy="110" r="48" fill="#fffbe6"/>
<rect y="${horizon}" width="640" height="${640 - horizon}" fill="url(#sea)"/>
${Array.from({ length: 8 }, () => `<rect x="${random.int(0, 560)}" y="${random.int(horizon + 10, 460)}" width="${random.int(30, 110)}" height="3" rx="1.5" fill="#fff" opacity=".45"/>`).join('')}
<path d="M0 ${random.int(470, 510)} C200 ${random.int(440, 480)} 420 ${random.int(480, 520)} 640 ${random.int(450, 490)} V640 H0 Z" fill="#f2dcb0"/>
<path d="M${palmX} 640 C${palmX + 10} 500 ${palmX + 30} 330 ${palmX + (palmX > 300 ? -20 : 20)} 235" stroke="${hsl(30, 35, 30)}" stroke-width="16" fill="none"/>
${fronds}
<g filter="url(#sh)"><rect x="${palmX > 300 ? 150 : 330}" y="540" width="160" height="40" rx="6" fill="${hsl(hue, 70, 55)}"/><rect x="${palmX > 300 ? 150 : 330}" y="548" width="160" height="8" fill="#fff" opacity=".7"/></g>`,
    };
  }
  const buildings = Array.from({ length: 11 }, (_, i) => {
    const w = random.int(50, 90);
    const h = random.int(140, 360);
    const x = i * 60 - 20 + random.int(-10, 10);
    const windows = Array.from(
      { length: Math.floor(h / 40) },
      (_, row) =>
        `<rect x="${x + 10}" y="${560 - h + 16 + row * 40}" width="${w - 20}" height="10" fill="#ffd98a" opacity="${random.range(0.2, 0.8).toFixed(2)}"/>`,
    ).join('');
    return `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="${hsl(235 + random.int(-15, 15), 25, 18 + random.int(0, 10))}"/>${windows}`;
  }).join('');
  return {
    defs: linear('sky', hsl(25, 90, 66), hsl(300, 35, 42)),
    body: `<rect width="640" height="640" fill="url(#sky)"/><circle cx="${random.int(150, 500)}" cy="${random.int(300, 380)}" r="80" fill="#ffd7a0" opacity=".9"/>${buildings}<rect y="560" width="640" height="80" fill="${hsl(230, 30, 14)}"/><rect y="590" width="640" height="4" fill="#ffd98a" opacity=".35"/>`,
  };
};

/** A workout flat-lay: mat, dumbbells, bottle, towel on a studio floor. */
const fitness: Scene = (random, hue) => {
  const matHue = hue;
  const angle = random.int(-25, 25);
  const bell = (x: number, y: number, rotate: number, color: string) =>
    `<g filter="url(#sh)" transform="rotate(${rotate} ${x} ${y})"><rect x="${x - 70}" y="${y - 9}" width="140" height="18" rx="9" fill="#9aa0a6"/><rect x="${x - 95}" y="${y - 42}" width="42" height="84" rx="14" fill="${color}"/><rect x="${x + 53}" y="${y - 42}" width="42" height="84" rx="14" fill="${color}"/></g>`;
  const weightColor = hsl(matHue + 180, 45, random.int(30, 55));
  return {
    defs: linear('fl', hsl(30, 15, 86), hsl(30, 12, 72), false),
    body: `<rect width="640" height="640" fill="url(#fl)"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 80}" width="2" height="640" fill="#000" opacity=".05"/>`).join('')}
<g filter="url(#sh)" transform="rotate(${angle} 320 320)"><rect x="170" y="-40" width="230" height="720" rx="14" fill="${hsl(matHue, 55, 58)}"/><rect x="170" y="-40" width="230" height="720" rx="14" fill="url(#light)"/></g>
${bell(random.int(470, 520), random.int(140, 220), random.int(-30, 30), weightColor)}
${bell(random.int(470, 530), random.int(420, 500), random.int(-30, 30), weightColor)}
<g filter="url(#sh)" transform="rotate(${random.int(-40, 40)} 100 400)"><rect x="70" y="300" width="62" height="190" rx="24" fill="${hsl(matHue + 40, 60, 62)}"/><rect x="84" y="276" width="34" height="30" rx="8" fill="#333"/><rect x="78" y="330" width="12" height="120" rx="6" fill="#fff" opacity=".35"/></g>
<g filter="url(#sh)"><rect x="${random.int(40, 90)}" y="${random.int(60, 120)}" width="150" height="110" rx="10" fill="#f6f6f4"/><rect x="${random.int(40, 90)}" y="${random.int(130, 150)}" width="150" height="10" fill="${hsl(matHue, 40, 70)}"/></g>`,
  };
};

/** Wellness: a calm pastel still life with stacked stones, a candle or a cup, and leaves. */
const wellness: Scene = (random, hue) => {
  const base = hue;
  const flip = random.chance(0.5);
  const stonesX = flip ? random.int(380, 430) : random.int(220, 270);
  const objectX = flip ? random.int(120, 180) : random.int(430, 480);
  const stones = [150, 118, 88, 60]
    .slice(0, random.int(2, 4))
    .map(
      (w, i) =>
        `<ellipse cx="${stonesX + random.int(-8, 8)}" cy="${470 - i * 56}" rx="${w * random.range(0.8, 1)}" ry="${30 - i * 3}" fill="${hsl(base + 20, 8, 30 + i * 11)}"/>`,
    )
    .join('');
  const object = random.chance(0.5)
    ? `<g filter="url(#sh)"><rect x="${objectX}" y="380" width="90" height="130" rx="8" fill="#f8f4ec"/><rect x="${objectX + 42}" y="360" width="4" height="22" fill="#333"/><ellipse cx="${objectX + 44}" cy="345" rx="9" ry="18" fill="#ffb347"/><ellipse cx="${objectX + 44}" cy="350" rx="4" ry="9" fill="#fff4c2"/></g>`
    : `<g filter="url(#sh)"><path d="M${objectX} 420 h110 v50 a55 45 0 0 1 -110 0 Z" fill="${hsl(base + 180, 30, 80)}"/><path d="M${objectX + 110} 430 q35 10 0 40" stroke="${hsl(base + 180, 30, 80)}" stroke-width="9" fill="none"/><ellipse cx="${objectX + 55}" cy="422" rx="50" ry="9" fill="${hsl(95, 40, 45)}"/><path d="M${objectX + 40} 400 q10 -25 0 -50 M${objectX + 65} 400 q10 -25 0 -50" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/></g>`;
  const leafX = flip ? 560 : 60;
  const leaves = Array.from({ length: random.int(3, 6) }, (_, i) => {
    const tipX = leafX + (flip ? -1 : 1) * (40 + i * 25);
    const tipY = random.int(260, 420);
    return `<path d="M${leafX + (flip ? -i * 14 : i * 14)} 640 Q${leafX} ${tipY + 120} ${tipX} ${tipY}" stroke="${hsl(110, 30, 38)}" stroke-width="5" fill="none"/><ellipse cx="${tipX}" cy="${tipY}" rx="32" ry="12" transform="rotate(${random.int(-60, 60)} ${tipX} ${tipY})" fill="${hsl(115, 32, 38 + i * 4)}"/>`;
  }).join('');
  return {
    defs: linear('bg', hsl(base, 35, 90), hsl(base + 30, 30, 76)),
    body: `<rect width="640" height="640" fill="url(#bg)"/><rect y="${random.int(480, 530)}" width="640" height="160" fill="${hsl(base + 20, 25, 68)}"/>
<circle cx="${random.int(120, 520)}" cy="${random.int(110, 220)}" r="${random.int(60, 110)}" fill="#fff" opacity=".45"/>
<g filter="url(#sh)">${stones}</g>${object}${leaves}`,
  };
};

/** Beauty products on marble: bottles, a lipstick, a compact, petals. */
const beauty: Scene = (random, hue) => {
  const accent = hsl(hue, 55, 70);
  const products = [
    `<g filter="url(#sh)"><rect x="110" y="220" width="100" height="220" rx="18" fill="${accent}"/><rect x="135" y="170" width="50" height="56" rx="6" fill="#222"/><rect x="122" y="240" width="16" height="180" rx="8" fill="#fff" opacity=".35"/></g>`,
    `<g filter="url(#sh)"><rect x="250" y="270" width="80" height="170" rx="40" fill="#f5ece6"/><rect x="262" y="230" width="56" height="50" rx="10" fill="${hsl(hue + 20, 40, 60)}"/></g>`,
    `<g filter="url(#sh)" transform="rotate(${random.int(-60, -20)} 470 420)"><rect x="445" y="330" width="50" height="150" rx="6" fill="#c9a15a"/><rect x="450" y="280" width="40" height="60" rx="4" fill="${hsl(random.int(340, 360), 70, 45)}"/></g>`,
    `<g filter="url(#sh)"><circle cx="${random.int(400, 470)}" cy="${random.int(160, 200)}" r="70" fill="#e7d6c9"/><circle cx="${random.int(405, 465)}" cy="${random.int(165, 195)}" r="52" fill="${hsl(hue + 10, 45, 78)}"/></g>`,
  ];
  const petals = Array.from(
    { length: random.int(6, 12) },
    () =>
      `<ellipse cx="${random.int(20, 620)}" cy="${random.int(460, 620)}" rx="16" ry="10" transform="rotate(${random.int(0, 180)} 320 540)" fill="${hsl(hue + random.int(-10, 10), 65, random.int(72, 84))}"/>`,
  ).join('');
  return {
    defs: linear('mb', '#faf7f4', hsl(hue, 20, 88), false),
    body: `<rect width="640" height="640" fill="url(#mb)"/>
${Array.from({ length: 4 }, () => `<path d="M${random.int(-50, 300)} ${random.int(0, 640)} C${random.int(100, 400)} ${random.int(0, 640)} ${random.int(200, 500)} ${random.int(0, 640)} ${random.int(500, 700)} ${random.int(0, 640)}" stroke="#b9b1ab" stroke-width="${random.range(0.8, 2).toFixed(1)}" fill="none" opacity=".35"/>`).join('')}
<rect y="450" width="640" height="190" fill="#fff" opacity=".35"/>
${random.sample(products, random.int(3, 4)).join('')}${petals}`,
  };
};

/** Fashion: an outfit flat-lay with a shirt, sunglasses, a bag and a shoe. */
const fashion: Scene = (random, hue) => {
  const garment = hsl(hue, random.int(35, 60), random.int(40, 70));
  const bag = hsl(hue + 150, 40, 40);
  const sx = random.int(90, 140);
  return {
    defs: linear('bg', hsl(hue + 30, 25, 90), hsl(hue + 40, 20, 80), false),
    body: `<rect width="640" height="640" fill="url(#bg)"/>
<g filter="url(#sh)"><path d="M${sx} 120 L${sx + 70} 90 Q${sx + 120} 130 ${sx + 170} 90 L${sx + 240} 120 L${sx + 280} 220 L${sx + 225} 240 L${sx + 215} 200 L${sx + 215} 420 L${sx + 25} 420 L${sx + 25} 200 L${sx + 15} 240 L${sx - 40} 220 Z" fill="${garment}"/><path d="M${sx + 70} 90 Q${sx + 120} 130 ${sx + 170} 90" stroke="#000" stroke-opacity=".15" stroke-width="4" fill="none"/></g>
<g filter="url(#sh)"><rect x="${random.int(400, 440)}" y="${random.int(300, 340)}" width="170" height="140" rx="18" fill="${bag}"/><path d="M445 330 Q510 230 575 330" stroke="${bag}" stroke-width="12" fill="none" transform="translate(${random.int(-20, 10)} ${random.int(-10, 10)})"/><rect x="470" y="365" width="40" height="12" rx="3" fill="#d8b56a"/></g>
<g filter="url(#sh)"><circle cx="440" cy="150" r="42" fill="#1d1d1f"/><circle cx="540" cy="150" r="42" fill="#1d1d1f"/><rect x="478" y="140" width="26" height="8" fill="#1d1d1f"/><circle cx="428" cy="138" r="12" fill="#fff" opacity=".25"/><circle cx="528" cy="138" r="12" fill="#fff" opacity=".25"/></g>
<g filter="url(#sh)"><path d="M120 560 Q120 500 170 500 L230 520 Q330 540 340 580 L340 600 L120 600 Z" fill="${random.pick(['#f4f4f2', '#1f1f22', hsl(hue + 200, 45, 50)])}"/><rect x="120" y="596" width="222" height="14" rx="5" fill="#d9d9d9"/></g>`,
  };
};

/** A desk from above: laptop with a bright screen, phone, notebook, coffee, plant. */
const tech: Scene = (random, hue) => ({
  defs:
    linear(
      'dk',
      random.pick(['#d9c3a5', '#f0efec', '#2f3238']),
      random.pick(['#b99b77', '#d8d6d1', '#1f2226']),
      false,
    ) + linear('scr', hsl(hue, 70, 55), hsl(hue + 60, 70, 40), false),
  body: `<rect width="640" height="640" fill="url(#dk)"/>
<g filter="url(#sh)" transform="rotate(${random.int(-10, 10)} 300 300)"><rect x="120" y="140" width="360" height="250" rx="14" fill="#c7c9cc"/><rect x="134" y="154" width="332" height="210" rx="6" fill="url(#scr)"/>
${Array.from({ length: 4 }, (_, i) => `<rect x="${156 + (i % 2) * 160}" y="${176 + Math.floor(i / 2) * 90}" width="${random.int(90, 140)}" height="${random.int(40, 70)}" rx="6" fill="#fff" opacity=".28"/>`).join('')}
<rect x="100" y="390" width="400" height="26" rx="10" fill="#b0b3b7"/></g>
<g filter="url(#sh)"><rect x="${random.int(500, 530)}" y="${random.int(380, 440)}" width="80" height="160" rx="14" fill="#1c1c1e"/><rect x="${random.int(506, 520)}" y="${random.int(392, 400)}" width="66" height="130" rx="6" fill="${hsl(hue + 180, 50, 55)}"/></g>
<g filter="url(#sh)"><rect x="${random.int(80, 140)}" y="460" width="190" height="130" rx="6" fill="#faf8f2"/>${Array.from({ length: 5 }, (_, i) => `<rect x="140" y="${485 + i * 20}" width="${random.int(70, 120)}" height="4" fill="#9aa" opacity=".6"/>`).join('')}</g>
<g filter="url(#sh)"><circle cx="${random.int(520, 560)}" cy="${random.int(110, 160)}" r="52" fill="#fbfaf7"/><circle cx="${random.int(525, 555)}" cy="${random.int(115, 155)}" r="38" fill="#6b4a2f"/></g>
<g filter="url(#sh)">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${60 + Math.cos(i) * 28}" cy="${80 + Math.sin(i) * 28}" rx="30" ry="14" transform="rotate(${i * 60} 60 80)" fill="${hsl(125, 40, 32 + i * 3)}"/>`).join('')}</g>`,
});

/** Gaming: a dark desk with neon light, a controller and a glowing screen. */
const gaming: Scene = (random, hue) => {
  const neon = hsl(hue, 95, 60);
  const neon2 = hsl(hue + 120, 95, 60);
  return {
    defs:
      linear('bg', '#12121c', '#241a3a') +
      `<radialGradient id="glow" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="${neon}" stop-opacity=".55"/><stop offset="1" stop-color="${neon}" stop-opacity="0"/></radialGradient>`,
    body: `<rect width="640" height="640" fill="url(#bg)"/><rect width="640" height="640" fill="url(#glow)"/>
<rect x="110" y="80" width="420" height="250" rx="10" fill="#0b0b12" stroke="${neon2}" stroke-width="4"/>
<rect x="126" y="96" width="388" height="218" fill="${hsl(hue + 200, 60, 30)}"/>
${Array.from({ length: 5 }, () => `<polygon points="${random.int(130, 500)},${random.int(140, 300)} ${random.int(130, 500)},${random.int(140, 300)} ${random.int(130, 500)},${random.int(120, 300)}" fill="${random.pick([neon, neon2, '#fff'])}" opacity=".55"/>`).join('')}
<rect x="300" y="330" width="40" height="60" fill="#222"/><rect x="0" y="390" width="640" height="250" fill="#17141f"/>
<rect x="0" y="388" width="640" height="6" fill="${neon}" opacity=".8"/>
<g filter="url(#sh)" transform="translate(${random.int(-40, 40)} 0)"><path d="M220 470 Q240 430 300 440 L340 440 Q400 430 420 470 L450 560 Q455 590 425 585 L385 540 L255 540 L215 585 Q185 590 190 560 Z" fill="#2d2d3a"/><circle cx="270" cy="485" r="14" fill="#555"/><circle cx="372" cy="476" r="8" fill="${neon2}"/><circle cx="392" cy="492" r="8" fill="${neon}"/><circle cx="352" cy="492" r="8" fill="#ffcf5a"/><circle cx="372" cy="508" r="8" fill="#5ad1ff"/></g>
${Array.from({ length: 12 }, () => `<circle cx="${random.int(0, 640)}" cy="${random.int(0, 380)}" r="${random.int(2, 5)}" fill="${random.pick([neon, neon2])}" opacity=".6"/>`).join('')}`,
  };
};

/** A pet portrait: a dog or a cat on a cosy blanket. */
const pets: Scene = (random, hue) => {
  const fur = random.pick(['#c8925b', '#3b3430', '#e9dccb', '#8a8a8a', '#d9a066']);
  const cat = random.chance(0.5);
  const ears = cat
    ? `<polygon points="225,210 250,120 300,190" fill="${fur}"/><polygon points="415,210 390,120 340,190" fill="${fur}"/><polygon points="245,195 255,145 285,185" fill="#f3b6b6"/><polygon points="395,195 385,145 355,185" fill="#f3b6b6"/>`
    : `<ellipse cx="225" cy="260" rx="45" ry="95" transform="rotate(20 225 260)" fill="${fur}"/><ellipse cx="415" cy="260" rx="45" ry="95" transform="rotate(-20 415 260)" fill="${fur}"/>`;
  return {
    defs: linear('bg', hsl(hue, 40, 85), hsl(hue + 20, 35, 70)),
    body: `<rect width="640" height="640" fill="url(#bg)"/><rect y="430" width="640" height="210" fill="${hsl(hue + 180, 35, 60)}"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 80}" y="430" width="40" height="210" fill="#fff" opacity=".12"/>`).join('')}
<g filter="url(#sh)"><ellipse cx="320" cy="500" rx="170" ry="110" fill="${fur}"/>${ears}<ellipse cx="320" cy="290" rx="120" ry="110" fill="${fur}"/>
<ellipse cx="320" cy="340" rx="62" ry="46" fill="#fff" opacity=".55"/><circle cx="275" cy="275" r="15" fill="#1b1b1b"/><circle cx="365" cy="275" r="15" fill="#1b1b1b"/><circle cx="280" cy="270" r="5" fill="#fff"/><circle cx="370" cy="270" r="5" fill="#fff"/>
<ellipse cx="320" cy="322" rx="16" ry="11" fill="#2a2020"/><path d="M320 333 Q305 352 292 345 M320 333 Q335 352 348 345" stroke="#2a2020" stroke-width="4" fill="none"/></g>
<g filter="url(#sh)"><circle cx="${random.pick([110, 530])}" cy="560" r="36" fill="${hsl(hue + 60, 75, 55)}"/></g>`,
  };
};

/** A living room: a wall with a frame, a sofa, a plant and a lamp in window light. */
const home: Scene = (random, hue) => {
  const wall = hsl(hue, random.int(15, 35), random.int(78, 88));
  const sofa = hsl(hue + 160, random.int(20, 45), random.int(38, 58));
  return {
    defs: linear('win', '#fff', '#fff0'),
    body: `<rect width="640" height="640" fill="${wall}"/><rect y="470" width="640" height="170" fill="${hsl(30, 30, 60)}"/>
<polygon points="380,0 560,0 640,300 640,470 420,470" fill="url(#win)" opacity=".35"/>
<g filter="url(#sh)"><rect x="${random.int(180, 240)}" y="110" width="170" height="120" fill="#fff"/><rect x="${random.int(190, 250)}" y="120" width="150" height="100" fill="${hsl(hue + 90, 35, 65)}"/></g>
<g filter="url(#sh)"><rect x="120" y="330" width="380" height="150" rx="30" fill="${sofa}"/><rect x="100" y="360" width="60" height="140" rx="22" fill="${sofa}"/><rect x="460" y="360" width="60" height="140" rx="22" fill="${sofa}"/><rect x="170" y="300" width="120" height="90" rx="20" fill="${sofa}" opacity=".85"/><rect x="330" y="300" width="120" height="90" rx="20" fill="${sofa}" opacity=".85"/>
<rect x="200" y="330" width="70" height="60" rx="14" fill="${hsl(hue + 30, 60, 70)}"/><rect x="140" y="500" width="10" height="26" fill="#333"/><rect x="470" y="500" width="10" height="26" fill="#333"/></g>
<g filter="url(#sh)"><rect x="540" y="420" width="60" height="70" rx="6" fill="#e8e1d6"/>${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${570 + Math.cos(i) * 30}" cy="${370 + Math.sin(i * 1.3) * 40}" rx="34" ry="12" transform="rotate(${i * 50} ${570} ${390})" fill="${hsl(120, 35, 30 + i * 3)}"/>`).join('')}</g>
<g filter="url(#sh)"><rect x="60" y="250" width="6" height="230" fill="#2c2c2c"/><path d="M25 250 L100 250 L82 195 L43 195 Z" fill="#f4e3c3"/><circle cx="63" cy="260" r="60" fill="#fff6d8" opacity=".25"/></g>`,
  };
};

/** A stage: spotlights, a microphone, bokeh. */
const music: Scene = (random, hue) => {
  const light = hsl(hue, 90, 65);
  return {
    defs:
      linear('bg', '#0d0b14', hsl(hue + 240, 40, 18)) +
      `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity=".7"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></linearGradient>`,
    body: `<rect width="640" height="640" fill="url(#bg)"/>
${[120, 320, 520].map((x) => `<polygon points="${x - 15},0 ${x + 15},0 ${x + random.int(90, 160)},640 ${x - random.int(90, 160)},640" fill="url(#beam)" opacity="${random.range(0.4, 0.8).toFixed(2)}"/>`).join('')}
${Array.from({ length: 16 }, () => `<circle cx="${random.int(0, 640)}" cy="${random.int(0, 400)}" r="${random.int(8, 26)}" fill="${random.pick([light, '#ffd27a', '#fff'])}" opacity="${random.range(0.12, 0.35).toFixed(2)}"/>`).join('')}
<rect y="520" width="640" height="120" fill="#0a0810"/><rect y="518" width="640" height="4" fill="${light}" opacity=".5"/>
<g><rect x="316" y="300" width="8" height="230" fill="#333"/><rect x="280" y="522" width="80" height="8" rx="4" fill="#333"/><rect x="300" y="250" width="40" height="70" rx="20" fill="#444"/><rect x="300" y="250" width="40" height="34" rx="17" fill="#888"/></g>
${Array.from({ length: 7 }, (_, i) => `<circle cx="${40 + i * 95 + random.int(-10, 10)}" cy="${600 + random.int(-8, 8)}" r="${random.int(34, 44)}" fill="#050407"/>`).join('')}`,
  };
};

/** Art: an easel canvas with an abstract painting and brushes, or a stack of books and a mug. */
const art: Scene = (random, hue) => {
  if (random.chance(0.5)) {
    const books = Array.from({ length: random.int(4, 6) }, (_, i) => {
      const w = random.int(240, 320);
      return `<rect x="${320 - w / 2 + random.int(-20, 20)}" y="${470 - i * 46}" width="${w}" height="42" rx="4" fill="${hsl(hue + i * 47, random.int(35, 60), random.int(35, 60))}"/><rect x="${320 - w / 2 + 20}" y="${486 - i * 46}" width="${w / 3}" height="4" fill="#fff" opacity=".5"/>`;
    }).join('');
    return {
      defs: linear('bg', hsl(hue + 30, 30, 86), hsl(hue + 30, 25, 74)),
      body: `<rect width="640" height="640" fill="url(#bg)"/><rect y="512" width="640" height="128" fill="${hsl(28, 35, 45)}"/><g filter="url(#sh)">${books}</g>
<g filter="url(#sh)"><rect x="470" y="420" width="80" height="92" rx="10" fill="#f6f2ea"/><path d="M550 440 Q585 455 550 490" stroke="#f6f2ea" stroke-width="10" fill="none"/></g>`,
    };
  }
  const strokes = Array.from(
    { length: random.int(5, 9) },
    () =>
      `<path d="M${random.int(170, 470)} ${random.int(110, 380)} q${random.int(-90, 90)} ${random.int(-90, 90)} ${random.int(-120, 120)} ${random.int(-40, 40)}" stroke="${hsl(hue + random.int(-60, 180), 70, random.int(40, 65))}" stroke-width="${random.int(14, 34)}" stroke-linecap="round" fill="none"/>`,
  ).join('');
  return {
    defs: linear('bg', hsl(40, 25, 90), hsl(40, 20, 80)),
    body: `<rect width="640" height="640" fill="url(#bg)"/><rect y="540" width="640" height="100" fill="${hsl(30, 30, 55)}"/>
<path d="M320 60 L210 600 M320 60 L430 600 M320 60 L320 620" stroke="#7a5532" stroke-width="14"/>
<g filter="url(#sh)"><rect x="150" y="90" width="340" height="320" fill="#fbfaf6"/>${strokes}</g>
<rect x="170" y="410" width="300" height="16" fill="#7a5532"/>
<g filter="url(#sh)">${Array.from({ length: 3 }, (_, i) => `<rect x="${520 + i * 18}" y="${420 - i * 12}" width="8" height="150" rx="4" fill="${hsl(hue + i * 90, 60, 50)}" transform="rotate(${-12 + i * 10} 540 560)"/>`).join('')}<rect x="505" y="500" width="80" height="80" rx="8" fill="#dcd3c6"/></g>`,
  };
};

/** Automotive: a car on an open road at golden hour. */
const auto: Scene = (random, hue) => {
  const body = hsl(hue, random.int(55, 80), random.int(35, 55));
  const y = 430;
  return {
    defs: linear('sky', hsl(30, 85, 72), hsl(210, 45, 60)) + linear('car', body, hsl(hue, 60, 25)),
    body: `<rect width="640" height="640" fill="url(#sky)"/><circle cx="${random.int(100, 540)}" cy="${random.int(150, 230)}" r="60" fill="#ffe9b8"/>
<polygon points="0,380 130,300 260,360 420,280 640,370 640,400 0,400" fill="${hsl(250, 20, 45)}"/>
<rect y="400" width="640" height="240" fill="#3a3c42"/><polygon points="300,400 340,400 420,640 220,640" fill="#45474e"/>
${Array.from({ length: 4 }, (_, i) => `<rect x="${316 - i * 4}" y="${420 + i * 55}" width="${8 + i * 8}" height="${20 + i * 10}" fill="#f2d16b"/>`).join('')}
<g filter="url(#sh)" transform="translate(${random.int(-20, 20)} 0)"><path d="M120 ${y} Q130 ${y - 50} 200 ${y - 60} L260 ${y - 110} Q320 ${y - 130} 400 ${y - 110} L470 ${y - 60} Q530 ${y - 55} 540 ${y} L540 ${y + 30} L120 ${y + 30} Z" fill="url(#car)"/>
<path d="M275 ${y - 100} Q320 ${y - 118} 390 ${y - 100} L440 ${y - 62} L240 ${y - 62} Z" fill="#cfe3f2" opacity=".85"/><rect x="520" y="${y - 10}" width="22" height="12" rx="4" fill="#fff3c4"/>
<circle cx="210" cy="${y + 30}" r="40" fill="#1b1b1d"/><circle cx="210" cy="${y + 30}" r="18" fill="#9a9ca1"/><circle cx="450" cy="${y + 30}" r="40" fill="#1b1b1d"/><circle cx="450" cy="${y + 30}" r="18" fill="#9a9ca1"/></g>`,
  };
};

const SCENES: Record<SceneTheme, Scene> = {
  fd: food,
  od: outdoors,
  tv: travel,
  ft: fitness,
  wl: wellness,
  bt: beauty,
  fs: fashion,
  tc: tech,
  gm: gaming,
  pt: pets,
  hm: home,
  mu: music,
  ar: art,
  au: auto,
};

/** The whole post image: the theme's scene under the shared light and vignette. */
export function sceneSvg(theme: SceneTheme, random: Random): string {
  const hue = random.int(0, 359);
  const { defs, body } = SCENES[theme](random, hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="Post image">
<defs>${COMMON_DEFS}${defs}</defs>
${body}
<rect width="640" height="640" fill="url(#light)"/><rect width="640" height="640" fill="url(#vig)"/>
</svg>`;
}
