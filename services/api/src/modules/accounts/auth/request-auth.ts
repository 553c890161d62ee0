import type { TeamRole } from '@tpp/contracts';
import type { FastifyRequest } from 'fastify';
import type { User } from '../accounts.types.js';

/** The caller's team as every private query must scope by it. */
export interface TeamScope {
  teamId: number;
  role: TeamRole;
  userId: number;
  /** A platform administrator (users.is_admin), acting in this team. */
  isAdmin: boolean;
  /** Platform staff (users.is_staff) signed in as themselves; never while spoofing a user. */
  isStaff?: boolean;
}

/** An admin acting as a team, or staff seeing the app as a user: `realUser` is who signed in. */
export type Acting =
  { kind: 'team'; realUser: User; teamId: number; teamName: string } | { kind: 'user'; realUser: User };

export interface RequestAuth {
  /** Whom the request acts as: the signed-in user, or the user staff spoof. */
  user: User;
  sessionId: string;
  team: TeamScope | null;
  /** Set while the session acts as a team or another user (every write is audited). */
  acting?: Acting | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

/** Who is calling and from where: what sign-in and rate limits need. */
export interface ClientContext {
  ip: string;
  userAgent: string | null;
  /** The session cookie's token, when the browser sent one. */
  sessionToken: string | null;
}

export function clientContextOf(request: FastifyRequest, sessionCookie: string): ClientContext {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    sessionToken: request.cookies[sessionCookie] ?? null,
  };
}
