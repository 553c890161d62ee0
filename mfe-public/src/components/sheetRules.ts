import {
  PRODUCT_NAME,
  SHEET_MESSAGES,
  talentSheetFromTeam,
  type PublicTeam,
  type PublicTeamFields,
  type TeamDisplaySettings,
} from '@tpp/contracts';

/** Spec: the page title is the sheet description plus the product name, or 'Talent Sheet from {team}'. */
export function sheetPageTitle(sheet: { description: string | null; team_name: string }): string {
  const description = sheet.description?.trim();
  return description ? `${description} · ${PRODUCT_NAME}` : talentSheetFromTeam(sheet.team_name);
}

/** The heading over the creators: the sheet's public title, or 'Selected Talent'. */
export function sheetHeading(description: string | null): string {
  return description?.trim() || SHEET_MESSAGES.selectedTalent;
}

/** The team fields of a public sheet or collection, in the shape the team header takes. */
export function teamOf(fields: PublicTeamFields, display: TeamDisplaySettings): PublicTeam {
  return {
    id: fields.team_id,
    team_name: fields.team_name,
    team_image_url: fields.team_image_url,
    team_bio: fields.team_bio,
    team_contact_email: fields.team_contact_email,
    team_phone: fields.team_phone,
    team_homepage: fields.team_homepage,
    display_settings: display,
  };
}

export { pageParam } from '@tpp/contracts';

/** The number of pages of a sheet of `total` creators shown `limit` at a time. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A path with one query parameter set (or removed when null), others kept. */
export function withParam(path: string, search: string, key: string, value: string | number | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
