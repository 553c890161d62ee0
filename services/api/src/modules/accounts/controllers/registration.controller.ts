import { Body, Controller, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { Client } from '../auth/decorators.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SessionCookieInterceptor } from '../auth/session-cookie.js';
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
@UseInterceptors(SessionCookieInterceptor)
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly interest: RegistrationInterestService,
  ) {}

  @Endpoint(API.registration.lookup, {
    summary: 'The invited email address of a registration code',
    ok: RegistrationLookupResponseDto,
    errors: [404],
  })
  lookup(@Body() body: RegistrationLookupDto) {
    return this.registration.lookup(body.code);
  }

  @Endpoint(API.registration.confirm, {
    summary: 'Sets the password of an invited account, uses up the code and signs in',
    ok: SignInResponseDto,
  })
  confirm(@Body() body: ConfirmAccountDto, @Client() client: ClientContext) {
    return this.registration.confirm(body.code, body.email, body.password, client);
  }

  @Endpoint(API.registration.registerInterest, {
    summary:
      'A visitor registers interest in an account; every address gets the same answer (an existing account is told by mail)',
    errors: [429],
    status: 201,
  })
  @ApiCreatedResponse({ type: SuccessDto })
  registerInterest(@Body() body: AccountRegistrationDto, @Client() client: ClientContext) {
    return this.interest.register(body, client);
  }
}
