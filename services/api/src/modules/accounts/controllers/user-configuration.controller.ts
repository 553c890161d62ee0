import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { User } from '../accounts.types.js';
import { CurrentUser } from '../auth/decorators.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { UserConfigurationUpdateDto } from '../dto/account-requests.dto.js';
import { MessageResponseDto, UserConfigurationDto } from '../dto/account-responses.dto.js';
import { UserConfigurationService } from '../services/user-configuration.service.js';

@ApiTags('user')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class UserConfigurationController {
  constructor(private readonly configuration: UserConfigurationService) {}

  @Endpoint(API.userConfiguration.read, {
    summary: 'Personal details of the signed-in user',
    ok: UserConfigurationDto,
  })
  read(@CurrentUser() user: User) {
    return this.configuration.read(user);
  }

  @Endpoint(API.userConfiguration.save, {
    summary: 'Saves full name and nickname',
    ok: MessageResponseDto,
  })
  save(@Body() body: UserConfigurationUpdateDto, @CurrentUser() user: User) {
    return this.configuration.save(user.id, body);
  }
}
