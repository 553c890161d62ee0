import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AI_DESCRIPTION_MIN,
  AI_MESSAGES,
  AI_SEARCH_LIMIT,
  AI_SHEET_SUGGESTIONS_MAX,
  AI_TAG_SUGGESTIONS_MAX,
  API,
} from '@tpp/contracts';
import { Endpoint } from '../../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../../infrastructure/http/openapi.js';
import { CurrentTeam } from '../../accounts/auth/decorators.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { SignedInGuard } from '../../accounts/auth/signed-in.guard.js';
import {
  AdvancedFiltersAiDto,
  SheetHelperDto,
  SpecialNoteHelperDto,
  TagHelperDto,
} from '../dto/ai-requests.dto.js';
import {
  AdvancedFiltersAiResponseDto,
  SheetHelperResponseDto,
  SpecialNoteHelperResponseDto,
  TagHelperResponseDto,
} from '../dto/ai-responses.dto.js';
import { AiHelpersService } from '../services/ai-helpers.service.js';

const SHARED =
  'Works offline by default (a rule engine over the real data); a hosted model by configuration, whose answer is checked and falls back to the engine. ' +
  'Rate-limited per team (429); answers are cached per team, input and roster version.';
const BRIEF_RULE = `A description under ${AI_DESCRIPTION_MIN} characters answers 400 naming description: '${AI_MESSAGES.descriptionTooShort}'.`;

/** The AI helpers of the workspace (modules/ai/README.md). Every member may use them. */
@ApiTags('ai')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class AiController {
  constructor(private readonly helpers: AiHelpersService) {}

  @Endpoint(API.ai.tagHelper, {
    summary: 'Suggested tags for a creator description, each with the words it was read from',
    description: `${SHARED} Tags come from the master list and the team's own tags, at most ${AI_TAG_SUGGESTIONS_MAX}. With influencer_id (the team's creator, else 404) the recorded location counts and tags it already has are marked.`,
    ok: TagHelperResponseDto,
    errors: [404, 429],
  })
  tagHelper(@Body() body: TagHelperDto, @CurrentTeam() team: TeamScope) {
    return this.helpers.tagHelper(team, body);
  }

  @Endpoint(API.ai.sheetHelper, {
    summary: "Creators of the team's roster for a campaign brief, each with an explanation",
    description: `${SHARED} ${BRIEF_RULE} The brief's stated constraints are hard filters unless no creator meets them (brief.relaxed says which was dropped); at most ${AI_SHEET_SUGGESTIONS_MAX}; included creators are never suggested.`,
    ok: SheetHelperResponseDto,
    errors: [429],
  })
  sheetHelper(@Body() body: SheetHelperDto, @CurrentTeam() team: TeamScope) {
    return this.helpers.sheetHelper(team, body);
  }

  @Endpoint(API.ai.specialNoteHelper, {
    summary: 'A pitch note for one creator and a brief, from the creator’s data',
    description: `${SHARED} ${BRIEF_RULE} A creator not of the team answers 404.`,
    ok: SpecialNoteHelperResponseDto,
    errors: [404, 429],
  })
  specialNote(@Body() body: SpecialNoteHelperDto, @CurrentTeam() team: TeamScope) {
    return this.helpers.specialNote(team, body);
  }

  @Endpoint(API.ai.advancedFiltersAi, {
    summary: 'The directory’s matches for the filters, ranked by fit to the brief, each with an explanation',
    description: `${SHARED} ${BRIEF_RULE} The brief fills the filters left open (relaxed when nothing matches); at most ${AI_SEARCH_LIMIT} accounts; included creators are left out; another team_id answers 404.`,
    ok: AdvancedFiltersAiResponseDto,
    errors: [404, 429],
  })
  advancedFiltersAi(@Body() body: AdvancedFiltersAiDto, @CurrentTeam() team: TeamScope) {
    return this.helpers.advancedSearch(team, body);
  }
}
