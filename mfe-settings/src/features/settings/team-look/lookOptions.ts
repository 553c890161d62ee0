import { TEAM_FONTS, type TeamDisplaySettings, type TeamFont, type TeamOptions } from '@tpp/contracts';
import { safeColour } from '@tpp/profile';

type Settings = TeamDisplaySettings;
export type ColourKey =
  | 'displayAccentColor'
  | 'displaySecondaryAccentColor'
  | 'displayRosterBackgroundColor'
  | 'displayRosterNameColor'
  | 'displayProfileBackground';
export type FontKey = 'displayRosterTitleFont' | 'displayTalentNameFont';
export type FlagKey = {
  [K in keyof Settings]: Settings[K] extends boolean ? K : never;
}[keyof Settings];

/** The colour settings: the two accents always have a colour, the others may use the default. */
export const COLOUR_FIELDS: { key: ColourKey; label: string; nullable: boolean }[] = [
  { key: 'displayAccentColor', label: 'Accent colour', nullable: false },
  { key: 'displaySecondaryAccentColor', label: 'Second accent colour', nullable: false },
  { key: 'displayRosterBackgroundColor', label: 'Roster background colour', nullable: true },
  { key: 'displayRosterNameColor', label: 'Roster name colour', nullable: true },
  { key: 'displayProfileBackground', label: 'Profile background colour', nullable: true },
];

export const FONT_FIELDS: { key: FontKey; label: string }[] = [
  { key: 'displayRosterTitleFont', label: 'Roster title font' },
  { key: 'displayTalentNameFont', label: 'Creator name font' },
];

/** The on/off settings in groups, each with what it does on the public pages. */
export const FLAG_GROUPS: { title: string; flags: { key: FlagKey; label: string; hint: string }[] }[] = [
  {
    title: 'Layout',
    flags: [
      { key: 'displayOldRoster', label: 'Old roster layout', hint: 'One creator per row on the roster.' },
      {
        key: 'displayUseOldOneSheet',
        label: 'Old one-sheet',
        hint: 'Single-page sheets show cards in a grid, each with its note.',
      },
      {
        key: 'displayUseFullCover',
        label: 'Full cover photos',
        hint: 'Profiles open with the photo as a full-width cover.',
      },
      {
        key: 'displayUseRosterFullPhoto',
        label: 'Full roster photos',
        hint: 'The photo fills the card, with the name over it.',
      },
      {
        key: 'displayUseOldRoundedPortraits',
        label: 'Rounded portraits',
        hint: 'Round portraits on cards and profiles.',
      },
    ],
  },
  {
    title: 'Colours and portraits',
    flags: [
      { key: 'displayDarkMode', label: 'Dark mode', hint: 'Light text on a dark page; the dark logo shows.' },
      { key: 'displayGrayScale', label: 'Grayscale', hint: 'Every portrait in grayscale.' },
      {
        key: 'displayPortraitsBW',
        label: 'Black-and-white portraits',
        hint: 'Portraits in black and white.',
      },
    ],
  },
  {
    title: 'What the pages show',
    flags: [
      {
        key: 'displayRosterHideEngagment',
        label: 'Hide engagement on roster cards',
        hint: 'No engagement rate on the cards.',
      },
      { key: 'displayNoEngagment', label: 'No engagement', hint: 'No engagement figures anywhere.' },
      { key: 'displayNoTags', label: 'No tags', hint: 'Profiles show no tags.' },
      { key: 'displayNoWidgets', label: 'No widgets', hint: 'Profiles show no audience widgets.' },
      {
        key: 'displayHideLocation',
        label: 'Hide location',
        hint: "Profiles do not show the creator's city.",
      },
    ],
  },
  {
    title: 'Access and content',
    flags: [
      {
        key: 'displayRequireRegistration',
        label: 'Require registration',
        hint: 'Visitors give their email before they see a sheet.',
      },
      { key: 'hasCaseStudies', label: 'Case studies', hint: 'Profiles offer the case studies.' },
      {
        key: 'displayRateCards',
        label: 'Show rate cards to brands',
        hint: 'Profiles show the rate card. Off: brands see no rates. A sheet can override this in its editor.',
      },
    ],
  },
];

/** Wire names ('options.displayAccentColor') in the form's words, for the API's field messages. */
export const OPTION_LABELS: Record<string, string> = Object.fromEntries([
  ...COLOUR_FIELDS.map((field) => [`options.${field.key}`, field.label]),
  ...FONT_FIELDS.map((field) => [`options.${field.key}`, field.label]),
  ...FLAG_GROUPS.flatMap((group) => group.flags.map((flag) => [`options.${flag.key}`, flag.label])),
]);

/** The fonts a team may choose, with how each is shown in the list. */
export const FONT_CHOICES: { value: TeamFont; label: string }[] = TEAM_FONTS.map((font) => ({
  value: font,
  label: font.replace(/\b\w/g, (letter) => letter.toUpperCase()),
}));

/** The font of a setting as one of the list (a stored name outside it shows the default). */
export function fontChoice(value: string): TeamFont {
  const name = value.trim().toLowerCase();
  return (TEAM_FONTS as readonly string[]).includes(name) ? (name as TeamFont) : 'neuton';
}

/** A colour setting as the #rrggbb a colour input takes ('shine-gold' -> '#b8902f'), or null. */
export function hexOf(value: string | null): string | null {
  const colour = safeColour(value);
  if (colour && /^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (colour && /^#[0-9a-f]{3}$/i.test(colour))
    return `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return null;
}

/** The options that differ between the saved settings and the draft: what Save sends. */
export function changedOptions(saved: Settings, draft: Settings): TeamOptions {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof Settings)[]) {
    if (key === 'displayDarkLogo') continue;
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  return changes as TeamOptions;
}
