import { Module, type OnModuleInit } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AnalyticsModule } from '../analytics/analytics.module.js';
import { StatusContributions } from '../accounts/services/status-contributions.js';
import { PublicRosterCache } from '../talent/services/public-roster-cache.js';
import { TalentModule } from '../talent/talent.module.js';
import { CampaignsAndCallsController } from './controllers/campaigns-and-calls.controller.js';
import { LikesController } from './controllers/likes.controller.js';
import { PublicSheetsController } from './controllers/public-sheets.controller.js';
import { SheetsController } from './controllers/sheets.controller.js';
import { CampaignRepository } from './repositories/campaign.repository.js';
import { CastingCallRepository } from './repositories/casting-call.repository.js';
import { LikesRepository } from './repositories/likes.repository.js';
import { PublicSheetRepository } from './repositories/public-sheet.repository.js';
import { SheetEntriesRepository } from './repositories/sheet-entries.repository.js';
import { SheetListsRepository } from './repositories/sheet-lists.repository.js';
import { SheetResponsesRepository } from './repositories/sheet-responses.repository.js';
import { SheetRepository } from './repositories/sheet.repository.js';
import { SheetTrashRepository } from './repositories/sheet-trash.repository.js';
import { SheetTrashService } from './services/sheet-trash.service.js';
import { SheetAppendRepository } from './repositories/sheet-append.repository.js';
import { SheetAppendService } from './services/sheet-append.service.js';
import { CampaignService } from './services/campaign.service.js';
import { CastingCallService } from './services/casting-call.service.js';
import { LikesService } from './services/likes.service.js';
import { PublicSheetCache } from './services/public-sheet-cache.js';
import { PublicSheetFastPath } from './services/public-sheet-fast-path.js';
import { PublicSheetService } from './services/public-sheet.service.js';
import { SheetFormsService } from './services/sheet-forms.service.js';
import { SheetQueriesService } from './services/sheet-queries.service.js';
import { SheetService } from './services/sheet.service.js';
import { TeamSheetService } from './services/team-sheet.service.js';

/**
 * Talent, campaign and casting-call response sheets, brand casting calls, likes and favorites,
 * client responses and the brand-facing shared sheet views. Exports PublicSheetCache (other
 * modules invalidate cached public sheets after their writes), PublicSheetService (visibility
 * rules of shared sheets), LikesService (likedBy for the session) and TeamSheetService (a team's
 * sheet by its public id, or 404). Adds favoriteInfluencers
 * (the caller's own likes) to the session document, and drops a team's cached shared sheets
 * whenever its public roster cache is invalidated.
 */
@Module({
  imports: [AccountsModule, TalentModule, MailModule, MessagingModule, AnalyticsModule],
  controllers: [SheetsController, CampaignsAndCallsController, LikesController, PublicSheetsController],
  providers: [
    CampaignRepository,
    CastingCallRepository,
    LikesRepository,
    PublicSheetRepository,
    SheetEntriesRepository,
    SheetListsRepository,
    SheetRepository,
    SheetResponsesRepository,
    SheetTrashRepository,
    SheetTrashService,
    SheetAppendRepository,
    SheetAppendService,
    CampaignService,
    CastingCallService,
    LikesService,
    PublicSheetCache,
    PublicSheetFastPath,
    PublicSheetService,
    SheetFormsService,
    SheetQueriesService,
    SheetService,
    TeamSheetService,
  ],
  exports: [PublicSheetCache, PublicSheetService, LikesService, TeamSheetService],
})
export class SheetsModule implements OnModuleInit {
  constructor(
    private readonly statusContributions: StatusContributions,
    private readonly likes: LikesService,
    private readonly rosterCache: PublicRosterCache,
    private readonly sheetCache: PublicSheetCache,
  ) {}

  onModuleInit(): void {
    // A creator card changed on a team's roster: the team's shared sheets show the same cards.
    this.rosterCache.onInvalidate((teamIds) => this.sheetCache.invalidateTeams(teamIds));
    this.statusContributions.register(async ({ userId, teamId }) => ({
      favoriteInfluencers: await this.likes.likedBy(teamId, userId),
    }));
  }
}
