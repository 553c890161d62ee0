import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { OrganizationController } from './organization.controller.js';
import { OrganizationRepository } from './organization.repository.js';
import { OrganizationService } from './organization.service.js';

/**
 * Manage Organization: contact information, members with removal, invitations. Its own module
 * beside AccountsModule; it depends on AccountsModule and infrastructure only. A contact change is
 * announced through TeamPublicDataEvents, which the public roster cache of TalentModule hears.
 */
@Module({
  imports: [AccountsModule, MailModule],
  controllers: [OrganizationController],
  providers: [OrganizationRepository, OrganizationService],
})
export class OrganizationModule {}
