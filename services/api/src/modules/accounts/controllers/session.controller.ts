import { Body, Controller, Param, UseInterceptors } from '@nestjs/common';
import { ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { Client } from '../auth/decorators.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SessionCookieInterceptor } from '../auth/session-cookie.js';
import { EmailDto, SignInDto } from '../dto/account-requests.dto.js';
import {
  AnonymousStatusDto,
  MessageResponseDto,
  SignInResponseDto,
  SignInStepResponseDto,
  UserStatusDto,
} from '../dto/account-responses.dto.js';
import { SignInService } from '../services/sign-in.service.js';
import { SignInChallengeToken } from '../two-factor/two-factor.decorators.js';
import { SignInCodeDto, TwoFactorCodeDto, TwoFactorSetupResponseDto } from '../two-factor/two-factor.dto.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** Signed in (the session cookie is set), or a further step is needed (the pending sign-in's cookie is set). */
const SIGN_IN_ANSWER = {
  schema: {
    oneOf: [{ $ref: getSchemaPath(SignInResponseDto) }, { $ref: getSchemaPath(SignInStepResponseDto) }],
  },
};

@ApiTags('session')
@ApiExtraModels(AnonymousStatusDto, UserStatusDto, SignInResponseDto, SignInStepResponseDto)
@Controller()
@UseInterceptors(SessionCookieInterceptor)
export class SessionController {
  constructor(private readonly signIn: SignInService) {}

  @Endpoint(API.session.status, {
    summary: 'The session document: who is signed in, their teams and flags',
    ok: {
      schema: {
        oneOf: [{ $ref: getSchemaPath(AnonymousStatusDto) }, { $ref: getSchemaPath(UserStatusDto) }],
      },
    },
  })
  status(@Client() client: ClientContext) {
    return this.signIn.currentStatus(client);
  }

  @Endpoint(API.session.signIn, {
    summary:
      'Signs in with email and password: a new session cookie, or the further step the account needs (mailed code, authenticator, its set-up)',
    ok: SIGN_IN_ANSWER,
    errors: [401, 429],
  })
  signInWithPassword(@Body() body: SignInDto, @Client() client: ClientContext) {
    return this.signIn.signInWithPassword(body.email, body.password, client);
  }

  @Endpoint(API.session.signOut, {
    summary: 'Ends the session server-side and clears the cookie',
    ok: SuccessDto,
  })
  signOut(@Client() client: ClientContext) {
    return this.signIn.signOut(client);
  }

  @Endpoint(API.session.requestMagicLink, {
    summary: 'Mails a sign-in link when the address has an account; the answer is the same either way',
    ok: MessageResponseDto,
    errors: [429],
  })
  requestMagicLink(@Body() body: EmailDto, @Client() client: ClientContext) {
    return this.signIn.requestMagicLink(body.email, client);
  }

  @Endpoint(API.session.verifyMagicLink, {
    summary:
      'Signs in with a mailed link (single use, 15 minutes): a session, or the authenticator step for accounts with one (staff and admins always)',
    ok: SIGN_IN_ANSWER,
    errors: [400],
  })
  verifyMagicLink(@Param('token') token: string, @Client() client: ClientContext) {
    return this.signIn.signInWithMagicLink(token, client);
  }

  @Endpoint(API.session.verifySignInCode, {
    summary:
      "The pending sign-in's step: the mailed code, or the authenticator's code or a recovery code; a session, or the next step",
    ok: SIGN_IN_ANSWER,
    errors: [401, 429],
  })
  verifySignInCode(
    @Body() body: SignInCodeDto,
    @SignInChallengeToken() challenge: string | null,
    @Client() client: ClientContext,
  ) {
    return this.signIn.verifyCode(challenge, body, client);
  }

  @Endpoint(API.session.startSignInSetup, {
    summary: 'At the totp_setup step: a new authenticator secret for the pending sign-in',
    ok: TwoFactorSetupResponseDto,
    errors: [401],
  })
  startSignInSetup(@SignInChallengeToken() challenge: string | null) {
    return this.signIn.startSetup(challenge);
  }

  @Endpoint(API.session.confirmSignInSetup, {
    summary:
      "At the totp_setup step: the app's first code turns two-factor sign-in on (recovery codes answered once) and signs in",
    ok: SignInResponseDto,
    errors: [401, 429],
  })
  confirmSignInSetup(
    @Body() body: TwoFactorCodeDto,
    @SignInChallengeToken() challenge: string | null,
    @Client() client: ClientContext,
  ) {
    return this.signIn.confirmSetup(challenge, body, client);
  }
}
