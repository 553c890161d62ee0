import type {
  AdvancedFiltersAiRequest,
  AdvancedFiltersAiResponse,
  SheetHelperRequest,
  SheetHelperResponse,
  SpecialNoteHelperRequest,
  SpecialNoteHelperResponse,
  TagHelperRequest,
  TagHelperResponse,
} from './ai.js';
import type { AddToSheetRequest, AddToSheetResponse, BulkTagsRequest, BulkTagsResponse } from './bulk.js';
import type {
  AnalyticsReportQuery,
  RecentVisitsResponse,
  SheetAnalyticsResponse,
  SheetClicksQuery,
  SheetClicksResponse,
} from './analytics.js';
import type {
  AccountRegistrationRequest,
  ChangePasswordRequest,
  ConfirmAccountRequest,
  EmailRequest,
  MessageResponse,
  RegistrationLookupRequest,
  RegistrationLookupResponse,
  ResetPasswordRequest,
  RecoveryCodesResponse,
  SignInCodeRequest,
  SignInRequest,
  SignInResponse,
  StatusResponse,
  SuccessResponse,
  TwoFactorCodeRequest,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
  UserConfiguration,
  UserConfigurationUpdate,
} from './account.js';
import { endpoint, type None } from './endpoint.js';
import type {
  AccountDisabledRequest,
  ActingResponse,
  AdminSettingsRequest,
  AdminTeamsResponse,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  AuditLogQuery,
  AuditLogResponse,
  FakeIdRequest,
} from './admin.js';
import type { DashboardQuery, DashboardResponse } from './dashboard.js';
import type { DirectoryQuery, DirectoryResponse } from './directory.js';
import type {
  AddInfluencerRequest,
  AddInfluencerResponse,
  AddTalentTasksResponse,
  CheckSocialQuery,
  CheckSocialResponse,
  ConnectAccountRequest,
  CreateInfluencerLoginRequest,
  RotateInfluencerLoginRequest,
  InfluencerLoginResponse,
  InfluencerLoginsResponse,
  TalentConnectPage,
} from './intake.js';
import type { CsrfTokenResponse, HealthResponse, ReadinessResponse } from './errors.js';
import type {
  DismissNoticeRequest,
  SetSheetRateCardsRequest,
  SetTeamLogoRequest,
  SetTeamOptionsRequest,
  SheetRateCardsResponse,
  TeamLookResponse,
  UserNoticesResponse,
} from './team-look.js';
import type {
  ContactInfoRequest,
  Invitation,
  InvitationIdRequest,
  InvitationsResponse,
  InviteRequest,
  OrganizationMember,
  OrganizationMembersResponse,
  RemoveMemberRequest,
  SetCreditCapRequest,
  TeamInfoResponse,
} from './organization.js';
import type { AnalyticsEventRequest } from './analytics-events.js';
import type { CampaignResponse, SaveCampaignRequest, SaveCampaignResponse } from './campaigns.js';
import type {
  CastingCallResponse,
  CastingCallSheetResponse,
  CastingCallsResponse,
  CastingCallSubmitRequest,
  CastingCallSubmitResponse,
  CreateCastingCallRequest,
} from './casting-calls.js';
import type {
  AlterCollectionTitleRequest,
  AlterCollectionTitleResponse,
  CollectionIdRequest,
  CollectionResponse,
  CollectionsQuery,
  CollectionsResponse,
  PublicCollection,
  SaveCollectionRequest,
  SaveCollectionResponse,
} from './collections.js';
import type { FavoritesResponse } from './favorites.js';
import type {
  InfluencerLikeRequest,
  InfluencerLikeResponse,
  InfluencerLikesQuery,
  InfluencerLikesResponse,
} from './likes.js';
import type { PageQuery } from './params.js';
import type {
  ConfirmSheetViewerRequest,
  ConfirmSheetViewerResponse,
  PublicSheetProfileQuery,
  PublicSheetProfileResponse,
  PublicSheetQuery,
  PublicTalentSheet,
  RegisterSheetViewerRequest,
  RegisterSheetViewerResponse,
  TalentSheetResponseFormRequest,
  TalentSheetResponseFormResponse,
} from './public-sheets.js';
import type {
  BasicSheetsResponse,
  ClientResponseRequest,
  ClientResponseResponse,
  CopySheetRequest,
  CopySheetResponse,
  InfluencerSheetsResponse,
  PublicTitleRequest,
  PublicTitleResponse,
  RemoveInfluencerFromSheetsRequest,
  RemoveInfluencerFromSheetsResponse,
  SaveTalentSheetRequest,
  SaveTalentSheetResponse,
  SheetIdRequest,
  TrashedSheetsResponse,
  SheetTypeQuery,
  TalentSheetResponse,
  TalentSheetsQuery,
  TalentSheetsResponse,
} from './sheets.js';
import type { MediaUploadQuery, MediaUploadResponse } from './uploads.js';
import type {
  AdvancedInfluencerSettingsRequest,
  AdvancedInfluencerSettingsResponse,
  CategoriesResponse,
  CustomDescriptionRequest,
  CustomDescriptionResponse,
  DescriptionPreviewRequest,
  DescriptionPreviewResponse,
  CustomTaglineRequest,
  CustomTaglineResponse,
  DisplayTagsResponse,
  InfluencerExtraData,
  InfluencerIdRequest,
  InfluencerLocationRequest,
  InfluencerProfile,
  InfluencerSettingsRequest,
  InfluencerSettingsResponse,
  InfluencerTagsRequest,
  InfluencerTagsResponse,
  PublicProfileResponse,
  PublicRosterResponse,
  RateCardRequest,
  RateCardResponse,
  RosterQuery,
  RosterResponse,
  TeamTagsResponse,
} from './talent.js';
import type {
  CancelRequestBody,
  ContentChangeRequest,
  MyRequestsResponse,
  ReplacePortraitRequest,
  ReplacePortraitResponse,
  ResolveRequestBody,
  StaffRequest,
  StaffRequestsQuery,
  StaffRequestsResponse,
  TalentRequest,
  TalentRequestBody,
  TalentRequestResponse,
} from './requests.js';
import type {
  ContactRequest,
  ContactResponse,
  ConversationActionRequest,
  ConversationIdRequest,
  ConversationMessage,
  ConversationsQuery,
  ConversationsResponse,
  ConversationWithMessages,
  DeleteMessageRequest,
  MarkNotificationReadRequest,
  NewConversationRequest,
  NotificationsQuery,
  NotificationsResponse,
  ReplyRequest,
  BrandReplyRequest,
  BrandReplyThread,
  StartRequestConversationRequest,
  UnreadConversationsResponse,
} from './messaging.js';

