import type { UserConfiguration } from '@tpp/contracts';
import type { User } from '../accounts.types.js';

/** The personal details of a user: GET /api/user/configuration and the session's `settings`. */
export function mapUserConfiguration(user: User): UserConfiguration {
  return { email: user.email, full_name: user.fullName, nickname: user.nickname };
}
