import { useEffect } from 'react';
import { AI_DESCRIPTION_MAX, type CastingCall } from '@tpp/contracts';
import { useAssistantBrief } from './assistantBrief';

/**
 * A Creator Call's own brief for the AI helpers: its title, description and requirements
 * (deliverables, locations), one per line, within the length a helper reads.
 */
export function callBrief(
  call: Pick<CastingCall, 'title' | 'description' | 'deliverables' | 'locations'>,
): string {
  return [
    call.title,
    call.description,
    call.deliverables ? `Deliverables: ${call.deliverables}` : '',
    call.locations ? `Locations: ${call.locations}` : '',
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, AI_DESCRIPTION_MAX);
}

/**
 * Opens the sheet editor's Assistant (and each note's Suggest) with the Creator Call's brief. Runs
 * after the editor has opened the response sheet (which clears the brief of the sheet before), once
 * per call: what the agent then types stays.
 */
export function useCallBrief(call: CastingCall | null): void {
  useEffect(() => {
    if (!call) return;
    const store = useAssistantBrief.getState();
    if (!store.description.trim()) store.setDescription(callBrief(call));
  }, [call?.id]);
}
