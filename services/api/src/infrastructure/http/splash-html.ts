import { SPLASH_ID, type PitchPage, type SplashTeam } from '@tpp/contracts';
import { escapeHtml } from '../../common/escape-html.js';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The product's named accents (default: shine-gold), as the themed pages resolve them. */
const NAMED: Record<string, string> = { 'shine-gold': '#b8902f', gold: '#b8902f' };

/** A team colour setting the first paint may use: a named accent or a plain hex colour. */
function colour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return NAMED[text] ?? (HEX.test(text) ? text : null);
}

const CARDS = 8;

/**
 * The first paint of a pitch page, drawn by the server before any code runs: the page's first
 * screen when the server could render it (its stylesheets come with the HTML), else the team's
 * name in its colours over skeleton cards (or a profile outline), decorative for assistive
 * technology. The page removes it in the frame that shows itself.
 */
export function renderSplash(
  team: SplashTeam,
  layout: PitchPage['layout'],
  firstScreen: string | null = null,
): { style: string; html: string } {
  const dark = team.display.displayDarkMode === true;
  const accent = colour(team.display.displayAccentColor) ?? NAMED['shine-gold'];
  const background = colour(team.display.displayRosterBackgroundColor) ?? (dark ? '#16161a' : '#faf8f4');
  const ink = colour(team.display.displayRosterNameColor) ?? (dark ? '#f4f1ea' : '#1c1b19');
  const bone = dark ? 'rgba(255,255,255,.08)' : 'rgba(28,27,25,.07)';
  const style =
    `<style>#${SPLASH_ID}{position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:${background};` +
    `color:${ink};--splash-accent:${accent};--splash-bone:${bone}}` +
    // The drawn first screen scrolls like the page it stands for.
    `#${SPLASH_ID}.sp-drawn{overflow:auto}` +
    `#${SPLASH_ID} .sp-wrap{max-width:1200px;margin:0 auto;padding:1.5rem 1rem}` +
    `#${SPLASH_ID} .sp-name{margin:0 0 1.25rem;font:700 clamp(1.6rem,4vw,2.4rem)/1.2 Neuton,Georgia,'Times New Roman',serif;` +
    `padding-bottom:.5rem;border-bottom:3px solid var(--splash-accent);display:inline-block}` +
    `#${SPLASH_ID} .sp-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,230px),1fr));gap:1rem}` +
    `#${SPLASH_ID} .sp-card{border-radius:10px;overflow:hidden;background:var(--splash-bone)}` +
    // Still, not shimmering: an animation would keep the compositor busy while the page's code runs.
    `#${SPLASH_ID} .sp-photo{aspect-ratio:4/5;background:linear-gradient(160deg,var(--splash-bone) 55%,` +
    `color-mix(in srgb,var(--splash-accent) 14%,transparent))}` +
    `#${SPLASH_ID} .sp-line{height:.8rem;margin:.7rem .8rem;border-radius:4px;background:var(--splash-bone)}` +
    `#${SPLASH_ID} .sp-line--short{width:55%}` +
    `#${SPLASH_ID} .sp-profile{display:grid;grid-template-columns:minmax(0,280px) 1fr;gap:1.5rem}` +
    `@media (max-width:640px){#${SPLASH_ID} .sp-cards{grid-template-columns:repeat(2,minmax(0,1fr));gap:.6rem}` +
    `#${SPLASH_ID} .sp-profile{grid-template-columns:1fr}}` +
    '</style>';
  if (firstScreen !== null)
    return { style, html: `<div id="${SPLASH_ID}" class="sp-drawn">${firstScreen}</div>` };
  const card =
    '<div class="sp-card"><div class="sp-photo"></div><div class="sp-line"></div>' +
    '<div class="sp-line sp-line--short"></div></div>';
  const body =
    layout === 'profile'
      ? `<div class="sp-profile">${card}<div><div class="sp-line"></div><div class="sp-line"></div>` +
        '<div class="sp-line sp-line--short"></div></div></div>'
      : `<div class="sp-cards">${card.repeat(CARDS)}</div>`;
  const html =
    `<div id="${SPLASH_ID}" aria-hidden="true"><div class="sp-wrap">` +
    `<p class="sp-name">${escapeHtml(team.name)}</p>${body}</div></div>`;
  return { style, html };
}
