import { Random, hashString } from '../generator/prng.js';

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) =>
    char === '&'
      ? '&amp;'
      : char === '<'
        ? '&lt;'
        : char === '>'
          ? '&gt;'
          : char === '"'
            ? '&quot;'
            : '&apos;',
  );
}

/** Initials from a key such as `maya-johnson-3k-1`: the first letters of its first two word parts. */
export function initialsFor(key: string): string {
  const words = key.split('-').filter((part) => /^[a-z]/.test(part));
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || '?';
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;
}

/** A portrait placeholder: initials on a soft two-colour gradient derived from the key (deterministic). */
export function avatarSvg(key: string): string {
  const random = new Random(hashString(`avatar:${key}`));
  const hue = random.int(0, 359);
  const from = hsl(hue, 62, 58);
  const to = hsl(hue + random.int(35, 80), 70, 42);
  const glow = hsl(hue + 180, 80, 85);
  const initials = escapeXml(initialsFor(key));
  const angle = random.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${initials}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="r" cx=".3" cy=".25" r=".8"><stop offset="0" stop-color="${glow}" stop-opacity=".45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="256" height="256" fill="url(#g)"/><rect width="256" height="256" fill="url(#r)"/>
<circle cx="${random.int(170, 230)}" cy="${random.int(170, 230)}" r="${random.int(50, 90)}" fill="#fff" fill-opacity=".08"/>
<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="'Helvetica Neue',Arial,sans-serif" font-size="96" font-weight="600" letter-spacing="2" fill="#fff">${initials}</text>
</svg>`;
}

/** An abstract illustrative post image (no text): shapes on a gradient, derived from the key. */
export function postSvg(key: string): string {
  const random = new Random(hashString(`post:${key}`));
  const hue = random.int(0, 359);
  const palette = [
    hsl(hue, 65, 55),
    hsl(hue + 30, 70, 65),
    hsl(hue + 160, 55, 60),
    hsl(hue + 200, 60, 35),
    hsl(hue + 60, 80, 80),
  ];
  const parts: string[] = [];
  const shapes = random.int(4, 8);
  for (let i = 0; i < shapes; i++) {
    const color = random.pick(palette);
    const opacity = random.range(0.35, 0.85).toFixed(2);
    const x = random.int(0, 640);
    const y = random.int(0, 640);
    const kind = random.int(0, 2);
    if (kind === 0) {
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${random.int(40, 220)}" fill="${color}" fill-opacity="${opacity}"/>`,
      );
    } else if (kind === 1) {
      const w = random.int(80, 360);
      const h = random.int(60, 260);
      parts.push(
        `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${random.int(0, 40)}" transform="rotate(${random.int(-40, 40)} ${x} ${y})" fill="${color}" fill-opacity="${opacity}"/>`,
      );
    } else {
      const amplitude = random.int(30, 90);
      const base = random.int(200, 560);
      parts.push(
        `<path d="M0 ${base} C160 ${base - amplitude} 320 ${base + amplitude} 480 ${base} S640 ${base - amplitude} 640 ${base} V640 H0 Z" fill="${color}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640" role="img" aria-label="Post image">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue + 15, 45, 92)}"/><stop offset="1" stop-color="${hsl(hue - 20, 50, 78)}"/></linearGradient></defs>
<rect width="640" height="640" fill="url(#b)"/>
${parts.join('\n')}
</svg>`;
}
