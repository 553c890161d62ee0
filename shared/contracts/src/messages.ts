/** User-visible texts from the spec, exactly as written there. Shared by the forms and the server. */
export const PRODUCT_NAME = 'Talent Pitch Pro';

export const MESSAGES = {
  signInFailed: 'Sign-in not successful',
  emailRequired: 'Email is required',
  magicLinkSent: "If an account exists with that email address, we've sent you a sign-in link...",
  magicLinkExpiry: 'The link will expire in 15 minutes.',
  magicLinkSendFailed: 'Could not send magic link',
  magicLinkMissing: 'Invalid magic link',
  magicLinkInvalid: 'This magic link is invalid or has expired. Please request a new one.',
  magicSignInFailedTitle: 'Sign-in failed',
  checkYourEmail: 'Check your email',
  forgotPasswordSent: 'Password reset link has been sent to the email',
  forgotPasswordFailed: 'Something went wrong. Please contact us about recovering your account.',
  resetPasswordFailed: 'Error trying to set a password. Please contact us',
  passwordsDoNotMatch: 'Passwords do not match',
  chooseLongerPassword: 'Choose a longer password',
  badSignInInformation: 'Bad sign-in information',
  registrationLookupFailed:
    'Something went wrong while trying to find your account. Your registration code may be invalid. Please contact us.',
  nameRequired: 'Name is required',
  newPasswordMismatch: 'New password and confirmation do not match',
  passwordChanged: 'Password changed.',
  settingsSaved: 'Settings saved',
  accountInactive: 'Account Inactive',
  notFoundTitle: 'Not Found!',
  notFoundBody: 'Something is wrong. The page you are looking for was not found. Sorry.',
  statusFetchFailed:
    'A server error occurred while trying to communicate with the server. If the problem persists, please contact support.',
} as const;

/** Message durations in milliseconds. */
export const MESSAGE_DURATION_MS = {
  signIn: 3000,
  magicLink: 5000,
  /** Password messages show for 1.2 to 1.8 s. */
  password: 1500,
  settingsSaved: 1500,
} as const;

export const TALENT_MESSAGES = {
  influencerNotFoundTitle: 'Creator not found',
  influencerNotFoundBody: 'The requested creator could not be found.',
  noAudienceData: 'Detailed audience data not available for this social account.',
  noAudienceDataShort: 'Detailed audience data not available.',
  noData: 'No data available',
  noCityData: 'No city data available',
  displayTagsLimit: 'You can display up to 4 tags (click existing tags to remove)',
  taglineTooLong: 'Tagline must be less than 30 characters',
  deleteCustomDescription: 'Remove current custom description and use the default?',
  customDescriptionFailed: 'Something is wrong',
  customTaglineFailed: 'Something went wrong',
  noPostsToShow: 'No posts to show',
  noPostsAvailable: 'No posts available',
  resetHiddenPosts: 'Applies to all platforms. Reset?',
  postEditorLoadFailed: 'Error loading profile. Possibly you do not have access to this account...',
  clickForAnalytics: 'Click creator photo for analytics',
} as const;

/** Ours: the one question asked before leaving a page with unsaved edits. */
export const UNSAVED_CHANGES_MESSAGES = {
  title: 'Unsaved Changes',
  confirm: 'You have unsaved changes. Leave this page and lose them?',
  stay: 'Stay on Page',
  leave: 'Leave Page',
} as const;

/** Ours: the campaign tracking table's answer to a save based on an old version (409). */
export const CAMPAIGN_MESSAGES = {
  campaignChangedElsewhere:
    'Someone else saved this campaign table after you opened it. Their changes are kept and your latest edits were not saved. Reload to see the table as it is now.',
} as const;

/** Ours: what editing a sheet's public title from the collection editor does (one public title per sheet). */
export const COLLECTION_EDITOR_MESSAGES = {
  publicTitleEverywhere:
    "This is the sheet's public heading: it changes on every link and collection that shows this sheet.",
} as const;

/** The directory search's texts (docs/product/directory-search.md). */
export const DIRECTORY_MESSAGES = {
  noMatchingResults: 'No Matching Results. Try removing some filters',
} as const;

