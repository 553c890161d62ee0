import type { Readable } from 'node:stream';

/** Headers the storage answers a presigned GET with (S3's response-* overrides). */
export interface GetOverrides {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/** Where a browser sends an upload's bytes, and which headers its PUT must carry. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
}

/**
 * Where uploaded bytes live. Two implementations: LocalObjectStorage (files under the data
 * directory; the API itself accepts the signed PUT) and S3ObjectStorage (any S3-compatible
 * storage through presigned PUT and GET URLs).
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** S3 only: a presigned PUT URL for the object (local uploads are signed by the uploads service). */
  presignPut(
    objectKey: string,
    contentType: string,
    expiresInSeconds: number,
    options?: { acl: boolean },
  ): Promise<UploadTarget>;
  /** The object's size, or null when nothing was uploaded. */
  size(objectKey: string): Promise<number | null>;
  /** The object's first bytes (fewer when it is shorter). */
  readStart(objectKey: string, bytes: number): Promise<Uint8Array>;
  /** Local: the object's bytes; S3: null (the file route redirects to presignGet). */
  open(objectKey: string): Promise<Readable | null>;
  /** S3: a presigned GET whose answer carries the given headers; local: null. */
  presignGet(objectKey: string, expiresInSeconds: number, overrides: GetOverrides): Promise<string | null>;
  /** Removes the object; a missing object is fine. */
  delete(objectKey: string): Promise<void>;
}
