import { Body, Controller, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { CachedJsonEndpoint, Endpoint } from '../../../infrastructure/http/endpoint.js';
import { Client } from '../../accounts/auth/decorators.js';
import type { ClientContext } from '../../accounts/auth/request-auth.js';
import { ViewerJar, type ViewerCookieJar } from '../../analytics/services/viewer-ids.service.js';
import {
  ConfirmSheetViewerDto,
  PublicSheetProfileQueryDto,
  PublicSheetQueryDto,
  RegisterSheetViewerDto,
  TalentSheetResponseFormDto,
} from '../dto/sheet-requests.dto.js';
import {
  ConfirmSheetViewerResponseDto,
  PublicSheetProfileResponseDto,
  PublicTalentSheetDto,
} from '../dto/sheet-responses.dto.js';
import { PublicSheetService, type SheetVisitor } from '../services/public-sheet.service.js';
import { SheetFormsService } from '../services/sheet-forms.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/** The visitor of a request: its viewer cookie and session token (both checked by the service). */
function visitorOf(client: ClientContext, jar: ViewerCookieJar): SheetVisitor {
  return { viewerCookie: jar.value, sessionToken: client.sessionToken };
}

/**
 * Brand-facing sheet answers: no session. A sheet behind the registration gate sends its creators
 * only to a browser that passed that sheet's gate (or a signed-in member of its team).
 * Unsubmitted creator call responses are never public.
 * The two forms are rate-limited per client IP (429 with Retry-After).
 */
@ApiTags('public')
@Controller()
export class PublicSheetsController {
  constructor(
    private readonly sheets: PublicSheetService,
    private readonly forms: SheetFormsService,
  ) {}

  @CachedJsonEndpoint(API.publicSheets.sheet, {
    summary:
      'A shared sheet: team fields, display settings, one page of creator cards (default 15, at most 1000) with notes (cached, ETag). ' +
      'Behind the registration gate, a browser that has not passed it gets withheld: true and no creator (Cache-Control: private)',
    ok: PublicTalentSheetDto,
    errors: [404],
  })
  @ApiParam({ name: 'hashId', description: 'The sheet id' })
  async sheet(
    @Param('hashId') hashId: string,
    @Query() query: PublicSheetQueryDto,
    @Headers() headers: IncomingHttpHeaders,
    @Client() client: ClientContext,
    @ViewerJar() jar: ViewerCookieJar,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { answer, perVisitor } = await this.sheets.page(hashId, query, visitorOf(client, jar));
    await sendCachedJson(reply, answer, headers, { perVisitor });
  }

  @Endpoint(API.publicSheets.profile, {
    summary:
      "A creator's public profile as the sheet's team shows it, with the sheet note " +
      '(403 REGISTRATION_REQUIRED behind a registration gate this browser has not passed)',
    ok: PublicSheetProfileResponseDto,
    errors: [403, 404],
  })
  profile(
    @Query() query: PublicSheetProfileQueryDto,
    @Client() client: ClientContext,
    @ViewerJar() jar: ViewerCookieJar,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Behind the gate the answer depends on the visitor's cookies: no cache may keep it.
    reply.header('cache-control', 'no-store').header('vary', 'cookie');
    return this.sheets.profile(query, visitorOf(client, jar));
  }

  @Endpoint(API.publicSheets.registerViewer, {
    summary:
      "Registration gate: stores the viewer, grants this browser (tpp_viewer cookie, set when missing) the sheet's creators " +
      'and mails a signed link that confirms the address (fixed subject; rate-limited per IP and to ' +
      'GATE_MAILS_PER_ADDRESS_PER_HOUR mails per recipient)',
    ok: SuccessDto,
    errors: [404, 429],
  })
  registerViewer(
    @Body() body: RegisterSheetViewerDto,
    @Client() client: ClientContext,
    @ViewerJar() jar: ViewerCookieJar,
  ) {
    return this.forms.registerViewer(body, client, jar);
  }

  @Endpoint(API.publicSheets.confirmViewer, {
    summary:
      "The gate link's landing: this browser's viewer (tpp_viewer cookie, set when missing) becomes verified " +
      "for the mailed address and is granted the sheet's creators; answers the address and the sheet to continue to",
    ok: ConfirmSheetViewerResponseDto,
    errors: [429],
  })
  confirmViewer(
    @Body() body: ConfirmSheetViewerDto,
    @Client() client: ClientContext,
    @ViewerJar() jar: ViewerCookieJar,
  ) {
    return this.forms.confirmViewer(body, client, jar);
  }

  @Endpoint(API.publicSheets.respond, {
    summary:
      'The brand response form: liked creators, comments, responder name and email (either spelling); mails the team (rate-limited per IP). ' +
      '403 REGISTRATION_REQUIRED behind a registration gate this browser has not passed',
    ok: SuccessDto,
    errors: [403, 404, 429],
  })
  respond(
    @Body() body: TalentSheetResponseFormDto,
    @Client() client: ClientContext,
    @ViewerJar() jar: ViewerCookieJar,
  ) {
    return this.forms.respond(body, client, visitorOf(client, jar));
  }
}
