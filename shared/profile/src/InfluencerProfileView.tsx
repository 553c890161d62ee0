import './profile.css';
import { useState, type ReactNode } from 'react';
import type { InfluencerProfile, SocialAccount, TeamDisplaySettings, WidgetKey } from '@tpp/contracts';
import { Alert, Button } from '@tpp/ui';
import { CaseStudyModal } from './CaseStudyModal.js';
import { PostsGrid } from './PostsGrid.js';
import { ProfileHeader } from './ProfileHeader.js';
import { ProfileSection } from './ProfileSection.js';
import { RateCardTable } from './RateCardTable.js';
import { displayName, publicProfilePath } from './rules.js';
import { SocialAccountSection, type SectionMode } from './SocialAccountSection.js';
import { themeProps } from './theme.js';

/**
 * What the signed-in profile adds to the shared view. Every control exists only when its callback
 * or slot is given: the public profile passes nothing and shows no edit control at all.
 */
export interface EditControls {
  /** 'Show/Hide Widgets' → 'Save': persists team_settings.disabledInfoBoxes. */
  onSaveWidgets?: (disabledInfoBoxes: WidgetKey[]) => Promise<void>;
  /** 'Alter Displayed Statistics' → 'Save Changes': persists stat_display_settings (account id -> hidden stat keys). */
  onSaveHiddenStats?: (settings: Record<string, string[]>) => Promise<void>;
  /** 'Edit location' (city, state). */
  onSaveLocation?: (location: { city: string; state: string }) => Promise<void>;
  /** Buttons next to the name: 'Customize Description', 'Request Change', view or edit sheets, … */
  renderHeaderActions?: () => ReactNode;
  /** Replaces the read-only tag list (tag editor). */
  renderTags?: () => ReactNode;
  /** Actions of one social account's header. */
  renderAccountActions?: (account: SocialAccount) => ReactNode;
  /** Actions next to 'Talent Posts' (e.g. a link to the Edit posts screen). */
  renderPostsActions?: () => ReactNode;
  /** Actions next to 'Rate Card' (e.g. a link to the rate card editor); shows the section even when empty. */
  renderRateCardActions?: () => ReactNode;
  /** Content after the posts (the Talent Sheets table). */
  renderFooter?: () => ReactNode;
  /** Public link shown on the profile; defaults to /public/profile/{id}/team/{team_id}. null hides it. */
  publicLinkUrl?: string | null;
}

export interface InfluencerProfileViewProps {
  profile: InfluencerProfile;
  display: TeamDisplaySettings;
  editable?: EditControls;
  /** Content above the header (a back action on the public roster). */
  topSlot?: ReactNode;
}

type Draft =
  | { mode: 'view' }
  | { mode: 'widgets'; disabled: WidgetKey[] }
  | { mode: 'stats'; settings: Record<string, string[]> };

