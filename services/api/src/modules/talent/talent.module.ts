import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PublicTalentController } from './controllers/public-talent.controller.js';
import { TalentController } from './controllers/talent.controller.js';
import { CustomisationRepository } from './repositories/customisation.repository.js';
import { ProfileRepository } from './repositories/profile.repository.js';
import { PublicRosterRepository } from './repositories/public-roster.repository.js';
import { RosterRepository } from './repositories/roster.repository.js';
import { TeamRepository } from './repositories/team.repository.js';
import { BulkTagsRepository } from './repositories/bulk-tags.repository.js';
import { BulkTagsService } from './services/bulk-tags.service.js';
import { CustomisationService } from './services/customisation.service.js';
import { ProfileService } from './services/profile.service.js';
import { PublicRosterCache } from './services/public-roster-cache.js';
import { PublicRosterService } from './services/public-roster.service.js';
import { PublicTeamService } from './services/public-team.service.js';
import { RosterService } from './services/roster.service.js';

/**
 * Creators, their social accounts and posts, the team rosters with every per-team customisation,
 * the private talent calls and the public roster and profile. Exports PublicRosterCache so other
 * modules invalidate a team's cached public roster after writing to it, the profile and roster
 * readers that shared sheets build on, and PublicTeamService (the public team and its cards).
 * Its repositories are its own: other modules read through these services.
 */
@Module({
  imports: [AccountsModule],
  controllers: [TalentController, PublicTalentController],
  providers: [
    BulkTagsRepository,
    BulkTagsService,
    CustomisationRepository,
    CustomisationService,
    ProfileRepository,
    ProfileService,
    PublicRosterCache,
    PublicRosterRepository,
    PublicRosterService,
    PublicTeamService,
    RosterRepository,
    RosterService,
    TeamRepository,
  ],
  exports: [PublicRosterCache, ProfileService, RosterService, PublicTeamService],
})
export class TalentModule {}
