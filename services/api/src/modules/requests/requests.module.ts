import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { IntakeModule } from '../intake/intake.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { TalentModule } from '../talent/talent.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { RequestsController } from './controllers/requests.controller.js';
import { StaffRequestsController } from './controllers/staff-requests.controller.js';
import { RequestsRepository } from './repositories/requests.repository.js';
import { RequestsService } from './services/requests.service.js';
import { StaffRequestsService } from './services/staff-requests.service.js';

/**
 * Requests to the team's account managers (see README.md): add talent, profile change, content
 * change, case study, the portrait replacement, My Requests and the staff console.
 */
@Module({
  imports: [AccountsModule, TalentModule, UploadsModule, MessagingModule, IntakeModule],
  controllers: [RequestsController, StaffRequestsController],
  providers: [RequestsRepository, RequestsService, StaffRequestsService],
})
export class RequestsModule {}
