import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { CurrentAuth } from './two-factor.decorators.js';
import {
  RecoveryCodesResponseDto,
  TwoFactorCodeDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusResponseDto,
} from './two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** The signed-in user's own second factor (Settings, Security); never while acting as someone. */
@ApiTags('user')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Endpoint(API.twoFactor.status, {
    summary: "The signed-in user's two-factor sign-in: on or off, required, recovery codes left",
    ok: TwoFactorStatusResponseDto,
  })
  status(@CurrentAuth() auth: RequestAuth) {
    return this.twoFactor.status(auth);
  }

  @Endpoint(API.twoFactor.setup, {
    summary: 'A new authenticator secret to confirm with its first code (409 while one is on)',
    ok: TwoFactorSetupResponseDto,
    errors: [409],
  })
  setup(@CurrentAuth() auth: RequestAuth) {
    return this.twoFactor.setup(auth);
  }

  @Endpoint(API.twoFactor.confirm, {
    summary:
      "Turns two-factor sign-in on with the app's first code; answers the recovery codes once; ends the other sessions",
    ok: RecoveryCodesResponseDto,
    errors: [409, 429],
  })
  confirm(@Body() body: TwoFactorCodeDto, @CurrentAuth() auth: RequestAuth) {
    return this.twoFactor.confirm(auth, body);
  }

  @Endpoint(API.twoFactor.regenerateRecoveryCodes, {
    summary: 'New recovery codes (the old ones stop working); needs a current or recovery code',
    ok: RecoveryCodesResponseDto,
    errors: [409, 429],
  })
  regenerateRecoveryCodes(@Body() body: TwoFactorCodeDto, @CurrentAuth() auth: RequestAuth) {
    return this.twoFactor.regenerateRecoveryCodes(auth, body);
  }

  @Endpoint(API.twoFactor.disable, {
    summary: 'Turns two-factor sign-in off (403 for staff and platform admins); needs a code',
    ok: SuccessDto,
    errors: [409, 429],
  })
  disable(@Body() body: TwoFactorCodeDto, @CurrentAuth() auth: RequestAuth) {
    return this.twoFactor.disable(auth, body);
  }
}
