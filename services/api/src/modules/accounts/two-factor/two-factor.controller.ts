import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  API,
  type RecoveryCodesResponse,
  type SuccessResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { ApiErrors, CsrfProtected, SessionRequired } from '../../../infrastructure/http/openapi.js';
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

  @Endpoint(API.twoFactor.status)
  @ApiOperation({
    summary: "The signed-in user's two-factor sign-in: on or off, required, recovery codes left",
  })
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  @ApiErrors(403)
  status(@CurrentAuth() auth: RequestAuth): Promise<TwoFactorStatusResponse> {
    return this.twoFactor.status(auth);
  }

  @Endpoint(API.twoFactor.setup)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'A new authenticator secret to confirm with its first code (409 while one is on)',
  })
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiErrors(403, 409)
  setup(@CurrentAuth() auth: RequestAuth): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setup(auth);
  }

  @Endpoint(API.twoFactor.confirm)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary:
      "Turns two-factor sign-in on with the app's first code; answers the recovery codes once; ends the other sessions",
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors(400, 403, 409, 429)
  confirm(@Body() body: TwoFactorCodeDto, @CurrentAuth() auth: RequestAuth): Promise<RecoveryCodesResponse> {
    return this.twoFactor.confirm(auth, body);
  }

  @Endpoint(API.twoFactor.regenerateRecoveryCodes)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({
    summary: 'New recovery codes (the old ones stop working); needs a current or recovery code',
  })
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors(400, 403, 409, 429)
  regenerateRecoveryCodes(
    @Body() body: TwoFactorCodeDto,
    @CurrentAuth() auth: RequestAuth,
  ): Promise<RecoveryCodesResponse> {
    return this.twoFactor.regenerateRecoveryCodes(auth, body);
  }

  @Endpoint(API.twoFactor.disable)
  @HttpCode(200)
  @CsrfProtected()
  @ApiOperation({ summary: 'Turns two-factor sign-in off (403 for staff and platform admins); needs a code' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 403, 409, 429)
  disable(@Body() body: TwoFactorCodeDto, @CurrentAuth() auth: RequestAuth): Promise<SuccessResponse> {
    return this.twoFactor.disable(auth, body);
  }
}