/** The talent profile, themed by the team's display settings; shared by the public and signed-in profile. */
export function InfluencerProfileView({ profile, display, editable, topSlot }: InfluencerProfileViewProps) {
  const theme = themeProps(display);
  const [draft, setDraft] = useState<Draft>({ mode: 'view' });
  const [saved, setSaved] = useState<{
    source: InfluencerProfile;
    disabled?: WidgetKey[];
    settings?: Record<string, string[]>;
  }>({ source: profile });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [caseStudiesOpen, setCaseStudiesOpen] = useState(false);

  // Saved choices apply until a new profile arrives from the caller.
  let current = saved;
  if (saved.source !== profile) {
    current = { source: profile };
    setSaved(current);
  }
  const effective: InfluencerProfile = {
    ...profile,
    team_settings: {
      ...profile.team_settings,
      disabledInfoBoxes: current.disabled ?? profile.team_settings.disabledInfoBoxes,
    },
    stat_display_settings: current.settings ?? profile.stat_display_settings,
  };
  const name = displayName(profile);
  const publicLink =
    editable?.publicLinkUrl === undefined
      ? publicProfilePath(profile.id, profile.team_id)
      : editable.publicLinkUrl;
  const showCaseStudies = display.hasCaseStudies && profile.case_studies.length > 0;

  const save = async (run: () => Promise<void>, apply: () => void) => {
    setSaving(true);
    setSaveError(null);
    try {
      await run();
      apply();
      setDraft({ mode: 'view' });
    } catch {
      setSaveError('Your changes could not be saved. Try again.');
    } finally {
      setSaving(false);
    }
  };

  const toggleWidget = (key: WidgetKey, shown: boolean) => {
    if (draft.mode !== 'widgets') return;
    const disabled = shown
      ? draft.disabled.filter((entry) => entry !== key)
      : [...new Set([...draft.disabled, key])];
    setDraft({ mode: 'widgets', disabled });
  };
  const toggleStat = (accountId: number, statKey: string, shown: boolean) => {
    if (draft.mode !== 'stats') return;
    const id = String(accountId);
    const hidden = draft.settings[id] ?? [];
    const next = shown ? hidden.filter((entry) => entry !== statKey) : [...new Set([...hidden, statKey])];
    setDraft({ mode: 'stats', settings: { ...draft.settings, [id]: next } });
  };

  const mode: SectionMode = draft.mode;
  const widgetControls =
    editable?.onSaveWidgets || editable?.onSaveHiddenStats ? (
      <div className="pf-edit-bar" role="group" aria-label="Profile display">
        {editable.onSaveWidgets && draft.mode !== 'stats' ? (
          draft.mode === 'widgets' ? (
            <SaveCancel
              label="Save"
              saving={saving}
              onCancel={() => setDraft({ mode: 'view' })}
              onSave={() => {
                const onSave = editable.onSaveWidgets;
                const disabled = draft.disabled;
                if (onSave)
                  void save(
                    () => onSave(disabled),
                    () => setSaved({ ...current, disabled }),
                  );
              }}
            />
          ) : (
            <Button
              variant="secondary"
              onClick={() =>
                setDraft({ mode: 'widgets', disabled: [...effective.team_settings.disabledInfoBoxes] })
              }
            >
              Show/Hide Widgets
            </Button>
          )
        ) : null}
        {editable.onSaveHiddenStats && draft.mode !== 'widgets' ? (
          draft.mode === 'stats' ? (
            <SaveCancel
              label="Save Changes"
              saving={saving}
              onCancel={() => setDraft({ mode: 'view' })}
              onSave={() => {
                const onSave = editable.onSaveHiddenStats;
                const settings = draft.settings;
                if (onSave)
                  void save(
                    () => onSave(settings),
                    () => setSaved({ ...current, settings }),
                  );
              }}
            />
          ) : (
            <Button
              variant="secondary"
              onClick={() =>
                setDraft({
                  mode: 'stats',
                  settings: Object.fromEntries(
                    Object.entries(effective.stat_display_settings).map(([id, keys]) => [id, [...keys]]),
                  ),
                })
              }
            >
              Alter Displayed Statistics
            </Button>
          )
        ) : null}
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      </div>
    ) : null;

  return (
    <div className={`${theme.className} pf-profile`} style={theme.style}>
      {topSlot}
      <ProfileHeader
        profile={profile}
        display={display}
        publicLinkUrl={publicLink}
        actions={editable?.renderHeaderActions?.()}
        onSaveLocation={editable?.onSaveLocation}
        onOpenCaseStudies={showCaseStudies ? () => setCaseStudiesOpen(true) : undefined}
        tagsSlot={editable?.renderTags?.()}
      />
      <RateCardTable rows={profile.rate_card} actions={editable?.renderRateCardActions?.()} />
      <ProfileSection
        className="pf-socials"
        title="Audience"
        label="Social accounts"
        actions={widgetControls}
      >
        {profile.socials.length === 0 ? <p className="pf-muted">No social accounts yet.</p> : null}
        {profile.socials.map((account) => (
          <SocialAccountSection
            key={account.id}
            account={account}
            profile={effective}
            display={display}
            mode={mode}
            disabledInfoBoxes={draft.mode === 'widgets' ? draft.disabled : undefined}
            statDisplaySettings={draft.mode === 'stats' ? draft.settings : undefined}
            onToggleWidget={toggleWidget}
            onToggleStat={toggleStat}
            actions={editable?.renderAccountActions?.(account)}
          />
        ))}
      </ProfileSection>
      <PostsGrid
        socials={profile.socials}
        excludedPostIds={profile.team_settings.excluded_post_ids}
        actions={editable?.renderPostsActions?.()}
      />
      {editable?.renderFooter?.()}
      {profile.last_data_update ? (
        <p className="pf-updated">
          Data updated{' '}
          {new Date(profile.last_data_update).toLocaleDateString('en-US', { dateStyle: 'medium' })}
        </p>
      ) : null}
      {showCaseStudies ? (
        <CaseStudyModal
          caseStudies={profile.case_studies}
          open={caseStudiesOpen}
          onClose={() => setCaseStudiesOpen(false)}
          creatorName={name}
        />
      ) : null}
    </div>
  );
}

/** The Save and Cancel pair of one edit mode of the profile. */
function SaveCancel(props: { label: string; saving: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <>
      <Button busy={props.saving} onClick={props.onSave}>
        {props.label}
      </Button>
      <Button variant="secondary" disabled={props.saving} onClick={props.onCancel}>
        Cancel
      </Button>
    </>
  );
}
