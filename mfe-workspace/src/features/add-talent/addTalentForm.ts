import {
  ADD_TALENT_MESSAGES,
  parseSocialIdentifier,
  type RequestedSocial,
  type SocialPlatform,
} from '@tpp/contracts';

/** The identifier field's state: what Add Social may do with it. */
export function identifierProblem(platform: SocialPlatform, text: string): string | null {
  const parsed = parseSocialIdentifier(platform, text);
  return parsed.kind === 'invalid' ? parsed.message : null;
}

/** Adds a checked account: the first one becomes primary; a duplicate answers its message. */
export function addSocial(
  list: readonly RequestedSocial[],
  social: { platform: SocialPlatform; handle: string },
): RequestedSocial[] | string {
  if (list.some((item) => item.platform === social.platform && item.handle === social.handle))
    return ADD_TALENT_MESSAGES.duplicateSocial;
  return [...list, { ...social, primary: list.length === 0 }];
}

/** Removes an account; removing the primary makes the first remaining one primary. */
export function removeSocial(list: readonly RequestedSocial[], index: number): RequestedSocial[] {
  const removed = list[index];
  const rest = list.filter((_, at) => at !== index);
  if (removed?.primary && rest.length > 0) return rest.map((item, at) => ({ ...item, primary: at === 0 }));
  return rest;
}

/**
 * Submit for Review's checks, in the spec's order: a social (an added one, or one typed in the
 * field, which Submit adds as Add Social would), then a name.
 */
export function submitProblem(
  name: string,
  socials: readonly RequestedSocial[],
  typed = false,
): string | null {
  if (socials.length === 0 && !typed) return ADD_TALENT_MESSAGES.needSocial;
  if (!name.trim()) return ADD_TALENT_MESSAGES.needName;
  return null;
}
