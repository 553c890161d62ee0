import { TALENT_MESSAGES } from '@tpp/contracts';
import { ApiException } from '../../../infrastructure/http/api-exception.js';

/** A creator that is missing, or not on the caller's roster: the same answer either way. */
export function influencerNotFound(): ApiException {
  return ApiException.notFound(TALENT_MESSAGES.influencerNotFoundBody);
}
