import { useId, useState } from 'react';
import type { AdminTeam } from '@tpp/contracts';
import { errorMessage, useSession } from '@tpp/session';
import { Alert, Button, QueryView, useFormSubmit } from '@tpp/ui';
import { adminApi } from '../../../api/adminApi';
import { useAdminTeams } from '../../../api/settingsQueries';
import { pageLoad } from './reloadTo';

/** Admins: pick an active organization to act as (POST /api/admin/settings); the page reloads. */
export function OrganizationPicker() {
  const query = useAdminTeams();
  const selectedTeamId = useSession((state) => state.user?.selectedTeamId ?? null);
  const [teamId, setTeamId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();

  const { busy, onSubmit } = useFormSubmit(async () => {
    setFailure(null);
    try {
      await adminApi.actAsTeam(Number(teamId));
      pageLoad.reloadTo('/talent-sheets');
    } catch (error) {
      setFailure(errorMessage(error, 'The organization could not be chosen. Please try again.'));
    }
  });

  return (
    <section className="tpp-card admin-tools__section" aria-labelledby="admin-organization-title">
      <h2 id="admin-organization-title">Act as an Organization</h2>
      <p className="admin-tools__hint">
        Act as an organization: the whole app shows its data until you return.
      </p>
      <QueryView query={query} errorText="The organizations could not be loaded.">
        {(answer) => (
          <form className="admin-tools__row" onSubmit={onSubmit}>
            <div className="tpp-field">
              <label htmlFor={selectId}>Organization</label>
              <select
                id={selectId}
                value={teamId}
                onChange={(event) => setTeamId(event.target.value)}
                required
              >
                <option value="">Choose an organization</option>
                {answer.teams
                  .filter((team) => team.is_active)
                  .map((team: AdminTeam) => (
                    <option key={team.id} value={team.id}>
                      {team.team_name}
                      {team.id === selectedTeamId ? ' (current)' : ''}
                    </option>
                  ))}
              </select>
            </div>
            <Button type="submit" disabled={busy || teamId === ''}>
              Act as Organization
            </Button>
          </form>
        )}
      </QueryView>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
