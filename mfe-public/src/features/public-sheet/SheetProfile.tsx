import { useEffect, useRef, type MouseEvent } from 'react';
import type { TeamDisplaySettings } from '@tpp/contracts';
import { InfluencerProfileView, SafeHtml } from '@tpp/profile';
import { track } from '../../api/analytics';
import { publicSheetsApi, usePublicQuery } from '../../api/publicSheetsApi';
import { OpenedProfileStates, ProfileBack } from '../../components/ProfileStates';

export interface SheetProfileProps {
  /** The shared sheet: its public id and the team's display settings. */
  sheet: { id: string; settings: TeamDisplaySettings };
  influencerId: number;
  onBack: () => void;
  backLabel?: string;
}

const PLATFORM_CLASS = /\bpf-account--([a-z]+)\b/;

/**
 * A creator's profile inside a shared sheet (?influencer_id=): the sheet's note above the
 * profile, a back action, and the analytics events of opening it and following a social link.
 */
export function SheetProfile({
  sheet: { id: sheetId, settings: display },
  influencerId,
  onBack,
  backLabel = '← Back to sheet',
}: SheetProfileProps) {
  const { state, retry } = usePublicQuery(publicSheetsApi.sheetProfileRequest(sheetId, influencerId));
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    track('sheet_click_influencer', { sheet_id: sheetId, influencer_id: influencerId });
  }, [sheetId, influencerId]);

  // social_view: a link of a social account section followed from this profile.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    const section = link?.closest('section.pf-account');
    if (!link || !section) return;
    const platform = PLATFORM_CLASS.exec(section.className)?.[1];
    track('social_view', {
      platform,
      influencer_id: influencerId,
      sheet_id: sheetId,
      url: (link as HTMLAnchorElement).href,
    });
  }

  const back = <ProfileBack label={backLabel} onBack={onBack} />;
  if (state.status !== 'ready') return <OpenedProfileStates state={state} onRetry={retry} back={back} />;
  const note = state.data.note_html?.trim() ? (
    <aside className="ps-profile-note" aria-label="Note from the team">
      <SafeHtml html={state.data.note_html} />
    </aside>
  ) : null;
  return (
    <div className="ps-profile" onClick={onClick}>
      <InfluencerProfileView
        profile={state.data.influencer}
        display={display}
        topSlot={
          <>
            {back}
            {note}
          </>
        }
      />
    </div>
  );
}
