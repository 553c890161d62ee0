import type { CSSProperties } from 'react';
import type { TeamDisplaySettings } from '@tpp/contracts';

/**
 * Team theming: the display settings become CSS custom properties on the page root, so every
 * component below (and the @tpp/ui kit, which reads --tpp-*) follows them. Only local font
 * stacks: no web font is ever requested.
 */
const FONT_STACKS: Record<string, string> = {
  neuton: "'Neuton', 'Iowan Old Style', Georgia, 'Times New Roman', serif",
  playfair: "'Playfair Display', 'Iowan Old Style', Georgia, serif",
  'playfair display': "'Playfair Display', 'Iowan Old Style', Georgia, serif",
  georgia: "Georgia, 'Times New Roman', serif",
  serif: "'Iowan Old Style', Georgia, 'Times New Roman', serif",
  lora: "Lora, Georgia, 'Times New Roman', serif",
  merriweather: 'Merriweather, Georgia, serif',
  montserrat: "Montserrat, 'Helvetica Neue', Arial, sans-serif",
  roboto: "Roboto, 'Helvetica Neue', Arial, sans-serif",
  lato: "Lato, 'Helvetica Neue', Arial, sans-serif",
  'open sans': "'Open Sans', 'Helvetica Neue', Arial, sans-serif",
  poppins: "Poppins, 'Helvetica Neue', Arial, sans-serif",
  raleway: "Raleway, 'Helvetica Neue', Arial, sans-serif",
  oswald: "Oswald, 'Arial Narrow', Arial, sans-serif",
  'sans-serif': "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  inter: "Inter, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
};

const DEFAULT_DISPLAY_FONT = FONT_STACKS['neuton'] as string;

/** A team font name ('neuton', 'Montserrat') as a local font stack; unknown names keep the default. */
export function fontStack(name: string | null | undefined): string {
  if (!name) return DEFAULT_DISPLAY_FONT;
  return FONT_STACKS[name.trim().toLowerCase()] ?? DEFAULT_DISPLAY_FONT;
}

/** Named accents of the product (default: shine-gold). */
const NAMED_COLOURS: Record<string, string> = {
  'shine-gold': '#b8902f',
  gold: '#b8902f',
};

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;

/** A colour setting, or null when blank or not a plain CSS colour (nothing else reaches the CSS). */
export function safeColour(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const named = NAMED_COLOURS[text.toLowerCase()];
  if (named) return named;
  return COLOUR.test(text) ? text : null;
}

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function luminance([red, green, blue]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const DARK_SURFACE: Rgb = [0x1f, 0x1d, 0x1a];

/**
 * The team accent as a colour for text, links and focus rings (WCAG AA, 4.5:1): mixed towards
 * black on light pages, towards white on dark ones, just as far as needed, so it keeps its hue.
 * Null for colours that are not plain hex (the product's own readable accent stays then).
 */
export function readableAccent(colour: string, dark = false): string | null {
  const rgb = parseHex(colour);
  if (!rgb) return null;
  const [target, background] = dark ? [WHITE, DARK_SURFACE] : [[0, 0, 0] as Rgb, WHITE];
  for (let step = 0; step <= 20; step += 1) {
    const share = step / 20;
    const mixed = rgb.map((value, index) => Math.round(value + (target[index]! - value) * share)) as Rgb;
    if (contrastRatio(mixed, background) >= 4.5) {
      return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    }
  }
  return null;
}

/** displayProfileBackground: a colour, or an https image address. */
function background(value: string | null | undefined): string | null {
  const colour = safeColour(value);
  if (colour) return colour;
  const text = value?.trim();
  if (text && /^https:\/\/[^\s"'()\\]+$/i.test(text)) return `center / cover no-repeat url("${text}")`;
  return null;
}

/** The custom properties and class names of a themed page root. */
export function themeProps(display: TeamDisplaySettings): { className: string; style: CSSProperties } {
  const vars: Record<string, string> = {
    '--pf-title-font': fontStack(display.displayRosterTitleFont),
    '--pf-name-font': fontStack(display.displayTalentNameFont),
  };
  const accent = safeColour(display.displayAccentColor);
  if (accent) {
    vars['--tpp-accent'] = accent;
    vars['--pf-accent'] = accent;
    // Text, links and focus rings need 4.5:1: the accent itself only when it reads that well.
    const readable = readableAccent(accent, display.displayDarkMode);
    if (readable) vars['--tpp-accent-strong'] = readable;
  }
  // The second accent tells chart series apart: it must differ from the first.
  const secondary = safeColour(display.displaySecondaryAccentColor);
  if (secondary && secondary.toLowerCase() !== (accent ?? '').toLowerCase())
    vars['--pf-accent-2'] = secondary;
  const rosterBackground = safeColour(display.displayRosterBackgroundColor);
  if (rosterBackground) vars['--pf-roster-bg'] = rosterBackground;
  const nameColour = safeColour(display.displayRosterNameColor);
  if (nameColour) vars['--pf-name-colour'] = nameColour;
  const profileBackground = background(display.displayProfileBackground);
  if (profileBackground) vars['--pf-page-bg'] = profileBackground;
  const className = [
    'pf-theme',
    display.displayDarkMode ? 'pf-theme--dark' : '',
    display.displayGrayScale || display.displayPortraitsBW ? 'pf-theme--bw' : '',
    display.displayUseFullCover ? 'pf-theme--full-cover' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { className, style: vars as CSSProperties };
}

/** Portraits in black and white when the team asks for it. */
export function isGrayScale(display: TeamDisplaySettings): boolean {
  return display.displayGrayScale || display.displayPortraitsBW;
}

/**
 * The class of a list of roster cards by the team's layout flags: the old roster layout (rows),
 * full roster photos (the photo fills the card, the name over it) and rounded portraits.
 */
export function rosterListClass(
  display: Pick<
    TeamDisplaySettings,
    'displayOldRoster' | 'displayUseRosterFullPhoto' | 'displayUseOldRoundedPortraits'
  >,
  base = 'pf-cards',
): string {
  return [
    base,
    display.displayOldRoster ? 'pf-cards--old' : '',
    display.displayUseRosterFullPhoto ? 'pf-cards--full-photo' : '',
    display.displayUseOldRoundedPortraits ? 'pf-cards--rounded' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
