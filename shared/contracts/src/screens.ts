/**
 * Which screens are built. The navigation (main bar, account menu, header icons, the buttons of
 * a page) shows an entry only when its screen is built, so nothing in the UI leads to a screen
 * that is not there. The issue that builds a screen flips its switch here, in this one place.
 */
export const BUILT_SCREENS = {
  /** /tagging-assistant (main bar; roster page button) */
  taggingAssistant: true,
  /** /team-influencer-logins (main bar: Talent Data) */
  talentData: true,
  /** /messages (header icon) */
  messages: true,
  /** /contact-tpp (account menu: Contact Us) */
  contactUs: true,
  /** /add-talent-requests (account menu: New Talent) */
  newTalentRequests: true,
  /** /add-talent (roster page: Add Talent) */
  addTalent: true,
  /** /request/{influencerId} (profile: Request Change) */
  requestChange: true,
  /** the Manage Organization tab of /configure */
  manageOrganization: true,
  /** /talent-sheets/statistics (account menu and talent sheets: Statistics) */
  statistics: true,
} satisfies Record<string, boolean>;

export type Screen = keyof typeof BUILT_SCREENS;
export type ScreenAvailability = Readonly<Record<Screen, boolean>>;

/** True when the screen is built and may be linked to. */
export function isScreenBuilt(screen: Screen, built: ScreenAvailability = BUILT_SCREENS): boolean {
  return built[screen];
}
