import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { TeamsRepository } from '../repositories/teams.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { PasswordHasher } from './password-hasher.service.js';
import { RegistrationService } from './registration.service.js';

export const DEMO_TEAM_NAME = 'Northstar Talent';
export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_ADMIN_EMAIL = 'demo.admin@northstar.example';
export const DEMO_MEMBER_EMAIL = 'demo.member@northstar.example';
export const DEMO_INVITED_EMAIL = 'invited@northstar.example';

const DEMO_USERS: { email: string; fullName: string; nickname: string; role: TeamRole }[] = [
  { email: DEMO_ADMIN_EMAIL, fullName: 'Avery Stone', nickname: 'Avery', role: 'team_admin' },
  { email: DEMO_MEMBER_EMAIL, fullName: 'Morgan Lee', nickname: 'Morgan', role: 'member' },
];

/** A demo agency on first start with an empty database, so the README's sign-in works. */
@Injectable()
export class DemoSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly registration: RegistrationService,
    @InjectLogger() logger: Logger,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.logger = logger.child({ context: 'DemoSeed' });
  }

  /** Returns true when it seeded; does nothing when any team exists. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.teams.count()) > 0) return false;
    const passwordHash = await this.passwords.hash(DEMO_PASSWORD);
    const seeded = await this.dataSource.transaction(async (tx) => {
      await this.teams.lockForSeeding(tx);
      if ((await this.teams.count(tx)) > 0) return false;
      const teamId = await this.teams.insert(
        {
          name: DEMO_TEAM_NAME,
          settings: {
            pageTheme: null,
            noTalentSheets: false,
            displayTableColor: null,
            displayAccentColor: 'shine-gold',
            displayTalentNameFont: 'neuton',
          },
          contactEmail: 'hello@northstar.example',
          homepage: 'https://northstar.example',
          bio: 'Northstar Talent represents lifestyle, travel and food creators on instagram, tiktok and youtube.',
        },
        tx,
      );
      for (const demo of DEMO_USERS) {
        const userId = await this.users.insert(
          {
            email: demo.email,
            fullName: demo.fullName,
            nickname: demo.nickname,
            passwordHash,
            primaryTeamId: teamId,
          },
          tx,
        );
        await this.teams.insertMembership(userId, teamId, demo.role, tx);
      }
      return true;
    });
    if (!seeded) return false;
    const code = await this.registration.invite(DEMO_INVITED_EMAIL, 'Invited Creator Manager');
    this.logger.info(
      `Seeded the demo agency "${DEMO_TEAM_NAME}"; ${DEMO_INVITED_EMAIL} can confirm the invitation at ${this.config.publicUrl}/new-user-confirm/${code}`,
    );
    return true;
  }
}
