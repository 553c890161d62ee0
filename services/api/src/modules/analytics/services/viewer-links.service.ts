import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { LinkSigner } from '../../../infrastructure/signing/link-signer.js';
import { AnalyticsViewersRepository } from '../repositories/analytics-viewers.repository.js';
import { ViewerIds, type ViewerCookieJar } from './viewer-ids.service.js';

/** The signing purpose of the gate's links (a key of signing_keys). */
const LINK_PURPOSE = 'sheet-viewer-link';
/** How long a mailed gate link confirms its address. */
export const VIEWER_LINK_LIFETIME_DAYS = 7;

/** A followed link that held: the address it confirmed and the sheet it was asked for. */
export interface ConfirmedViewer {
  email: string;
  sheetId: number;
  sheetPublicId: string;
}

/**
 * The registration gate's signed links (modules/analytics/README.md, "Viewers"): the gate mails
 * `{id}.{nonce}.{HMAC}` (LinkSigner, key `sheet-viewer-link`); the browser that follows it
 * within VIEWER_LINK_LIFETIME_DAYS becomes a viewer verified for that address. That is the
 * visitor who reads the mailbox, never the one who typed the address: typing someone else's
 * address verifies nothing.
 */
@Injectable()
export class ViewerLinks {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly signer: LinkSigner,
    private readonly viewers: AnalyticsViewersRepository,
    private readonly viewerIds: ViewerIds,
  ) {}

  /** Stores a link for the address on the sheet (in the caller's transaction) and answers its token. */
  async create(db: Queryable, sheetId: number, email: string): Promise<string> {
    const nonce = LinkSigner.nonce();
    const id = await this.viewers.insertLink(
      {
        sheetId,
        email,
        nonce,
        lifetimeDays: VIEWER_LINK_LIFETIME_DAYS,
      },
      db,
    );
    return this.signer.sign(LINK_PURPOSE, id, nonce);
  }

  /** The link of a token that holds and has not expired; null otherwise. */
  async find(token: string): Promise<ConfirmedViewer | null> {
    const signed = await this.signer.verify(LINK_PURPOSE, token);
    if (!signed) return null;
    const link = await this.viewers.findLink(signed.id);
    if (!link || link.expired || link.nonce !== signed.nonce) return null;
    return { email: link.email, sheetId: link.sheet_id, sheetPublicId: link.sheet_public_id };
  }

  /**
   * Marks the browser's viewer (its signed id, given one now when it has none) verified for the
   * address; answers that viewer's id key. A 429 when the browser has no id and its IP may be
   * given no more this hour.
   */
  async confirm(link: ConfirmedViewer, jar: ViewerCookieJar, ip: string): Promise<string> {
    const idKey = await this.viewerIds.idKeyOrRefuse(jar, ip);
    await this.viewers.markVerified(idKey, link.email);
    return idKey;
  }

  /** Housekeeping of the rollup job. */
  deleteExpired(): Promise<void> {
    return this.viewers.deleteExpiredLinks(this.db);
  }
}
