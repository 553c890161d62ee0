import { Controller, Get, Module, Param, UseGuards } from '@nestjs/common';
import { IdParam } from '../../src/infrastructure/http/id-param.dto.js';
import { AccountsModule } from '../../src/modules/accounts/accounts.module.js';
import { CurrentTeam } from '../../src/modules/accounts/auth/decorators.js';
import type { TeamScope } from '../../src/modules/accounts/auth/request-auth.js';
import { SignedInGuard } from '../../src/modules/accounts/auth/signed-in.guard.js';
import { requireSameTeam } from '../../src/modules/accounts/auth/team-scope.js';

/** Routes that exist only in tests, to exercise the infrastructure: failures, id parameters, team scoping. */
@Controller('api/test-only')
class TestOnlyController {
  @Get('failure')
  fail(): never {
    throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db.internal:5432');
  }

  @Get('teams/:id')
  @UseGuards(SignedInGuard)
  team(@Param() { id }: IdParam, @CurrentTeam() scope: TeamScope): { id: number } {
    return { id: requireSameTeam(scope, { teamId: id }, 'team').teamId };
  }
}

@Module({ imports: [AccountsModule], controllers: [TestOnlyController] })
export class TestRoutesModule {}
