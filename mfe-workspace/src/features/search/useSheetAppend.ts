import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  SHEET_LIMITS,
  SHEET_MESSAGES,
  type DirectoryAccount,
  type SheetInfluencerEntry,
} from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';
import { isVersionConflict } from '../../components/isVersionConflict';

interface Target {
  sheetId: string;
  title: string;
  version: number;
  entries: SheetInfluencerEntry[];
}

export interface SheetAppend {
  state: 'none' | 'loading' | 'ready' | 'failed';
  saving: boolean;
  /** Creators (influencer ids) on the chosen sheet. */
  onSheet: ReadonlySet<number>;
  add: (accounts: readonly DirectoryAccount[]) => void;
  message: string | null;
}

/**
 * /search adds results to a talent sheet chosen on the page: the sheet is read
 * (GET /api/talent-sheets/{id}) and each Add appends the creators and saves it with its version
 * (POST /api/user/talent-sheets/save), one save after the other; notes and order are kept.
 */
export function useSheetAppend(sheetId: string): SheetAppend {
  const [target, setTarget] = useState<Target | null>(null);
  const [state, setState] = useState<SheetAppend['state']>('none');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<Target | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    current.current = null;
    setTarget(null);
    if (!sheetId) {
      setState('none');
      return;
    }
    const controller = new AbortController();
    setState('loading');
    sheetsApi.sheet(sheetId, 'talent', controller.signal).then(
      ({ sheet }) => {
        const loaded: Target = {
          sheetId: sheet.id,
          title: sheet.title,
          version: sheet.version,
          entries: sheet.influencers.map((influencer) => ({
            influencer_id: influencer.id,
            note: sheet.notes[String(influencer.id)] ?? influencer.note ?? '',
          })),
        };
        current.current = loaded;
        setTarget(loaded);
        setState('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState('failed');
        setMessage(errorMessage(error, 'The sheet could not be loaded.'));
      },
    );
    return () => controller.abort();
  }, [sheetId, attempt]);

  const add = useCallback((accounts: readonly DirectoryAccount[]) => {
    queue.current = queue.current.then(async () => {
      const sheet = current.current;
      if (!sheet) return;
      const present = new Set(sheet.entries.map((entry) => entry.influencer_id));
      const fresh = [...new Set(accounts.map((account) => account.influencer_id))].filter(
        (id) => !present.has(id),
      );
      const room = Math.max(0, SHEET_LIMITS.sheetMaxTalent - sheet.entries.length);
      if (fresh.length === 0 || room === 0) return;
      const entries = [
        ...sheet.entries,
        ...fresh.slice(0, room).map((id) => ({ influencer_id: id, note: '' })),
      ];
      setSaving(true);
      try {
        const answer = await sheetsApi.save({
          title: sheet.title,
          sheet_type: 'talent',
          sheet_id: sheet.sheetId,
          version: sheet.version,
          influencers: entries,
        });
        const saved = { ...sheet, version: answer.version, entries };
        current.current = saved;
        setTarget(saved);
        setMessage(`Added to ${sheet.title}.`);
      } catch (error) {
        if (isVersionConflict(error)) {
          setMessage(`${SHEET_MESSAGES.sheetChangedElsewhere} The sheet was read again: add once more.`);
          setAttempt((count) => count + 1);
        } else setMessage(errorMessage(error, 'The sheet could not be saved.'));
      } finally {
        setSaving(false);
      }
    });
  }, []);

  const onSheet = useMemo(
    () => new Set(target ? target.entries.map((entry) => entry.influencer_id) : []),
    [target],
  );
  return { state, saving, onSheet, add, message };
}
