import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { ClientContext, RequestAuth } from '../auth/request-auth.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { userFromRow } from '../repositories/users.repository.js';

/** last_seen_at is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Server-side sessions: the cookie holds a random token, the table its hash. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.sessionLifetimeDays * 24 * 60 * 60;
  }

  /** Starts a new session (a new id every sign-in) and ends the one the browser had, if any. */
  async start(userId: number, client: ClientContext, db?: Queryable): Promise<string> {
    if (client.sessionToken) await this.revoke(client.sessionToken, db);
    const token = createSecureToken();
    await this.sessions.insert(
      {
        id: hashToken(token),
        userId,
        lifetimeSeconds: this.lifetimeSeconds,
        userAgent: client.userAgent,
        ip: client.ip,
      },
      db,
    );
    return token;
  }

  async revoke(token: string, db?: Queryable): Promise<void> {
    if (!looksLikeSecureToken(token)) return;
    await this.sessions.revoke(hashToken(token), db);
  }

  /** Ends every session of the user, except the one given (the caller's own, after a password change). */
  async revokeAllForUser(userId: number, exceptSessionId: string | null, db?: Queryable): Promise<void> {
    await this.sessions.revokeAllForUser(userId, exceptSessionId, db);
  }

  /** The live session of a cookie token, with its user and the user's current team; null when none. */
  async resolve(token: string | null | undefined): Promise<RequestAuth | null> {
    if (!looksLikeSecureToken(token)) return null;
    const row = await this.sessions.findLive(hashToken(token));
    if (!row) return null;
    if (Date.now() - new Date(row.last_seen_at).getTime() > LAST_SEEN_RESOLUTION_MS)
      await this.sessions.touch(row.session_id);
    const user = userFromRow(row);
    return {
      user,
      sessionId: row.session_id,
      team:
        row.team_id === null || row.team_role === null
          ? null
          : { teamId: row.team_id, role: row.team_role, userId: user.id, isAdmin: user.isAdmin },
    };
  }
}
