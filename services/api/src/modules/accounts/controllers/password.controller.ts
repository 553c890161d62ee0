import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { User } from '../accounts.types.js';
import { Client, CurrentSessionId, CurrentUser } from '../auth/decorators.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { ChangePasswordDto, EmailDto, ResetPasswordDto } from '../dto/account-requests.dto.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';
import { MessageResponseDto } from '../dto/account-responses.dto.js';
import { PasswordService } from '../services/password.service.js';

@ApiTags('password')
@Controller()
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  @Endpoint(API.password.forgot, {
    summary:
      'Mails a reset link (valid 1 hour) when the address has an account; the answer is the same either way',
    ok: MessageResponseDto,
    errors: [429],
  })
  forgotPassword(@Body() body: EmailDto, @Client() client: ClientContext) {
    return this.passwords.requestReset(body.email, client);
  }

  @Endpoint(API.password.reset, {
    summary: 'Sets a new password with a reset code; ends every session of the user',
    ok: SuccessDto,
  })
  resetPassword(@Body() body: ResetPasswordDto) {
    return this.passwords.reset(body.code, body.new_password);
  }

  @Endpoint(API.password.change, {
    summary: "Changes the signed-in user's password; ends their other sessions",
    ok: SuccessDto,
  })
  @UseGuards(SignedInGuard)
  @SessionRequired()
  changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
  ) {
    return this.passwords.change(user.id, sessionId, body.old_password, body.new_password);
  }
}
