import { Body, Controller, HttpCode, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  API,
  type RegistrationLookupResponse,
  type SignInResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { ApiErrors, CsrfProtected } from '../../../infrastructure/http/openapi.js';
import { Client } from '../auth/decorators.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SessionChange, SessionCookieInterceptor } from '../auth/session-cookie.js';
import {
  AccountRegistrationDto,
  ConfirmAccountDto,
  RegistrationLookupDto,
} from '../dto/account-requests.dto.js';
import { RegistrationLookupResponseDto, SignInResponseDto } from '../dto/account-responses.dto.js';
import { RegistrationInterestService } from '../services/registration-interest.service.js';
import { RegistrationService } from '../services/registration.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

@ApiTags('registration')
@Controller()
@CsrfProtected()
@UseInterceptors(SessionCookieInterceptor)
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly interest: RegistrationInterestService,
  ) {}

  @Endpoint(API.registration.lookup)
  @HttpCode(200)
  @ApiOperation({ summary: 'The invited email address of a registration code' })
  @ApiOkResponse({ type: RegistrationLookupResponseDto })
  @ApiErrors(400, 404)
  lookup(@Body() body: RegistrationLookupDto): Promise<RegistrationLookupResponse> {
    return this.registration.lookup(body.code);
  }

  @Endpoint(API.registration.confirm)
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets the password of an invited account, uses up the code and signs in' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiErrors(400)
  confirm(
    @Body() body: ConfirmAccountDto,
    @Client() client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    return this.registration.confirm(body.code, body.email, body.password, client);
  }

  @Endpoint(API.registration.registerInterest)
  @HttpCode(201)
  @ApiOperation({
    summary:
      'A visitor registers interest in an account; every address gets the same answer (an existing account is told by mail)',
  })
  @ApiCreatedResponse({ type: SuccessDto })
  @ApiErrors(400, 429)
  registerInterest(
    @Body() body: AccountRegistrationDto,
    @Client() client: ClientContext,
  ): Promise<SuccessResponse> {
    return this.interest.register(body, client);
  }
}
