import { useState } from 'react';
import type { InfluencerProfile } from '@tpp/contracts';
import { shownTags, TagList } from '@tpp/profile';
import { Button } from '@tpp/ui';
import { useTeamTags } from '../../api/useTeamTags';
import { TagEditor } from '../../components/tags/TagEditor';

export interface ProfileTagsProps {
  profile: InfluencerProfile;
  onSaved: (tags: string[], displayTags: string[]) => void;
}

/** The profile's tags with 'Edit Tags': tags (custom marked) and the up to 4 displayed ones. */
export function ProfileTags({ profile, onSaved }: ProfileTagsProps) {
  const [editing, setEditing] = useState(false);
  // The team's tags as suggestions, read once the editor opens.
  const teamTags = useTeamTags({ enabled: editing }).data;

  if (editing) {
    return (
      <div className="tpp-profile-tags tpp-profile-tags--editing">
        <TagEditor
          influencerId={profile.id}
          tags={profile.tags}
          displayTags={profile.display_tags}
          suggestions={teamTags?.tags ?? []}
          customTags={profile.custom_tags}
          masterTags={teamTags?.master_tags}
          onCancel={() => setEditing(false)}
          onSaved={(tags, displayTags) => {
            onSaved(tags, displayTags);
            setEditing(false);
          }}
        />
      </div>
    );
  }

  const shown = shownTags(profile);
  const others = profile.tags.filter((tag) => !shown.includes(tag));
  return (
    <div className="tpp-profile-tags">
      {profile.tags.length === 0 ? <p className="tpp-muted">No tags yet.</p> : null}
      <TagList tags={shown} customTags={profile.custom_tags} label="Displayed tags" />
      {others.length > 0 ? (
        <details className="tpp-profile-tags__more">
          <summary>
            {others.length} more tag{others.length === 1 ? '' : 's'} (not displayed)
          </summary>
          <TagList tags={others} customTags={profile.custom_tags} label="Other tags" />
        </details>
      ) : null}
      <Button variant="link" onClick={() => setEditing(true)}>
        Edit Tags
      </Button>
    </div>
  );
}
