import { WorkspacePage } from '../../components/WorkspacePage';

/** /team-influencer-logins: login links that let talent connect their social accounts. */
export function TalentDataPage() {
  return (
    <WorkspacePage
      title="Talent Data"
      feature="Talent Data Authorization"
      subtitle="Talent Data Authorization"
    />
  );
}
