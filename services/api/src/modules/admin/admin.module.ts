import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AdminController } from './controllers/admin.controller.js';
import { AdminRepository } from './repositories/admin.repository.js';
import { AdminService } from './services/admin.service.js';

/**
 * Platform admins and staff: the organization picker (acting as a team), 'Spoof user', the
 * audit log and disabling accounts. Acting-as itself lives in the session (accounts).
 */
@Module({
  imports: [AccountsModule],
  controllers: [AdminController],
  providers: [AdminRepository, AdminService],
})
export class AdminModule {}
