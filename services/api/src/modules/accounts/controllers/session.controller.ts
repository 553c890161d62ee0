import { Body, Controller, HttpCode, Param, UseInterceptors } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import {
  API,
  type MessageResponse,
  type SignInResponse,
  type StatusResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { ApiErrors, CsrfProtected } from '../../../infrastructure/http/openapi.js';
import { Client } from '../auth/decorators.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SessionChange, SessionCookieInterceptor } from '../auth/session-cookie.js';
import { EmailDto, SignInDto } from '../dto/account-requests.dto.js';
import {
  AnonymousStatusDto,
  MessageResponseDto,
  SignInResponseDto,
  SuccessResponseDto,
  UserStatusDto,
} from '../dto/account-responses.dto.js';
import { SignInService } from '../services/sign-in.service.js';

@ApiTags('session')
@ApiExtraModels(AnonymousStatusDto, UserStatusDto)
@Controller()
@UseInterceptors(SessionCookieInterceptor)
export class SessionController {
  constructor(private readonly signIn: SignInService) {}

  @Endpoint(API.session.status)
  @ApiOperation({ summary: 'The session document: who is signed in, their teams and flags' })
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(AnonymousStatusDto) }, { $ref: getSchemaPath(UserStatusDto) }] },
  })
  status(@Client() client: ClientContext): Promise<StatusResponse> {
    return this.signIn.currentStatus(client);
  }

  @Endpoint(API.session.signIn)
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs in with email and password; sets a new session cookie' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiErrors(400, 401, 429)
  @CsrfProtected()
  signInWithPassword(
    @Body() body: SignInDto,
    @Client() client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    return this.signIn.signInWithPassword(body.email, body.password, client);
  }

  @Endpoint(API.session.signOut)
  @ApiOperation({ summary: 'Ends the session server-side and clears the cookie' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @CsrfProtected()
  signOut(@Client() client: ClientContext): Promise<SessionChange<SuccessResponse>> {
    return this.signIn.signOut(client);
  }

  @Endpoint(API.session.requestMagicLink)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mails a sign-in link when the address has an account; the answer is the same either way',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 429)
  @CsrfProtected()
  requestMagicLink(@Body() body: EmailDto, @Client() client: ClientContext): Promise<MessageResponse> {
    return this.signIn.requestMagicLink(body.email, client);
  }

  @Endpoint(API.session.verifyMagicLink)
  @ApiOperation({ summary: 'Signs in with a mailed link (single use, 15 minutes)' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiErrors(400)
  verifyMagicLink(
    @Param('token') token: string,
    @Client() client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    return this.signIn.signInWithMagicLink(token, client);
  }
}
