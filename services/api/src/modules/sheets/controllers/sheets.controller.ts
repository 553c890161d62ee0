import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  ClientResponseDto,
  CopySheetDto,
  InfluencerIdParam,
  PageQueryDto,
  PublicTitleDto,
  RemoveInfluencerDto,
  SaveTalentSheetDto,
  SheetIdDto,
  SheetTypeQueryDto,
  TalentSheetsQueryDto,
} from '../dto/sheet-requests.dto.js';
import {
  BasicSheetsResponseDto,
  ClientResponseResponseDto,
  CopySheetResponseDto,
  InfluencerSheetsResponseDto,
  PublicTitleResponseDto,
  RemoveInfluencerResponseDto,
  SaveTalentSheetResponseDto,
  TalentSheetResponseDto,
  TalentSheetsResponseDto,
  TrashedSheetsResponseDto,
} from '../dto/sheet-responses.dto.js';
import { AddToSheetDto, AddToSheetResponseDto } from '../dto/add-to-sheet.dto.js';
import { SheetAppendService } from '../services/sheet-append.service.js';
import { SheetQueriesService } from '../services/sheet-queries.service.js';
import { SheetService } from '../services/sheet.service.js';
import { SheetTrashService } from '../services/sheet-trash.service.js';
import { SuccessDto } from '../../../infrastructure/http/success.dto.js';

/**
 * The signed-in team's sheets. Every call is scoped to the caller's team: another team's sheet
 * answers 404 exactly like a missing one.
 */
@ApiTags('sheets')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class SheetsController {
  constructor(
    private readonly sheets: SheetService,
    private readonly queries: SheetQueriesService,
    private readonly append: SheetAppendService,
    private readonly trash: SheetTrashService,
  ) {}

  @Endpoint(API.sheets.basic, {
    summary: 'Every sheet of the team (id, titles, type, creator count), newest first, for pickers',
    ok: BasicSheetsResponseDto,
  })
  basic(@CurrentTeam() team: TeamScope) {
    return this.queries.basic(team);
  }

  @Endpoint(API.sheets.list, {
    summary:
      "The team's sheets of one type (default talent), last edited first: pages (default 80, at most 1000), only_mine, title filter above 2 characters, hash_ids",
    ok: TalentSheetsResponseDto,
  })
  list(@Query() query: TalentSheetsQueryDto, @CurrentTeam() team: TeamScope) {
    return this.queries.list(team, query);
  }

  @Endpoint(API.sheets.get, {
    summary: 'One sheet with its creators in order, notes, client answers and likes',
    ok: TalentSheetResponseDto,
    errors: [404],
  })
  @ApiParam({ name: 'hashId', description: 'The sheet id' })
  get(@Param('hashId') hashId: string, @Query() query: SheetTypeQueryDto, @CurrentTeam() team: TeamScope) {
    return this.queries.get(team, hashId, query.sheet_type);
  }

  @Endpoint(API.sheets.save, {
    summary:
      'Creates (no sheet_id) or replaces a sheet: title, public title, creators in order with notes. An edit carries the version it was based on; a stale one answers 409 SHEET_CHANGED',
    ok: SaveTalentSheetResponseDto,
    errors: [404, 409],
  })
  save(@Body() body: SaveTalentSheetDto, @CurrentTeam() team: TeamScope) {
    return this.sheets.save(team, body);
  }

  @Endpoint(API.sheets.publicTitle, {
    summary: 'Sets the public title (null or blank clears it)',
    ok: PublicTitleResponseDto,
    errors: [404, 409],
  })
  publicTitle(@Body() body: PublicTitleDto, @CurrentTeam() team: TeamScope) {
    return this.sheets.publicTitle(team, body);
  }

  @Endpoint(API.sheets.copy, {
    summary: 'Copies a sheet (creators and notes) to a new talent sheet with the given title',
    ok: CopySheetResponseDto,
    errors: [404],
  })
  copy(@Body() body: CopySheetDto, @CurrentTeam() team: TeamScope) {
    return this.sheets.copy(team, body);
  }

  @Endpoint(API.sheets.delete, {
    summary: "Moves a sheet to the team's trash for 30 days (its owner or a team admin only)",
    description:
      'Its public links then answer 404 SHEET_UNAVAILABLE; it leaves the lists and its collections until restored. Anyone else gets 403.',
    ok: SuccessDto,
    errors: [404],
  })
  delete(@Body() body: SheetIdDto, @CurrentTeam() team: TeamScope) {
    return this.trash.delete(team, body.sheet_id);
  }

  @Endpoint(API.sheets.trash, {
    summary:
      "The team's deleted sheets, most recently deleted first, with who deleted them and the days left",
    ok: TrashedSheetsResponseDto,
  })
  trashList(@CurrentTeam() team: TeamScope) {
    return this.trash.list(team);
  }

  @Endpoint(API.sheets.restore, {
    summary: 'Takes a sheet out of the trash, back in its collections (its owner or a team admin only)',
    description:
      'Anyone else gets 403. A creator call response cannot be restored while the team has a newer response to that call (409).',
    ok: SuccessDto,
    errors: [404, 409],
  })
  restore(@Body() body: SheetIdDto, @CurrentTeam() team: TeamScope) {
    return this.trash.restore(team, body.sheet_id);
  }

  @Endpoint(API.sheets.deleteForever, {
    summary: 'Deletes a sheet of the trash for good (its owner or a team admin only); its statistics stay',
    description: 'Only a sheet in the trash (404 otherwise). Anyone else gets 403.',
    ok: SuccessDto,
    errors: [404],
  })
  deleteForever(@Body() body: SheetIdDto, @CurrentTeam() team: TeamScope) {
    return this.trash.deleteForever(team, body.sheet_id);
  }

  @Endpoint(API.sheets.removeInfluencer, {
    summary: "Removes a creator from the given sheets of the team (other teams' ids are ignored)",
    ok: RemoveInfluencerResponseDto,
  })
  removeInfluencer(@Body() body: RemoveInfluencerDto, @CurrentTeam() team: TeamScope) {
    return this.sheets.removeInfluencer(team, body);
  }

  @Endpoint(API.sheets.clientResponse, {
    summary: "Records the client's answer for a creator on a sheet: client_accepted or client_note",
    ok: ClientResponseResponseDto,
    errors: [404],
  })
  clientResponse(@Body() body: ClientResponseDto, @CurrentTeam() team: TeamScope) {
    return this.sheets.clientResponse(team, body);
  }

  @Endpoint(API.sheets.influencerSheets, {
    summary: "The team's sheets a creator is on, newest first, 80 per page, with the client answers",
    ok: InfluencerSheetsResponseDto,
    errors: [404],
  })
  influencerSheets(
    @Param() { influencerId }: InfluencerIdParam,
    @Query() query: PageQueryDto,
    @CurrentTeam() team: TeamScope,
  ) {
    return this.queries.influencerSheets(team, influencerId, query);
  }

  @Endpoint(API.sheets.addInfluencers, {
    summary: 'Adds up to 500 creators at the end of a talent sheet of the team, or of a new one',
    description:
      "Send sheet_id (one of the team's talent sheets; another team's answers 404) or new_sheet_title. Creators already on the sheet are skipped; those that do not fit the sheet's limit are counted in not_added. Directory creators become pitched creators of the team. A creator id that does not exist answers 400 naming influencer_ids and nothing is written.",
    ok: AddToSheetResponseDto,
    errors: [404],
  })
  addInfluencers(@Body() body: AddToSheetDto, @CurrentTeam() team: TeamScope) {
    return this.append.add(team, body);
  }
}
