/**
 * Who ranks and writes: the offline engine (the default), or a hosted language model behind an
 * OpenAI-compatible endpoint. The engine always retrieves and filters the candidates first; a
 * provider only orders those candidates and writes from their facts. Every answer of a hosted
 * model is checked, and the engine's answer stands in for anything that fails the check.
 */

/** A creator the engine chose, with the facts a text about it may cite. */
export interface ProviderCandidate {
  id: number;
  name: string;
  facts: string[];
  /** The engine's explanation (the fallback). */
  explanation: string;
}

export interface RankTask {
  brief: string;
  candidates: ProviderCandidate[];
}

export interface RankedCandidate {
  id: number;
  explanation: string;
}

export interface TagTask {
  description: string;
  /** The tags that may be suggested (the master list and the team's own). */
  vocabulary: string[];
  /** The engine's suggestions (the fallback). */
  engine: { tag: string; reason: string }[];
}

export interface NoteTask {
  brief: string;
  creator: ProviderCandidate;
  /** The engine's note (the fallback). */
  engine: string;
}

export abstract class AiProvider {
  /** 'offline' or 'openai' (logged and shown in the module README). */
  abstract readonly name: string;
  /** The candidates in the provider's order, each with an explanation. */
  abstract rank(task: RankTask): Promise<RankedCandidate[]>;
  abstract tags(task: TagTask): Promise<{ tag: string; reason: string }[]>;
  abstract note(task: NoteTask): Promise<string>;
}

/** The default: the engine's own order and texts; no network, no model. */
export class OfflineAiProvider extends AiProvider {
  readonly name = 'offline';

  rank(task: RankTask): Promise<RankedCandidate[]> {
    return Promise.resolve(task.candidates.map(({ id, explanation }) => ({ id, explanation })));
  }

  tags(task: TagTask): Promise<{ tag: string; reason: string }[]> {
    return Promise.resolve(task.engine);
  }

  note(task: NoteTask): Promise<string> {
    return Promise.resolve(task.engine);
  }
}

/** The numbers a text states ("142K", "4.2%", "2025"), normalised for comparison. */
export function statedNumbers(text: string): string[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)*)\s*([KkMm%])?/g)].map(
    (match) => `${match[1]!.replace(/,/g, '')}${(match[2] ?? '').toUpperCase()}`,
  );
}

/** True when every number the text states is one the facts state: nothing invented. */
export function citesOnly(text: string, facts: readonly string[]): boolean {
  const allowed = new Set(facts.flatMap(statedNumbers));
  return statedNumbers(text).every((number) => allowed.has(number));
}
