import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { TALENT_ENTITIES } from './entities/index.js';

/**
 * Creators, their social accounts and posts, the team rosters with every per-team customisation,
 * the private talent calls and the public roster and profile.
 */
@Module({
  imports: [TypeOrmModule.forFeature(TALENT_ENTITIES), AccountsModule],
  controllers: [],
  providers: [],
  exports: [TypeOrmModule],
})
export class TalentModule {}
