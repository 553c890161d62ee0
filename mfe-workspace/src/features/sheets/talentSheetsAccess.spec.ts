import { describe, expect, it } from '@jest/globals';
import { talentSheetsRedirect } from './talentSheetsAccess';

const member = {
  search_only: false,
  is_admin: false,
  teamSettings: { pageTheme: null, noTalentSheets: false, displayTableColor: null },
};

describe('talentSheetsRedirect', () => {
  it('lets team members see the talent sheets', () => {
    expect(talentSheetsRedirect(member, 'list')).toBeNull();
    expect(talentSheetsRedirect(member, 'sheet')).toBeNull();
  });

  it('sends search-only users to /search from every talent sheets page, unless they are admins', () => {
    expect(talentSheetsRedirect({ ...member, search_only: true }, 'list')).toBe('/search');
    expect(talentSheetsRedirect({ ...member, search_only: true }, 'sheet')).toBe('/search');
    expect(talentSheetsRedirect({ ...member, search_only: true, is_admin: true }, 'list')).toBeNull();
  });

  it('sends the sheet list to the roster when the team has no talent sheets', () => {
    const team = { ...member, teamSettings: { ...member.teamSettings, noTalentSheets: true } };
    expect(talentSheetsRedirect(team, 'list')).toBe('/influencers');
    expect(talentSheetsRedirect(team, 'sheet')).toBeNull();
  });
});
