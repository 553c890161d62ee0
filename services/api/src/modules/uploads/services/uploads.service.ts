import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  COMMON_ERROR_CODES,
  isImageContentType,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_ERROR_CODES,
  UPLOAD_LIMITS,
  type MediaUploadQuery,
  type MediaUploadResponse,
  type UploadContentType,
} from '@tpp/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import {
  UploadsRepository,
  type UploadRow,
  type UploadVisibility,
} from '../repositories/uploads.repository.js';
import { LocalObjectStorage, TooLargeError } from '../storage/local-object-storage.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { invalidUploadField, UploadsException } from '../uploads.errors.js';
import { bytesMatchType, extensionOf, maxBytesOf, SNIFF_BYTES } from './content-check.js';
import { UPLOAD_KEY_PATTERN } from '../upload-keys.js';
import { cleanFilename } from './file-names.js';
import { PUBLIC_CACHE_CONTROL, servingHeadersOf } from './serving-headers.js';

/** The storage the module was configured with (local disk or S3). */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Where the API accepts the PUT of a local upload (outside /api: the signature is the authority, not a session). */
export const LOCAL_UPLOAD_PATH = '/uploads/:key';

/** A verified upload that a request or a portrait may use. */
export type VerifiedUpload = UploadRow;

/** How long a presigned GET of a private file works (a public image's: an hour). */
const PRIVATE_GET_SECONDS = 300;
const PUBLIC_GET_SECONDS = 3600;

/**
 * Uploads: GET /api/media-upload hands out a key of the caller's team and a URL that accepts the
 * file's bytes by PUT for 15 minutes (signed by the API for local storage, presigned for S3).
 * The bytes are checked against the declared type (images JPEG/PNG/WebP by their signatures, the
 * attachment allow-list likewise) and the size limit: by the PUT route for local storage, on
 * first use for S3. A key is usable only by its team; unused uploads are deleted after a day.
 */
