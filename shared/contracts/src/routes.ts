import type { RemoteName } from './remotes.js';

/**
 * Route ownership. The API serves these in /remotes.json; a deployment may move a
 * remote to another origin (its manifest URL) without touching this table or rebuilding the shell.
 */
export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  'mfe-public': [
    '/public/*',
    '/signin',
    '/login',
    '/request-magic-link',
    '/magic-signin/:token?',
    '/forgot-password',
    '/reset-password/:resetCode',
    '/new-user-confirm/:registrationCode',
    '/account-disabled',
    '/sign-up',
    '/loading',
    '/dummy-form/:influencerId',
    '/add-case-study/:influencerId',
  ],
  'mfe-workspace': [
    '/',
    '/influencers',
    '/influencers/tags',
    '/influencers/profile/:influencerId/:teamId?',
    '/request/portrait-change/:influencerId',
    '/request/:influencerId',
    '/request-content/:influencerId',
    '/talent/:influencerId/edit-posts',
    '/talent/edit-description/:influencerId',
    '/talent/edit-sheets/:influencerId',
    '/talent/edit-rate-card/:influencerId',
    '/talent-sheet-create',
    '/talent-sheet/:talentSheetId?',
    '/talent-sheets',
    '/creator-call-response/preview/:castingCallId',
    '/creator-call-response/:castingCallId',
    '/advanced-creator-call/:castingCallId',
    '/advanced-edit-filters/:talentSheetId',
    '/campaigns',
    '/campaign/view/:talentSheetId',
    '/campaign/:talentSheetId?',
    '/collections',
    '/collection/:collectionId?',
    '/contact-tpp',
    '/request-talent',
    '/my-requests',
    '/my-requests/:requestId',
    '/add-talent',
    '/add-talent-requests',
    '/messages',
    '/favorites',
    '/creator-calls',
    '/tagging-assistant',
    '/team-influencer-logins',
    '/search',
    '/staff/requests',
  ],
  'mfe-settings': ['/configure', '/configure/audit-log', '/configure/creator-calls'],
  'mfe-analytics': ['/talent-sheets/statistics', '/talent-sheets/statistics/:sheetId'],
};

export const REMOTE_LABELS: Record<RemoteName, string> = {
  'mfe-public': 'The public area',
  'mfe-workspace': 'The workspace',
  'mfe-settings': 'Settings',
  'mfe-analytics': 'Statistics',
};

/** Routes anyone may open without signing in (everything mfe-public owns). */
export const PUBLIC_ROUTES = REMOTE_ROUTES['mfe-public'];

/** Sign-in pages that send a signed-in user to '/' (spec: 'redirects to / if already signed in'). */
export const SIGNED_OUT_ONLY_ROUTES: readonly string[] = [
  '/signin',
  '/login',
  '/request-magic-link',
  '/forgot-password',
  '/sign-up',
];
