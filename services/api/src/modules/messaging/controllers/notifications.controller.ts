import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { User } from '../../accounts/accounts.types.js';
import { CurrentTeamIfAny, CurrentUser } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { MarkNotificationReadDto, NotificationsQueryDto } from '../dto/messaging-requests.dto.js';
import { NotificationsResponseDto } from '../dto/messaging-responses.dto.js';
import { NotificationsService } from '../services/notifications.service.js';
import { callerOf } from './caller.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** The header's notifications and the 'New Look' flag. */
@ApiTags('user')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(API.userConfiguration.notifications, {
    summary: "The caller's latest 30 notifications in the team, newest first, and the 'New Look' flag",
    description: 'The header polls it every 10 minutes with only_unread.',
    ok: NotificationsResponseDto,
  })
  list(
    @Query() query: NotificationsQueryDto,
    @CurrentUser() user: User,
    @CurrentTeamIfAny() team: TeamScope | null,
  ) {
    return this.notifications.list(callerOf(user, team), query);
  }

  @Endpoint(API.userConfiguration.markNotificationRead, {
    summary:
      "Marks a notification read (notification_id), all of them (all), or with no body the 'New Look' flag",
    ok: SuccessDto,
    errors: [404],
  })
  markRead(
    @Body() body: MarkNotificationReadDto,
    @CurrentUser() user: User,
    @CurrentTeamIfAny() team: TeamScope | null,
  ) {
    return this.notifications.markRead(callerOf(user, team), body ?? {});
  }
}
