import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

/**
 * Lints `code` with the repository's eslint.config.mjs as if it were the file `file` (relative to
 * src/modules), the way a planted file there would be linted; answers the boundary rule's messages.
 */
function lintAs(file: string, code: string): Promise<LintMessage[]> {
  const filePath = path.join(here, file);
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/eslint/bin/eslint.js'),
        '--stdin',
        '--stdin-filename',
        filePath,
        '--format',
        'json',
      ],
      { cwd: repoRoot, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => {
        // eslint exits 1 when it reports errors; only a run without JSON output is a failure.
        try {
          const [result] = JSON.parse(stdout) as [{ messages: LintMessage[] }];
          resolve(result.messages.filter((message) => message.ruleId === 'tpp-api/boundaries'));
        } catch {
          reject(error ?? new Error(`eslint answered no JSON: ${stdout}`));
        }
      },
    );
    child.stdin!.end(code);
  });
}

describe('tpp-api/boundaries (eslint.config.mjs)', () => {
  it("reports a module reaching into another module's repositories, SQL, DTOs and unexported services, and SQL in services/", async () => {
    const messages = await lintAs(
      'sheets/services/planted-violation.service.ts',
      [
        "import { TeamRepository } from '../../talent/repositories/team.repository.js';",
        "import { CARD_COLUMNS } from '../../talent/repositories/roster-card.sql.js';",
        "import { RosterCardDto } from '../../talent/dto/talent-responses.dto.js';",
        "import { CustomisationService } from '../../talent/services/customisation.service.js';",
        'export const planted = [TeamRepository, CARD_COLUMNS, RosterCardDto, CustomisationService];',
        'export async function count(db: { query(sql: string): Promise<unknown> }) {',
        "  return db.query('SELECT 1');",
        '}',
        '',
      ].join('\n'),
    );
    expect(messages.map((message) => message.line)).toEqual([1, 2, 3, 4, 7]);
    expect(messages[0]!.message).toContain("Module 'sheets' reaches into module 'talent' (repositories/");
    expect(messages[2]!.message).toContain('(dto/');
    expect(messages[3]!.message).toContain('a service its Nest module does not export');
    expect(messages[4]!.message).toContain('No SQL in services/');
  }, 120_000);

  it("accepts another module's Nest module, exported services, index.ts and plain files, and a module's own internals", async () => {
    const messages = await lintAs(
      'sheets/services/planted-allowed.service.ts',
      [
        "import { TalentModule } from '../../talent/talent.module.js';",
        "import { RosterService } from '../../talent/services/roster.service.js';",
        "import { PublicTeamService } from '../../talent/services/public-team.service.js';",
        "import { RosterCardDto } from '../../talent/index.js';",
        "import { teamDisplaySettings } from '../../talent/public-team.js';",
        "import { PublicSheetRepository } from '../repositories/public-sheet.repository.js';",
        'export const allowed = [TalentModule, RosterService, PublicTeamService, RosterCardDto, teamDisplaySettings, PublicSheetRepository];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  }, 120_000);
});
