import { Body, Controller, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import type { RequestAuth } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import { CurrentAuth } from '../current-auth.js';
import {
  AccountDisabledDto,
  AdminSettingsDto,
  AdminUsersQueryDto,
  AuditLogQueryDto,
  FakeIdDto,
} from '../dto/admin-requests.dto.js';
import {
  AdminTeamsResponseDto,
  AdminUserDto,
  AdminUsersResponseDto,
  AuditLogResponseDto,
} from '../dto/admin-responses.dto.js';
import { AdminService } from '../services/admin.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** Platform admins (users.is_admin) and staff (users.is_staff); anyone else gets 403. */
@ApiTags('admin')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Endpoint(API.admin.teams, {
    summary: 'Admins: every organization (id, team_name, is_active) for the organization picker',
    ok: AdminTeamsResponseDto,
  })
  teams(@CurrentAuth() auth: RequestAuth) {
    return this.admin.teams(auth);
  }

  @Endpoint(API.admin.actAsTeam, {
    summary: 'Admins: act as this active team everywhere (the session selects it; the page reloads)',
    description: 'Audited; POST /api/admin/stop-acting returns to the own team.',
    ok: SuccessDto,
    errors: [404],
  })
  actAsTeam(@Body() body: AdminSettingsDto, @CurrentAuth() auth: RequestAuth) {
    return this.admin.actAsTeam(auth, body.team_id);
  }

  @Endpoint(API.admin.spoofUser, {
    summary:
      "Staff: see the app as this user (never another staff member or an admin); the user's own sessions are untouched",
    description: 'Audited; POST /api/admin/stop-acting returns to the own account.',
    ok: SuccessDto,
    errors: [404],
  })
  spoofUser(@Body() body: FakeIdDto, @CurrentAuth() auth: RequestAuth) {
    return this.admin.spoofUser(auth, body.user_id);
  }

  @Endpoint(API.admin.stopActing, {
    summary: 'Ends acting as a team or spoofing a user: back to the own account (audited)',
    ok: SuccessDto,
  })
  stopActing(@CurrentAuth() auth: RequestAuth) {
    return this.admin.stopActing(auth);
  }

  @Endpoint(API.admin.auditLog, {
    summary: 'Admins: the audit log of acting as teams and users, newest first, 50 per page',
    ok: AuditLogResponseDto,
  })
  auditLog(@Query() query: AuditLogQueryDto, @CurrentAuth() auth: RequestAuth) {
    return this.admin.auditLog(auth, query.page);
  }

  @Endpoint(API.admin.users, {
    summary: 'Admins and staff: users by part of their email or name, or by id (50 at most)',
    ok: AdminUsersResponseDto,
  })
  users(@Query() query: AdminUsersQueryDto, @CurrentAuth() auth: RequestAuth) {
    return this.admin.users(auth, query.q);
  }

  @Endpoint(API.admin.setAccountDisabled, {
    summary: 'Admins: disable (they see /account-disabled) or re-enable an account (audited)',
    description:
      "Never one's own account (400 disabling, 403 re-enabling) nor the last active platform admin (409 LAST_ADMIN); " +
      'disabling ends the sessions of the account and every session spoofing it.',
    ok: AdminUserDto,
    errors: [404, 409],
  })
  setAccountDisabled(@Body() body: AccountDisabledDto, @CurrentAuth() auth: RequestAuth) {
    return this.admin.setAccountDisabled(auth, body);
  }
}
