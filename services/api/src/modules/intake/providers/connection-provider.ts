import type { ConnectStep, SocialPlatform } from '@tpp/contracts';

export interface ConnectableAccount {
  socialId: number;
  platform: SocialPlatform;
  handle: string;
}

/** The outcome of a connection attempt. */
export type ConnectOutcome = { connected: true; providerAccountId: string | null } | { connected: false };

/**
 * The connection-provider interface of Talent Data Authorization: how a creator, on the public
 * connect page of a login link, authorizes the platform to read an account's data. A real
 * provider (the platforms' OAuth) answers a `redirect` step and completes on its callback; it is
 * chosen with CONNECTION_PROVIDER.
 */
export interface ConnectionProvider {
  readonly name: string;
  /** What the creator must do to connect this account. */
  step(account: ConnectableAccount): ConnectStep;
  /** Completes the connection with what the creator did. */
  connect(account: ConnectableAccount, input: { confirmOwnership: boolean }): Promise<ConnectOutcome>;
}

export const CONNECTION_PROVIDER = Symbol('CONNECTION_PROVIDER');

/** The default provider: no network; the creator confirms owning each handle. */
export class OfflineConnectionProvider implements ConnectionProvider {
  readonly name = 'offline';

  step(): ConnectStep {
    return { kind: 'confirm_ownership' };
  }

  connect(_account: ConnectableAccount, input: { confirmOwnership: boolean }): Promise<ConnectOutcome> {
    return Promise.resolve(
      input.confirmOwnership ? { connected: true, providerAccountId: null } : { connected: false },
    );
  }
}
