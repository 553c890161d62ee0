import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PublicTalentController } from './controllers/public-talent.controller.js';
import { TalentController } from './controllers/talent.controller.js';
import { TALENT_ENTITIES } from './entities/index.js';
import { CustomisationService } from './services/customisation.service.js';
import { ProfileService } from './services/profile.service.js';
import { PublicRosterCache } from './services/public-roster-cache.js';
import { PublicRosterService } from './services/public-roster.service.js';
import { RosterService } from './services/roster.service.js';

/**
 * Creators, their social accounts and posts, the team rosters with every per-team customisation,
 * the private talent calls and the public roster and profile. Exports PublicRosterCache so other
 * modules invalidate a team's cached public roster after writing to it, and the profile and roster
 * readers that shared sheets build on.
 */
@Module({
  imports: [TypeOrmModule.forFeature(TALENT_ENTITIES), AccountsModule],
  controllers: [TalentController, PublicTalentController],
  providers: [CustomisationService, ProfileService, PublicRosterCache, PublicRosterService, RosterService],
  exports: [TypeOrmModule, PublicRosterCache, ProfileService, RosterService],
})
export class TalentModule {}
