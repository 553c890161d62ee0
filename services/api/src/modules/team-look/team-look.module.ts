import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SheetsModule } from '../sheets/sheets.module.js';
import { TalentModule } from '../talent/talent.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { TeamLookController } from './controllers/team-look.controller.js';
import { TeamLookRepository } from './repositories/team-look.repository.js';
import { TeamLookService } from './services/team-look.service.js';

/** The team's look: set-team-options, the logos, the read of both, rate-card visibility and notices (see README.md). */
@Module({
  imports: [AccountsModule, SheetsModule, TalentModule, UploadsModule],
  controllers: [TeamLookController],
  providers: [TeamLookRepository, TeamLookService],
})
export class TeamLookModule {}
