import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { TalentModule } from '../talent/talent.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { OrganizationController } from './organization.controller.js';
import { OrganizationRepository } from './organization.repository.js';
import { OrganizationService } from './organization.service.js';

/**
 * Manage Organization: contact information, members with removal, invitations. Its own module
 * (beside AccountsModule) because it invalidates the public roster cache of TalentModule, which
 * itself imports AccountsModule.
 */
@Module({
  imports: [AccountsModule, TalentModule, MailModule],
  controllers: [OrganizationController],
  providers: [OrganizationRepository, OrganizationService],
})
export class OrganizationModule {}
