import { TALENT_ERROR_CODES } from '@tpp/contracts';
import { TalentException } from '../talent.errors.js';

const MAX_HIDDEN_STATS_PER_ACCOUNT = 50;
const STAT_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

function invalid(message: string): TalentException {
  return new TalentException(TALENT_ERROR_CODES.invalidStatSettings, {
    message,
    fields: { stringifiedSettings: [message] },
  });
}

/**
 * The hidden stats of `stringifiedSettings`: JSON of social account ids to lists of stat keys
 * (duplicates dropped, empty lists left out), or 400 naming stringifiedSettings.
 */
export function parseHiddenStats(stringified: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stringified);
  } catch {
    throw invalid('stringifiedSettings must be valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('stringifiedSettings must be a JSON object of social account ids to lists of stat keys.');
  const settings: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!/^\d{1,10}$/.test(key))
      throw invalid(`stringifiedSettings: '${key.slice(0, 40)}' is not a social account id.`);
    if (
      !Array.isArray(value) ||
      value.length > MAX_HIDDEN_STATS_PER_ACCOUNT ||
      !value.every((item) => typeof item === 'string' && STAT_KEY_PATTERN.test(item))
    )
      throw invalid(`stringifiedSettings: the value of '${key}' must be a list of stat keys.`);
    const keys = [...new Set(value as string[])];
    if (keys.length > 0) settings[key] = keys;
  }
  return settings;
}