/** Uploads, requests to the account managers, My Requests (docs/product/requests-and-intake.md). */
export const REQUEST_MESSAGES = {
  /** Ours: the Requests Console refused to anyone but the platform's staff (403). */
  staffOnly: 'Only the platform staff can see and move the requests of every team.',
  uploadFailed: 'Something went wrong with the upload.',
  samePlatformTwice: 'You cannot include the same platform more than once',
  needOneSocial: 'You must include at least one social platform',
  needHandleForEach: 'You must include a handle or URL for each platform',
  /** Ours: the spec requires a display name without giving its text. */
  needDisplayName: 'Please enter a display name',
  addTalentFailed: 'Something went wrong, sorry. Please contact us about adding a creator',
  changeRequestFailed: 'Something went wrong, sorry. Please contact us about adding a creator',
  removalFailed: 'Something went wrong, sorry. Please contact us about removing a creator',
  noData: 'It looks like you are not sending any data with this form. Please fill out at least one field',
  confirmFraming: 'Please confirm the portrait framing before submitting',
  portraitChanged: 'Portrait Changed',
  needContentRequest: 'Please add at least one content request',
  contentNeedsAccount: 'Each content request must be associated with a social account',
  invalidUrl: 'Invalid URL format: {url}',
  needOneUrl: 'Please enter at least one URL',
  /** Ours: the spec's limit of 3 URLs per account, worded. */
  tooManyUrls: 'You can request up to 3 URLs per social account',
  contentFailed: 'Failed to submit request. Please try again.',
  removeFailed: 'Failed to remove creator',
  myRequestsFailed: 'Failed to load your requests. Please try again.',
  caseStudyFailed: 'Something went wrong while submitting the form. Please try again.',
  submitted: 'Submitted',
  /** Ours: cancelling a request that is no longer pending (409). */
  cancelOnlyPending: 'Only a pending request can be cancelled.',
  /** Ours: staff completing or rejecting a request its team cancelled (409). */
  cancelledByTeam: 'The team cancelled this request.',
  /** Ours: the confirmation before a request is cancelled. */
  cancelConfirm: 'Cancel this request? The account managers will not work on it.',
  /** Ours: the cancel call failed. */
  cancelFailed: 'The request could not be cancelled. Please try again.',
  /** Ours: a request id that is not the caller's team's (or does not exist). */
  requestNotFound: 'The request could not be found.',
} as const;

/** Add Talent and New Talent Requests (docs/product/requests-and-intake.md). */
export const ADD_TALENT_MESSAGES = {
  duplicateSocial: 'You already added that account',
  teamHasAccount: 'Your team already has that account: {existing}',
  needSocial: 'You must include at least one social platform',
  needName: 'You must specify a name for the creator',
  maximumRosterReached: 'Maximum Roster Reached',
  noCredits:
    'Sorry, we have to limit the number of accounts you can add automatically. Please contact us about adding more.',
  addFailed: 'Something unexpected went wrong, sorry. Please contact us about adding this creator',
  checkSocialFailed:
    'Something went wrong trying to process that, please review the information and try again, or contact us if the problem persists.',
  tasksLoadFailed: 'Failed to load creator tasks. Please try again.',
  noTasks: 'No talent requests found',
  /** Ours: the error of a task whose handle the social-data provider cannot resolve. */
  accountNotFound: 'We could not find the {platform} account @{handle}.',
  /** Ours: the error of a task whose provider kept failing after every retry. */
  providerFailed: 'The social data could not be fetched. Please contact us about adding this creator.',
  /** Ours: a member who spent the credits their team admin allows them ({cap}). */
  memberCapReached:
    'You have used all {cap} Add Talent credits your team admin allows you this period. Ask a team admin to raise your limit.',
  /** Ours: the title of the Add Talent screen when the member's cap is spent. */
  memberCapTitle: 'Your Add Talent Limit Is Reached',
} as const;

/** Talent Data Authorization (docs/product/requests-and-intake.md). */
export const TALENT_DATA_MESSAGES = {
  noLogins:
    'No logins have been created yet. Please contact us about getting your creators set up with the login links.',
  /** Ours: the public connect page of an unknown or revoked link. */
  linkInvalid: 'This login link is not valid. Please ask your agency for a new one.',
  /** Ours: the public connect page of an expired link. */
  linkExpired: 'This login link has expired. Please ask your agency for a new one.',
  /** Ours: the Rotate link confirmation on the Talent Data screen. */
  confirmRotate:
    'Rotate this login link? The current link stops working at once; send the new link to the creator.',
  rotated: 'The login link was rotated. Send the new link to the creator.',
  /** Ours: the offline provider's question. */
  confirmOwnership: 'I confirm that I own this account',
  connected: 'Connected',
} as const;

/** Analytics texts (docs/product/analytics.md). */
export const ANALYTICS_MESSAGES = {
  title: 'Roster Visits and Profile Clicks',
  noProfileClicks: 'No profile clicks have been recorded yet.',
} as const;
