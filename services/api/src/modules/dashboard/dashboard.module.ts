import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { DashboardController } from './controllers/dashboard.controller.js';
import { DashboardRepository } from './repositories/dashboard.repository.js';
import { DashboardService } from './services/dashboard.service.js';

/** The home page of a signed-in team member (see README.md). */
@Module({
  imports: [AccountsModule],
  controllers: [DashboardController],
  providers: [DashboardRepository, DashboardService],
})
export class DashboardModule {}
