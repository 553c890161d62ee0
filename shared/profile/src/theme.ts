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

/** Named accents of the product (spec §9 default: shine-gold). */
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
    vars['--tpp-accent-strong'] = accent;
    vars['--pf-accent'] = accent;
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
  ]
    .filter(Boolean)
    .join(' ');
  return { className, style: vars as CSSProperties };
}

/** Portraits in black and white when the team asks for it. */
export function isGrayScale(display: TeamDisplaySettings): boolean {
  return display.displayGrayScale || display.displayPortraitsBW;
}
