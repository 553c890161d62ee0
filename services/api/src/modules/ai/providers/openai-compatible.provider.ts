import { z } from 'zod';
import {
  AiProvider,
  citesOnly,
  OfflineAiProvider,
  type NoteTask,
  type RankedCandidate,
  type RankTask,
  type TagTask,
} from './ai-provider.js';

export interface HostedModelConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export interface ProviderLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const RANK_ANSWER = z.object({
  creators: z
    .array(z.object({ id: z.number().int(), explanation: z.string().trim().min(1).max(600) }))
    .max(500),
});
const TAG_ANSWER = z.object({
  tags: z
    .array(z.object({ tag: z.string().min(1).max(100), reason: z.string().trim().min(1).max(300) }))
    .max(50),
});
const NOTE_ANSWER = z.object({ note: z.string().trim().min(1).max(2000) });

const SYSTEM =
  'You help a talent agency pitch social-media creators to brands. Use only the facts given for each creator; ' +
  'never state a number, place or tag that is not in them. Answer with one JSON object and nothing else.';

/** Why a hosted answer was not used (logged; the engine's answer is used instead). */
class Unusable extends Error {}

/**
 * A hosted language model through an OpenAI-compatible `POST {baseUrl}/chat/completions` with a
 * JSON answer. Each answer is validated: the shape (zod), ids among the candidates, tags among the
 * vocabulary, and no number that the creator's facts do not state. A timeout, an error status or
 * an unusable answer falls back to the engine (per call; per creator for an invented number).
 */
export class OpenAiCompatibleProvider extends AiProvider {
  readonly name = 'openai';
  private readonly offline = new OfflineAiProvider();

  constructor(
    private readonly config: HostedModelConfig,
    private readonly log: ProviderLog,
  ) {
    super();
  }

  async rank(task: RankTask): Promise<RankedCandidate[]> {
    if (!task.candidates.length) return [];
    const byId = new Map(task.candidates.map((candidate) => [candidate.id, candidate]));
    return this.orFallback(
      'rank',
      () => this.offline.rank(task),
      async () => {
        const answer = RANK_ANSWER.parse(
          await this.complete({
            task: 'Order these creators by how well they fit the brief (best first) and explain each fit in one or two sentences from its facts. Answer {"creators":[{"id":number,"explanation":string}]} with every creator you recommend.',
            brief: task.brief,
            creators: task.candidates.map(({ id, name, facts }) => ({ id, name, facts })),
          }),
        );
        const seen = new Set<number>();
        const ranked: RankedCandidate[] = [];
        for (const { id, explanation } of answer.creators) {
          const candidate = byId.get(id);
          if (!candidate) throw new Unusable(`unknown creator id ${id}`);
          if (seen.has(id)) continue;
          seen.add(id);
          ranked.push({
            id,
            explanation: citesOnly(explanation, candidate.facts) ? explanation : candidate.explanation,
          });
        }
        if (!ranked.length) throw new Unusable('no creators');
        return ranked;
      },
    );
  }

  async tags(task: TagTask): Promise<{ tag: string; reason: string }[]> {
    const vocabulary = new Map(task.vocabulary.map((tag) => [tag.toLowerCase(), tag]));
    return this.orFallback(
      'tags',
      () => this.offline.tags(task),
      async () => {
        const answer = TAG_ANSWER.parse(
          await this.complete({
            task: 'Choose the tags (only from the vocabulary) a careful agent would give the creator this description is about, the most certain first, each with the words of the description it rests on. Answer {"tags":[{"tag":string,"reason":string}]}.',
            description: task.description,
            vocabulary: task.vocabulary,
          }),
        );
        return answer.tags.map(({ tag, reason }) => {
          const known = vocabulary.get(tag.toLowerCase());
          if (!known) throw new Unusable(`tag not in the vocabulary: ${tag}`);
          return { tag: known, reason };
        });
      },
    );
  }

  async note(task: NoteTask): Promise<string> {
    return this.orFallback(
      'note',
      () => this.offline.note(task),
      async () => {
        const answer = NOTE_ANSWER.parse(
          await this.complete({
            task: 'Write a short pitch note (2 to 4 sentences) for this creator and this brief, citing only its facts. Answer {"note":string}.',
            brief: task.brief,
            creator: { name: task.creator.name, facts: task.creator.facts },
          }),
        );
        if (!citesOnly(answer.note, task.creator.facts))
          throw new Unusable('the note states a number not in the facts');
        return answer.note;
      },
    );
  }

  private async orFallback<T>(
    what: string,
    fallback: () => Promise<T>,
    hosted: () => Promise<T>,
  ): Promise<T> {
    try {
      return await hosted();
    } catch (error) {
      this.log.warn(
        { provider: this.name, call: what, reason: error instanceof Error ? error.message : String(error) },
        'hosted model answer not used; the offline engine answered',
      );
      return fallback();
    }
  }

  private async complete(payload: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${this.config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: JSON.stringify(payload) },
        ],
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Unusable(`status ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Unusable('no message content');
    try {
      return JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
    } catch {
      throw new Unusable('the content is not JSON');
    }
  }
}
