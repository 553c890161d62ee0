import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { SessionCookieInterceptor } from './auth/session-cookie.js';
import { SignedInGuard } from './auth/signed-in.guard.js';
import { PasswordController } from './controllers/password.controller.js';
import { RegistrationController } from './controllers/registration.controller.js';
import { SessionController } from './controllers/session.controller.js';
import { UserConfigurationController } from './controllers/user-configuration.controller.js';
import { InvitationAcceptanceRepository } from './repositories/invitation-acceptance.repository.js';
import { AdminAuditRepository } from './repositories/admin-audit.repository.js';
import { AdminAuditService } from './services/admin-audit.service.js';
import { AuthTokensRepository } from './repositories/auth-tokens.repository.js';
import { RegistrationInterestRepository } from './repositories/registration-interest.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { TeamsRepository } from './repositories/teams.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { AccountHousekeeping } from './services/account-housekeeping.service.js';
import { AccountStatusService } from './services/account-status.service.js';
import { AuthTokenService } from './services/auth-token.service.js';
import { DemoSeedService } from './services/demo-seed.service.js';
import { MailedLinkService } from './services/mailed-link.service.js';
import { PasswordHasher } from './services/password-hasher.service.js';
import { PasswordService } from './services/password.service.js';
import { RegistrationInterestService } from './services/registration-interest.service.js';
import { RegistrationService } from './services/registration.service.js';
import { SessionService } from './services/session.service.js';
import { SignInService } from './services/sign-in.service.js';
import { StatusContributions } from './services/status-contributions.js';
import { UserConfigurationService } from './services/user-configuration.service.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorRepository } from './two-factor/two-factor.repository.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

/**
 * Users, teams and memberships; sessions; sign-in by password and magic link; passwords;
 * invitations and registration interest; personal settings. Later modules import it for
 * SignedInGuard and the session (CurrentUser, CurrentTeam).
 */
@Module({
  imports: [MailModule],
  controllers: [
    SessionController,
    PasswordController,
    RegistrationController,
    UserConfigurationController,
    TwoFactorController,
  ],
  providers: [
    AccountHousekeeping,
    AdminAuditRepository,
    AdminAuditService,
    AccountStatusService,
    AuthTokenService,
    AuthTokensRepository,
    DemoSeedService,
    InvitationAcceptanceRepository,
    MailedLinkService,
    PasswordHasher,
    PasswordService,
    RegistrationInterestRepository,
    RegistrationInterestService,
    RegistrationService,
    SessionCookieInterceptor,
    SessionService,
    SessionsRepository,
    SignedInGuard,
    SignInService,
    StatusContributions,
    TeamsRepository,
    TwoFactorRepository,
    TwoFactorService,
    UserConfigurationService,
    UsersRepository,
  ],
  exports: [
    AdminAuditService,
    SessionService,
    AccountStatusService,
    SignedInGuard,
    RegistrationService,
    DemoSeedService,
    StatusContributions,
    PasswordHasher,
    AuthTokenService,
  ],
})
export class AccountsModule {}