/**
 * Every call of the API: method, path, query, body and answer. The browser client takes its
 * routes from here and the server declares its handlers with them (`@Endpoint(API.x.y)`); a
 * server test fails unless the routes Nest serves equal this table.
 */
export const API = {
  platform: {
    csrfToken: endpoint<CsrfTokenResponse>()('GET', '/api/csrf-token'),
    health: endpoint<HealthResponse>()('GET', '/api/health'),
    ready: endpoint<ReadinessResponse>()('GET', '/api/ready'),
  },
  session: {
    status: endpoint<StatusResponse>()('GET', '/api/status'),
    signIn: endpoint<SignInResponse, SignInRequest>()('POST', '/api/user/account/signin'),
    signOut: endpoint<SuccessResponse>()('GET', '/api/user/signout'),
    requestMagicLink: endpoint<MessageResponse, EmailRequest>()(
      'POST',
      '/api/user/account/request-magic-link',
    ),
    verifyMagicLink: endpoint<SignInResponse>()('GET', '/api/user/account/verify-magic-link/:token'),
    /** The pending sign-in's next step (SIGN_IN_CHALLENGE_COOKIE): a mailed or authenticator code. */
    verifySignInCode: endpoint<SignInResponse, SignInCodeRequest>()(
      'POST',
      '/api/user/account/signin/verify',
    ),
    /** At the `totp_setup` step: a new authenticator secret for the pending sign-in. */
    startSignInSetup: endpoint<TwoFactorSetupResponse>()('POST', '/api/user/account/signin/two-factor-setup'),
    /** At the `totp_setup` step: the app's first code turns two-factor sign-in on and signs in. */
    confirmSignInSetup: endpoint<SignInResponse, TwoFactorCodeRequest>()(
      'POST',
      '/api/user/account/signin/two-factor-setup/confirm',
    ),
  },
  /** The signed-in user's own second factor (Settings, Security). */
  twoFactor: {
    status: endpoint<TwoFactorStatusResponse>()('GET', '/api/user/two-factor'),
    setup: endpoint<TwoFactorSetupResponse>()('POST', '/api/user/two-factor/setup'),
    confirm: endpoint<RecoveryCodesResponse, TwoFactorCodeRequest>()('POST', '/api/user/two-factor/confirm'),
    regenerateRecoveryCodes: endpoint<RecoveryCodesResponse, TwoFactorCodeRequest>()(
      'POST',
      '/api/user/two-factor/recovery-codes',
    ),
    disable: endpoint<SuccessResponse, TwoFactorCodeRequest>()('POST', '/api/user/two-factor/disable'),
  },
  password: {
    forgot: endpoint<MessageResponse, EmailRequest>()('POST', '/api/user/account/forgot-password'),
    reset: endpoint<SuccessResponse, ResetPasswordRequest>()('POST', '/api/user/account/reset-password'),
    change: endpoint<SuccessResponse, ChangePasswordRequest>()('POST', '/api/user/account/change-password'),
  },
  registration: {
    lookup: endpoint<RegistrationLookupResponse, RegistrationLookupRequest>()(
      'POST',
      '/api/user/registration',
    ),
    confirm: endpoint<SignInResponse, ConfirmAccountRequest>()('POST', '/api/user/confirm-account'),
    registerInterest: endpoint<SuccessResponse, AccountRegistrationRequest>()(
      'POST',
      '/api/account-registration',
    ),
  },
  userConfiguration: {
    read: endpoint<UserConfiguration>()('GET', '/api/user/configuration'),
    save: endpoint<MessageResponse, UserConfigurationUpdate>()('POST', '/api/user/configuration'),
    markNotificationRead: endpoint<SuccessResponse, MarkNotificationReadRequest>()(
      'POST',
      '/api/user/mark-notification-read',
    ),
    notifications: endpoint<NotificationsResponse, None, NotificationsQuery>()(
      'GET',
      '/api/user/notifications',
    ),
    /** Served by the organization settings (modules/accounts/organization): every member may read it. */
    teamMembers: endpoint<OrganizationMembersResponse>()('GET', '/api/user/team/members'),
  },
  dashboard: {
    /** The home page: brand feedback, views today, Creator Calls closing soon, open requests and tasks, roster changes. */
    get: endpoint<DashboardResponse, None, DashboardQuery>()('GET', '/api/user/dashboard'),
  },
  directory: {
    socialAccounts: endpoint<DirectoryResponse, None, DirectoryQuery>()(
      'GET',
      '/api/directory/social-accounts',
    ),
  },
  talent: {
    roster: endpoint<RosterResponse, None, RosterQuery>()('GET', '/api/user/influencers'),
    profile: endpoint<InfluencerProfile>()('GET', '/api/influencers/profiles/:id'),
    extraData: endpoint<InfluencerExtraData>()('GET', '/api/user/influencers/extra-data/:id'),
    customDescription: endpoint<CustomDescriptionResponse, CustomDescriptionRequest>()(
      'POST',
      '/api/user/talent/custom-description',
    ),
    /** Renders a draft custom description as the profile would; saves nothing. */
    descriptionPreview: endpoint<DescriptionPreviewResponse, DescriptionPreviewRequest>()(
      'POST',
      '/api/user/talent/custom-description/preview',
    ),
    customTagline: endpoint<CustomTaglineResponse, CustomTaglineRequest>()(
      'POST',
      '/api/user/talent/custom-tagline',
    ),
    tags: endpoint<InfluencerTagsResponse, InfluencerTagsRequest>()('POST', '/api/user/influencers/tags'),
    displayTags: endpoint<DisplayTagsResponse, InfluencerTagsRequest>()(
      'POST',
      '/api/user/influencers/display-tags',
    ),
    location: endpoint<SuccessResponse, InfluencerLocationRequest>()(
      'POST',
      '/api/update-influencer-location',
    ),
    advancedSettings: endpoint<AdvancedInfluencerSettingsResponse, AdvancedInfluencerSettingsRequest>()(
      'POST',
      '/api/team/advanced-influencer-settings',
    ),
    settings: endpoint<InfluencerSettingsResponse, InfluencerSettingsRequest>()(
      'POST',
      '/api/team/influencer-settings',
    ),
    rateCard: endpoint<RateCardResponse, RateCardRequest>()('POST', '/api/user/talent/rate-card'),
    removeFromRoster: endpoint<SuccessResponse, InfluencerIdRequest>()(
      'POST',
      '/api/user/team/roster/remove',
    ),
    deleteFromTeam: endpoint<SuccessResponse>()('DELETE', '/api/team/influencer/:id'),
    teamTags: endpoint<TeamTagsResponse>()('GET', '/api/user/team/tags'),
    bulkTags: endpoint<BulkTagsResponse, BulkTagsRequest>()('POST', '/api/user/influencers/bulk-tags'),
    sheetCategories: endpoint<CategoriesResponse>()('GET', '/api/user/team/sheet-categories'),
  },
  publicTalent: {
    roster: endpoint<PublicRosterResponse>()('GET', '/api/team/roster/:teamId'),
    profile: endpoint<PublicProfileResponse>()('GET', '/api/public/profile/:id'),
    teamProfile: endpoint<PublicProfileResponse>()('GET', '/api/public/profile/:id/team/:teamId'),
    categories: endpoint<CategoriesResponse>()('GET', '/api/categories'),
  },
  media: {
    avatar: endpoint<string>()('GET', '/api/media/avatars/:file'),
    post: endpoint<string>()('GET', '/api/media/posts/:file'),
  },
  sheets: {
    basic: endpoint<BasicSheetsResponse>()('GET', '/api/talent-sheets/basic'),
    list: endpoint<TalentSheetsResponse, None, TalentSheetsQuery>()('GET', '/api/talent-sheets'),
    get: endpoint<TalentSheetResponse, None, SheetTypeQuery>()('GET', '/api/talent-sheets/:hashId'),
    save: endpoint<SaveTalentSheetResponse, SaveTalentSheetRequest>()('POST', '/api/user/talent-sheets/save'),
    publicTitle: endpoint<PublicTitleResponse, PublicTitleRequest>()(
      'POST',
      '/api/user/talent-sheets/public-title',
    ),
    copy: endpoint<CopySheetResponse, CopySheetRequest>()('POST', '/api/user/talent-sheets/copy'),
    delete: endpoint<SuccessResponse, SheetIdRequest>()('POST', '/api/user/talent-sheets/delete'),
    trash: endpoint<TrashedSheetsResponse>()('GET', '/api/user/talent-sheets/trash'),
    restore: endpoint<SuccessResponse, SheetIdRequest>()('POST', '/api/user/talent-sheets/restore'),
    deleteForever: endpoint<SuccessResponse, SheetIdRequest>()(
      'POST',
      '/api/user/talent-sheets/delete-forever',
    ),
    removeInfluencer: endpoint<RemoveInfluencerFromSheetsResponse, RemoveInfluencerFromSheetsRequest>()(
      'POST',
      '/api/user/talent-sheets/remove-influencer',
    ),
    clientResponse: endpoint<ClientResponseResponse, ClientResponseRequest>()(
      'POST',
      '/api/user/influencer/talent-sheet/client-response',
    ),
    influencerSheets: endpoint<InfluencerSheetsResponse, None, PageQuery>()(
      'GET',
      '/api/user/influencer/:influencerId/talent-sheets',
    ),
    addInfluencers: endpoint<AddToSheetResponse, AddToSheetRequest>()(
      'POST',
      '/api/user/talent-sheets/add-influencers',
    ),
  },
  campaigns: {
    get: endpoint<CampaignResponse>()('GET', '/api/user/campaign/:id'),
    save: endpoint<SaveCampaignResponse, SaveCampaignRequest>()('POST', '/api/user/campaign/save'),
  },
  castingCalls: {
    list: endpoint<CastingCallsResponse>()('GET', '/api/casting-calls/agency/casting-calls'),
    get: endpoint<CastingCallResponse>()('GET', '/api/casting-calls/agency/:id'),
    response: endpoint<CastingCallSheetResponse>()('GET', '/api/casting-calls/response/:id'),
    submit: endpoint<CastingCallSubmitResponse, CastingCallSubmitRequest>()(
      'POST',
      '/api/user/casting-call-response-submit',
    ),
    create: endpoint<CastingCallResponse, CreateCastingCallRequest>()('POST', '/api/admin/casting-calls'),
    update: endpoint<CastingCallResponse, CreateCastingCallRequest>()('POST', '/api/admin/casting-calls/:id'),
  },
  likes: {
    list: endpoint<InfluencerLikesResponse, None, InfluencerLikesQuery>()(
      'GET',
      '/api/user/influencer-likes',
    ),
    add: endpoint<InfluencerLikeResponse, InfluencerLikeRequest>()('POST', '/api/user/influencer-likes'),
    remove: endpoint<InfluencerLikeResponse, None, InfluencerLikeRequest>()(
      'DELETE',
      '/api/user/influencer-likes',
    ),
    favorites: endpoint<FavoritesResponse, None, PageQuery>()('GET', '/api/search/influencers/favorites'),
  },
  publicSheets: {
    sheet: endpoint<PublicTalentSheet, None, PublicSheetQuery>()('GET', '/api/public/talent-sheets/:hashId'),
    profile: endpoint<PublicSheetProfileResponse, None, PublicSheetProfileQuery>()(
      'GET',
      '/api/public/talent-sheet-profile',
    ),
    registerViewer: endpoint<RegisterSheetViewerResponse, RegisterSheetViewerRequest>()(
      'POST',
      '/api/register-sheet-viewer',
    ),
    confirmViewer: endpoint<ConfirmSheetViewerResponse, ConfirmSheetViewerRequest>()(
      'POST',
      '/api/sheet-viewer/confirm',
    ),
    respond: endpoint<TalentSheetResponseFormResponse, TalentSheetResponseFormRequest>()(
      'POST',
      '/api/talent-sheet-response-form',
    ),
  },
  collections: {
    list: endpoint<CollectionsResponse, None, CollectionsQuery>()('GET', '/api/user/collections'),
    get: endpoint<CollectionResponse>()('GET', '/api/user/collections/:id'),
    save: endpoint<SaveCollectionResponse, SaveCollectionRequest>()('POST', '/api/user/collections/save'),
    alterTitle: endpoint<AlterCollectionTitleResponse, AlterCollectionTitleRequest>()(
      'POST',
      '/api/user/collections/alter-title',
    ),
    delete: endpoint<SuccessResponse, CollectionIdRequest>()('POST', '/api/user/collections/delete'),
  },
  publicCollections: {
    get: endpoint<PublicCollection>()('GET', '/api/public/collections/:id'),
  },
  analytics: {
    record: endpoint<None, AnalyticsEventRequest>()('POST', '/api/analytics'),
    /** The views table, the clicks table and the days of the range. */
    sheets: endpoint<SheetAnalyticsResponse, None, AnalyticsReportQuery>()(
      'GET',
      '/api/user/analytics/sheets',
    ),
    recentVisits: endpoint<RecentVisitsResponse, None, AnalyticsReportQuery>()(
      'GET',
      '/api/user/analytics/recent-visits',
    ),
    sheetClicks: endpoint<SheetClicksResponse, None, SheetClicksQuery>()(
      'GET',
      '/api/user/analytics/sheet-clicks',
    ),
  },
  uploads: {
    mediaUpload: endpoint<MediaUploadResponse, None, MediaUploadQuery>()('GET', '/api/media-upload'),
    file: endpoint<string>()('GET', '/api/uploads/:key'),
  },
  requests: {
    submit: endpoint<TalentRequestResponse, TalentRequestBody>()('POST', '/api/user/request-influencer'),
    mine: endpoint<MyRequestsResponse>()('GET', '/api/user/my-requests'),
    /** A pending request withdrawn by its requester or a team admin. */
    cancel: endpoint<TalentRequest, CancelRequestBody>()('POST', '/api/user/my-requests/cancel'),
    replacePortrait: endpoint<ReplacePortraitResponse, ReplacePortraitRequest>()(
      'POST',
      '/api/user/replace-portrait',
    ),
    contentChange: endpoint<TalentRequestResponse, ContentChangeRequest>()(
      'POST',
      '/api/user/customize-influencer-content',
    ),
  },
  staffRequests: {
    list: endpoint<StaffRequestsResponse, None, StaffRequestsQuery>()('GET', '/api/staff/requests'),
    resolve: endpoint<StaffRequest, ResolveRequestBody>()('POST', '/api/staff/requests/resolve'),
    startConversation: endpoint<StaffRequest, StartRequestConversationRequest>()(
      'POST',
      '/api/staff/requests/start-conversation',
    ),
  },
  messaging: {
    list: endpoint<ConversationsResponse, None, ConversationsQuery>()('GET', '/api/conversations'),
    unread: endpoint<UnreadConversationsResponse>()('GET', '/api/conversations/unread'),
    get: endpoint<ConversationWithMessages>()('GET', '/api/conversations/:id'),
    start: endpoint<ConversationWithMessages, NewConversationRequest>()('POST', '/api/conversations'),
    markRead: endpoint<SuccessResponse, ConversationIdRequest>()('POST', '/api/conversations/mark-read'),
    archive: endpoint<SuccessResponse, ConversationActionRequest>()('POST', '/api/conversations/messages'),
    reply: endpoint<ConversationMessage, ReplyRequest>()('POST', '/api/conversations/reply'),
    deleteMessage: endpoint<SuccessResponse, DeleteMessageRequest>()(
      'POST',
      '/api/conversation/delete-message',
    ),
    contact: endpoint<ContactResponse, ContactRequest>()('POST', '/api/user/contact-tpp'),
    /** Brand conversations: ends every reply link mailed to the brand contact so far. */
    revokeReplyLinks: endpoint<SuccessResponse, ConversationIdRequest>()(
      'POST',
      '/api/conversations/revoke-reply-links',
    ),
  },
  /** A brand contact's personal reply link (no session: the token is the key). */
  brandReply: {
    thread: endpoint<BrandReplyThread>()('GET', '/api/public/brand-reply/:token'),
    answer: endpoint<BrandReplyThread, BrandReplyRequest>()('POST', '/api/public/brand-reply/:token'),
  },
  intake: {
    checkSocial: endpoint<CheckSocialResponse, None, CheckSocialQuery>()('GET', '/api/check-social'),
    addInfluencer: endpoint<AddInfluencerResponse, AddInfluencerRequest>()('POST', '/api/add-influencer'),
    tasks: endpoint<AddTalentTasksResponse>()('GET', '/api/tasks/add-influencer'),
  },
  talentData: {
    logins: endpoint<InfluencerLoginsResponse>()('GET', '/api/team-influencer-logins'),
    createLogin: endpoint<InfluencerLoginResponse, CreateInfluencerLoginRequest>()(
      'POST',
      '/api/team-influencer-logins',
    ),
    /** A new link (new nonce, new expiry): the old link stops working at once. */
    rotateLogin: endpoint<InfluencerLoginResponse, RotateInfluencerLoginRequest>()(
      'POST',
      '/api/team-influencer-logins/rotate',
    ),
    connectPage: endpoint<TalentConnectPage>()('GET', '/api/public/talent-connect/:token'),
    connect: endpoint<TalentConnectPage, ConnectAccountRequest>()(
      'POST',
      '/api/public/talent-connect/:token',
    ),
  },
  /** Manage Organization: contact information, members, invitations. */
  organization: {
    teamInfo: endpoint<TeamInfoResponse>()('GET', '/api/user/team-info'),
    contactInfo: endpoint<TeamInfoResponse, ContactInfoRequest>()('POST', '/api/user/team/contact-info'),
    removeMember: endpoint<SuccessResponse, RemoveMemberRequest>()('POST', '/api/user/team/member/remove'),
    /** A member's Add Talent cap (team admins and admins); null removes it. */
    setCreditCap: endpoint<OrganizationMember, SetCreditCapRequest>()(
      'POST',
      '/api/user/team/member/credit-cap',
    ),
    invitations: endpoint<InvitationsResponse>()('GET', '/api/user/team/invitations'),
    invite: endpoint<Invitation, InviteRequest>()('POST', '/api/user/team/invitations'),
    revokeInvitation: endpoint<SuccessResponse, InvitationIdRequest>()(
      'POST',
      '/api/user/team/invitations/revoke',
    ),
    resendInvitation: endpoint<Invitation, InvitationIdRequest>()(
      'POST',
      '/api/user/team/invitations/resend',
    ),
  },
  /** The team's look: display settings and logos. */
  teamLook: {
    read: endpoint<TeamLookResponse>()('GET', '/api/user/team/look'),
    setOptions: endpoint<TeamLookResponse, SetTeamOptionsRequest>()('POST', '/api/set-team-options'),
    setLogo: endpoint<TeamLookResponse, SetTeamLogoRequest>()('POST', '/api/user/team/logo'),
    sheetRateCards: endpoint<SheetRateCardsResponse>()('GET', '/api/user/talent-sheets/:hashId/rate-cards'),
    setSheetRateCards: endpoint<SheetRateCardsResponse, SetSheetRateCardsRequest>()(
      'POST',
      '/api/user/talent-sheets/rate-cards',
    ),
    notices: endpoint<UserNoticesResponse>()('GET', '/api/user/notices'),
    dismissNotice: endpoint<UserNoticesResponse, DismissNoticeRequest>()('POST', '/api/user/notices/dismiss'),
  },
  admin: {
    teams: endpoint<AdminTeamsResponse>()('GET', '/api/admin/teams'),
    actAsTeam: endpoint<ActingResponse, AdminSettingsRequest>()('POST', '/api/admin/settings'),
    spoofUser: endpoint<ActingResponse, FakeIdRequest>()('POST', '/api/admin/user/settings/fake-id'),
    stopActing: endpoint<ActingResponse>()('POST', '/api/admin/stop-acting'),
    auditLog: endpoint<AuditLogResponse, None, AuditLogQuery>()('GET', '/api/admin/audit-log'),
    users: endpoint<AdminUsersResponse, None, AdminUsersQuery>()('GET', '/api/admin/users'),
    setAccountDisabled: endpoint<AdminUser, AccountDisabledRequest>()(
      'POST',
      '/api/admin/user/account-disabled',
    ),
  },
  /** The AI helpers: offline engine by default, a hosted model by configuration. */
  ai: {
    tagHelper: endpoint<TagHelperResponse, TagHelperRequest>()('POST', '/api/tag-helper'),
    sheetHelper: endpoint<SheetHelperResponse, SheetHelperRequest>()('POST', '/api/sheet-helper'),
    specialNoteHelper: endpoint<SpecialNoteHelperResponse, SpecialNoteHelperRequest>()(
      'POST',
      '/api/special-note-helper',
    ),
    advancedFiltersAi: endpoint<AdvancedFiltersAiResponse, AdvancedFiltersAiRequest>()(
      'POST',
      '/api/advanced-filters-ai',
    ),
  },
} as const;
