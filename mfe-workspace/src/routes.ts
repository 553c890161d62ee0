import type { ComponentType } from 'react';
import { AddTalentPage } from './features/add-talent/AddTalentPage';
import { NewTalentRequestsPage } from './features/add-talent/NewTalentRequestsPage';
import { TaggingAssistantPage } from './features/assistants/TaggingAssistantPage';
import { CampaignEditorPage } from './features/sheets/CampaignEditorPage';
import { CampaignsPage } from './features/sheets/CampaignsPage';
import { CampaignTablePage } from './features/campaigns/CampaignTablePage';
import { CollectionEditorPage } from './features/collections/CollectionEditorPage';
import { CollectionsPage } from './features/collections/CollectionsPage';
import { ContactUsPage } from './features/contact/ContactUsPage';
import { AdvancedCreatorCallPage } from './features/sheets/AdvancedCreatorCallPage';
import { CreatorCallResponsePage } from './features/sheets/CreatorCallResponsePage';
import { CreatorCallResponsePreviewPage } from './features/sheets/CreatorCallResponsePreviewPage';
import { CreatorCallsPage } from './features/creator-calls/CreatorCallsPage';
import { FavoritesPage } from './features/favorites/FavoritesPage';
import { MessagesPage } from './features/messages/MessagesPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { CustomDescriptionPage } from './features/custom-description/CustomDescriptionPage';
import { EditPostsPage } from './features/edit-posts/EditPostsPage';
import { EditRateCardPage } from './features/rate-card/EditRateCardPage';
import { EditSheetsPage } from './features/profile/EditSheetsPage';
import { TalentProfilePage } from './features/profile/TalentProfilePage';
import { TagsPage } from './features/tags/TagsPage';
import { TalentRosterPage } from './features/roster/TalentRosterPage';
import { AdvancedEditFiltersPage } from './features/sheets/AdvancedEditFiltersPage';
import { SearchPage } from './features/search/SearchPage';
import { NewSheetDialogPage } from './features/sheets/NewSheetDialogPage';
import { SheetEditorPage } from './features/sheets/SheetEditorPage';
import { TalentSheetsPage } from './features/sheets/TalentSheetsPage';
import { TalentDataPage } from './features/talent-data/TalentDataPage';
import { MyRequestsPage } from './features/talent-requests/MyRequestsPage';
import { RequestDetailPage } from './features/talent-requests/RequestDetailPage';
import { PortraitChangePage } from './features/talent-requests/PortraitChangePage';
import { RequestContentChangePage } from './features/talent-requests/RequestContentChangePage';
import { RequestProfileChangePage } from './features/talent-requests/RequestProfileChangePage';
import { RequestTalentPage } from './features/talent-requests/RequestTalentPage';
import { StaffRequestsPage } from './features/talent-requests/StaffRequestsPage';

export interface WorkspaceRoute {
  /** The same pattern as in REMOTE_ROUTES['mfe-workspace'] (wouter reads ':name?' alike). */
  path: string;
  component: ComponentType;
}

/** Every route mfe-workspace owns, each with its screen. A spec test keeps it equal to REMOTE_ROUTES. */
export const WORKSPACE_ROUTES: readonly WorkspaceRoute[] = [
  { path: '/', component: DashboardPage },
  { path: '/influencers', component: TalentRosterPage },
  { path: '/influencers/tags', component: TagsPage },
  { path: '/influencers/profile/:influencerId/:teamId?', component: TalentProfilePage },
  { path: '/request/portrait-change/:influencerId', component: PortraitChangePage },
  { path: '/request/:influencerId', component: RequestProfileChangePage },
  { path: '/request-content/:influencerId', component: RequestContentChangePage },
  { path: '/talent/:influencerId/edit-posts', component: EditPostsPage },
  { path: '/talent/edit-description/:influencerId', component: CustomDescriptionPage },
  { path: '/talent/edit-sheets/:influencerId', component: EditSheetsPage },
  { path: '/talent/edit-rate-card/:influencerId', component: EditRateCardPage },
  { path: '/talent-sheet-create', component: NewSheetDialogPage },
  { path: '/talent-sheet/:talentSheetId?', component: SheetEditorPage },
  { path: '/talent-sheets', component: TalentSheetsPage },
  { path: '/creator-call-response/preview/:castingCallId', component: CreatorCallResponsePreviewPage },
  { path: '/creator-call-response/:castingCallId', component: CreatorCallResponsePage },
  { path: '/advanced-creator-call/:castingCallId', component: AdvancedCreatorCallPage },
  { path: '/advanced-edit-filters/:talentSheetId', component: AdvancedEditFiltersPage },
  { path: '/campaigns', component: CampaignsPage },
  { path: '/campaign/view/:talentSheetId', component: CampaignTablePage },
  { path: '/campaign/:talentSheetId?', component: CampaignEditorPage },
  { path: '/collections', component: CollectionsPage },
  { path: '/collection/:collectionId?', component: CollectionEditorPage },
  { path: '/contact-tpp', component: ContactUsPage },
  { path: '/request-talent', component: RequestTalentPage },
  { path: '/my-requests', component: MyRequestsPage },
  { path: '/my-requests/:requestId', component: RequestDetailPage },
  { path: '/add-talent', component: AddTalentPage },
  { path: '/add-talent-requests', component: NewTalentRequestsPage },
  { path: '/messages', component: MessagesPage },
  { path: '/favorites', component: FavoritesPage },
  { path: '/creator-calls', component: CreatorCallsPage },
  { path: '/tagging-assistant', component: TaggingAssistantPage },
  { path: '/team-influencer-logins', component: TalentDataPage },
  { path: '/search', component: SearchPage },
  { path: '/staff/requests', component: StaffRequestsPage },
];