@Injectable()
export class UploadsService implements OnApplicationShutdown {
  private signingKey: Promise<string> | null = null;

  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(OBJECT_STORAGE) readonly storage: ObjectStorage,
  ) {}

  onApplicationShutdown(): void {
    (this.storage as { destroy?: () => void }).destroy?.();
  }

  private async sign(key: string, contentType: string, expires: number): Promise<string> {
    this.signingKey ??= this.uploads.signingKey();
    return createHmac('sha256', await this.signingKey)
      .update(`PUT\n${key}\n${contentType}\n${expires}`)
      .digest('base64url');
  }

  async issue(team: TeamScope, query: MediaUploadQuery): Promise<MediaUploadResponse> {
    const type = query.type.trim().toLowerCase() as UploadContentType;
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) throw invalidUploadField('type');
    const key = `${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
    const objectKey = `${query.subdir ?? 'media'}/${team.teamId}/${key}`;
    await this.uploads.insert({
      key,
      teamId: team.teamId,
      userId: team.userId,
      storage: this.storage.kind,
      objectKey,
      filename: cleanFilename(query.filename),
      contentType: type,
      kind: isImageContentType(type) ? 'image' : 'attachment',
    });
    const lifetime = UPLOAD_LIMITS.urlLifetimeSeconds;
    const expires = Math.floor(Date.now() / 1000) + lifetime;
    const expires_at = new Date(expires * 1000).toISOString();
    if (this.storage.kind === 's3') {
      // S3_ACL (e.g. public-read) is for images that may go on public pages; attachments never get it.
      const target = await this.storage.presignPut(objectKey, type, lifetime, {
        acl: isImageContentType(type),
      });
      return { url: target.url, key, method: 'PUT', headers: target.headers, expires_at };
    }
    const signature = await this.sign(key, type, expires);
    return {
      url: `${LOCAL_UPLOAD_PATH.replace(':key', key)}?expires=${expires}&signature=${signature}`,
      key,
      method: 'PUT',
      headers: { 'Content-Type': type },
      expires_at,
    };
  }

  /** The PUT of a local upload: a valid signature, the declared type, within the size limit, matching bytes. */
  async receive(
    key: string,
    params: { expires?: string; signature?: string; contentType?: string },
    body: Readable,
  ): Promise<void> {
    const expires = Number(params.expires);
    const contentType = (params.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const upload = UPLOAD_KEY_PATTERN.test(key) ? await this.uploads.findByKey(key) : undefined;
    const expected =
      upload && Number.isSafeInteger(expires) ? await this.sign(key, contentType, expires) : undefined;
    const given = Buffer.from(params.signature ?? '');
    const valid =
      upload !== undefined &&
      upload.storage === 'local' &&
      upload.used_at === null &&
      upload.content_type === contentType &&
      expires * 1000 > Date.now() &&
      expected !== undefined &&
      given.length === expected.length &&
      timingSafeEqual(given, Buffer.from(expected));
    if (!valid || !(this.storage instanceof LocalObjectStorage))
      throw new UploadsException(UPLOAD_ERROR_CODES.uploadUrlInvalid);
    let size: number;
    try {
      size = await this.storage.write(upload.object_key, body, maxBytesOf(upload.content_type));
    } catch (error) {
      if (error instanceof TooLargeError) throw new UploadsException(COMMON_ERROR_CODES.payloadTooLarge);
      throw error;
    }
    const start = await this.storage.readStart(upload.object_key, SNIFF_BYTES);
    if (!bytesMatchType(upload.content_type as UploadContentType, start)) {
      await this.storage.delete(upload.object_key);
      throw new UploadsException(UPLOAD_ERROR_CODES.uploadRejected);
    }
    await this.uploads.markUploaded(key, size);
  }

  /**
   * The team's uploads for `keys`, each received and checked (S3 objects are checked here, on
   * first use): another team's or an unknown key answers 404 naming the field, a missing or wrong
   * file 400, an attachment where only images are allowed 400.
   */
  async verify(
    teamId: number,
    keys: readonly string[],
    options: { field: string; imagesOnly?: boolean },
  ): Promise<VerifiedUpload[]> {
    if (keys.length === 0) return [];
    const rows = await this.uploads.findForTeam(teamId, keys);
    const notFound = () =>
      new UploadsException(UPLOAD_ERROR_CODES.uploadNotFound, {
        fields: { [options.field]: ['Something went wrong with the upload.'] },
      });
    const verified: VerifiedUpload[] = [];
    for (const key of keys) {
      const row = rows.find((candidate) => candidate.key === key);
      if (!row) throw notFound();
      if (options.imagesOnly && row.kind !== 'image') throw invalidUploadField(options.field);
      verified.push(row.verified_at ? row : await this.check(row, options.field));
    }
    return verified;
  }

  /** Checks an upload not verified yet (S3): present, within the limit, bytes matching its type. */
  private async check(row: UploadRow, field: string): Promise<UploadRow> {
    const size = await this.storage.size(row.object_key);
    if (size === null) throw invalidUploadField(field);
    const fits = size > 0 && size <= maxBytesOf(row.content_type);
    const start = fits ? await this.storage.readStart(row.object_key, SNIFF_BYTES) : new Uint8Array();
    if (!fits || !bytesMatchType(row.content_type as UploadContentType, start)) {
      await this.storage.delete(row.object_key);
      throw invalidUploadField(field);
    }
    await this.uploads.markVerified(row.key, size);
    return { ...row, size_bytes: String(size), verified_at: new Date() };
  }

  /** The first bytes of a verified upload (the portrait check reads the JPEG's size from them). */
  readStart(upload: VerifiedUpload): Promise<Uint8Array> {
    return this.storage.readStart(upload.object_key, SNIFF_BYTES);
  }

  /**
   * Marks the uploads used (inside the caller's transaction): they are kept for good. Every use
   * says where it shows the file: 'public' (portraits, logos, case-study thumbnails: served with
   * long-lived public caching) or 'private' (Contact Us and request attachments: `private,
   * no-store`). A file once public stays public.
   */
  markUsed(
    db: Queryable,
    teamId: number,
    keys: readonly string[],
    visibility: UploadVisibility,
  ): Promise<void> {
    return keys.length ? this.uploads.markUsed(teamId, keys, visibility, db) : Promise.resolve();
  }

  /** What GET /api/uploads/:key sends: the local bytes, or a presigned URL to redirect to. */
  async file(
    key: string,
  ): Promise<{ upload: UploadRow; stream: Readable | null; redirect: string | null } | null> {
    if (!UPLOAD_KEY_PATTERN.test(key)) return null;
    const upload = await this.uploads.findByKey(key);
    if (!upload) return null;
    if (upload.storage !== this.storage.kind) return null;
    if (this.storage.kind === 'local') {
      if (!upload.verified_at) return null;
      const stream = await this.storage.open(upload.object_key);
      return stream ? { upload, stream, redirect: null } : null;
    }
    if (!upload.verified_at && !upload.used_at) return null;
    const headers = servingHeadersOf(upload);
    const lifetime = headers.cacheControl === PUBLIC_CACHE_CONTROL ? PUBLIC_GET_SECONDS : PRIVATE_GET_SECONDS;
    return {
      upload,
      stream: null,
      redirect: await this.storage.presignGet(upload.object_key, lifetime, headers),
    };
  }

  /** Deletes uploads no request or portrait used, created more than `olderThanHours` ago. */
  async purgeAbandoned(olderThanHours: number = UPLOAD_LIMITS.abandonedAfterHours): Promise<number> {
    const before = new Date(Date.now() - olderThanHours * 3600 * 1000);
    let purged = 0;
    for (;;) {
      const batch = await this.uploads.abandoned(before, 200);
      if (batch.length === 0) return purged;
      const deleted = new Set(await this.uploads.deleteUnused(batch.map((row) => row.id)));
      for (const row of batch)
        if (deleted.has(row.id)) await this.storage.delete(row.object_key).catch(() => undefined);
      purged += deleted.size;
      if (batch.length < 200) return purged;
    }
  }
}
