export {
  InfluencerProfileView,
  type EditControls,
  type InfluencerProfileViewProps,
} from './InfluencerProfileView.js';
export { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader.js';
export {
  SocialAccountSection,
  type SectionMode,
  type SocialAccountSectionProps,
} from './SocialAccountSection.js';
export {
  InfoBox,
  infoBoxTitle,
  INFO_BOX_TITLES,
  genderShares,
  ageShares,
  type InfoBoxProps,
} from './InfoBox.js';
export { PostsGrid, type PostsGridProps } from './PostsGrid.js';
export { TagList, shownTags, type TagListProps } from './TagList.js';
export { RateCardTable, type RateCardTableProps } from './RateCardTable.js';
export { CaseStudyModal, type CaseStudyModalProps } from './CaseStudyModal.js';
export { RosterCard, cardEngagement, isPlainClick, type RosterCardProps } from './RosterCard.js';
export { LocationEditor, type LocationEditorProps } from './LocationEditor.js';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml.js';
export { ThemedPage, type ThemedPageProps } from './ThemedPage.js';
export {
  AUDIENCE_INFO_BOXES,
  descriptionHtml,
  displayName,
  hasInfoBoxData,
  INFO_BOX_STAT_KEY,
  infoBoxVisibility,
  isWidgetKey,
  locationText,
  platformInfoBoxes,
  portraitUrl,
  publicProfilePath,
  visiblePosts,
  type InfoBoxKey,
  type InfoBoxVisibility,
  type VisibilityOverrides,
} from './rules.js';
export { fontStack, safeColour, themeProps, isGrayScale, rosterListClass } from './theme.js';
export {
  formatCount,
  formatEngagement,
  formatPercent,
  formatShare,
  formatWhole,
  platformLabel,
} from './format.js';
