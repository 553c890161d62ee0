import { InitialSchema1763712000000 } from './1763712000000-initial-schema.js';
import { TalentSchema1763800000000 } from './1763800000000-talent-schema.js';
import { SheetsSchema1764000000000 } from './1764000000000-sheets-schema.js';
import { CollectionsSchema1764000100000 } from './1764000100000-collections-schema.js';
import { AnalyticsEvents1764000200000 } from './1764000200000-analytics-events.js';
import { DirectorySearch1764000300000 } from './1764000300000-directory-search.js';
import { PitchedCreators1764000500000 } from './1764000500000-pitched-creators.js';
import { DirectoryCoveringIndexes1764000600000 } from './1764000600000-directory-covering-indexes.js';
import { DirectoryKeywordIndex1764000700000 } from './1764000700000-directory-keyword-index.js';
import { DirectoryIndex1764000800000 } from './1764000800000-directory-index.js';
import { TalentIntake1764001000000 } from './1764001000000-talent-intake.js';
import { UploadsAndRequests1764001100000 } from './1764001100000-uploads-and-requests.js';
import { Messaging1764001200000 } from './1764001200000-messaging.js';
import { TeamInvitations1764001300000 } from './1764001300000-team-invitations.js';
import { AdminActingAs1764001500000 } from './1764001500000-admin-acting-as.js';
import { AnalyticsReports1764001600000 } from './1764001600000-analytics-reports.js';
import { AnalyticsVisitTotals1764001700000 } from './1764001700000-analytics-visit-totals.js';
import { DurableWork1764001800000 } from './1764001800000-durable-work.js';
import { RateLimits1764001816000 } from './1764001816000-rate-limits.js';
import { VerifiedViewers1764002600000 } from './1764002600000-verified-viewers.js';
import { SecondFactor1764002200000 } from './1764002200000-second-factor.js';
import { SessionsActingUserIndex1764002100000 } from './1764002100000-sessions-acting-user-index.js';
import { InvitationAcceptance1764002700000 } from './1764002700000-invitation-acceptance.js';
import { PrivateUploadsAndLoginExpiry1764002710000 } from './1764002710000-private-uploads-and-login-expiry.js';
import { MemberCreditCaps1764002800000 } from './1764002800000-member-credit-caps.js';
import { RateCardVisibility1764002810000 } from './1764002810000-rate-card-visibility.js';
import { BrandContacts1764002820000 } from './1764002820000-brand-contacts.js';
import { SheetViewerGrants1764002830000 } from './1764002830000-sheet-viewer-grants.js';
import { SheetTrash1764002840000 } from './1764002840000-sheet-trash.js';
import { CreatorCallDeadlines1795500000000 } from './1795500000000-creator-call-deadlines.js';
import { RequestCancelAndHistory1795500100000 } from './1795500100000-request-cancel-and-history.js';

/** Every migration, in order. A new migration is added here explicitly. */
export const MIGRATIONS = [
  InitialSchema1763712000000,
  TalentSchema1763800000000,
  SheetsSchema1764000000000,
  CollectionsSchema1764000100000,
  AnalyticsEvents1764000200000,
  DirectorySearch1764000300000,
  PitchedCreators1764000500000,
  DirectoryCoveringIndexes1764000600000,
  DirectoryKeywordIndex1764000700000,
  DirectoryIndex1764000800000,
  TalentIntake1764001000000,
  UploadsAndRequests1764001100000,
  Messaging1764001200000,
  TeamInvitations1764001300000,
  AdminActingAs1764001500000,
  AnalyticsReports1764001600000,
  AnalyticsVisitTotals1764001700000,
  DurableWork1764001800000,
  RateLimits1764001816000,
  VerifiedViewers1764002600000,
  SecondFactor1764002200000,
  SessionsActingUserIndex1764002100000,
  InvitationAcceptance1764002700000,
  PrivateUploadsAndLoginExpiry1764002710000,
  MemberCreditCaps1764002800000,
  RateCardVisibility1764002810000,
  BrandContacts1764002820000,
  SheetViewerGrants1764002830000,
  SheetTrash1764002840000,
  CreatorCallDeadlines1795500000000,
  RequestCancelAndHistory1795500100000,
];
