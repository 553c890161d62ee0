import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SHEET_MESSAGES,
  SHEET_TIMINGS_MS,
  type CampaignColumn,
  type CampaignData,
  type TalentSheet,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { useTimedMessage } from '@tpp/ui';
import { isVersionConflict } from '../../components/isVersionConflict';
import { campaignApi } from '../../api/campaignApi';
import { withCell } from './campaignRules';

export type CampaignLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; sheet: TalentSheet; data: CampaignData; version: number };

const SAVE_FAILED = 'The campaign could not be saved. Try again.';

/** The campaign sheet and its tracking data, the local edits, and Save (with the version it was based on). */
export function useCampaignTable(sheetId: string) {
  const [load, setLoad] = useState<CampaignLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const saved = useTimedMessage(SHEET_TIMINGS_MS.campaignSavedToast);
  const failure = useTimedMessage(SHEET_TIMINGS_MS.errorToast);
  /** Counts local edits, so a save knows whether edits arrived while it ran. */
  const revision = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    setDirty(false);
    setConflict(false);
    Promise.all([
      campaignApi.sheet(sheetId, controller.signal),
      campaignApi.campaign(sheetId, controller.signal),
    ]).then(
      ([{ sheet }, campaign]) => {
        // 'Unable to load campaign data!' also covers a sheet that is not a campaign sheet.
        if (sheet.sheet_type !== 'campaign' || campaign.sheet_id !== sheet.id) setLoad({ state: 'failed' });
        else
          setLoad({
            state: 'ready',
            sheet,
            data: campaign.campaign_data ?? {},
            version: campaign.campaign_version,
          });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [sheetId, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  const edit = useCallback((influencerId: number, column: CampaignColumn, value: string) => {
    setLoad((current) => {
      if (current.state !== 'ready') return current;
      const data = withCell(current.data, influencerId, column, value);
      return data === current.data ? current : { ...current, data };
    });
    revision.current += 1;
    setDirty(true);
  }, []);

  const save = async () => {
    if (load.state !== 'ready' || saving) return;
    const { data, version } = load;
    const savedRevision = revision.current;
    setSaving(true);
    failure.clear();
    try {
      const answer = await campaignApi.save(load.sheet.id, data, version);
      setLoad((current) =>
        current.state === 'ready' ? { ...current, version: answer.campaign_version } : current,
      );
      // Edits made while the save ran stay unsaved.
      if (revision.current === savedRevision) setDirty(false);
      saved.show(SHEET_MESSAGES.saved);
    } catch (error) {
      if (isVersionConflict(error)) setConflict(true);
      else failure.show(errorMessage(error, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return {
    load,
    reload,
    edit,
    save,
    dirty,
    saving,
    conflict,
    savedMessage: saved.message,
    errorMessage: failure.message,
  };
}
