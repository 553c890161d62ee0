import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type ObjectCannedACL,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { UploadConfig } from '../../../config/app-config.js';
import type { GetOverrides, ObjectStorage, UploadTarget } from './object-storage.js';

type S3Settings = NonNullable<UploadConfig['s3']>;

const isMissing = (error: unknown): boolean => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
};

/** Any S3-compatible storage (AWS S3, MinIO, R2, s3rver…) through the AWS SDK v3 and presigned URLs. */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  /** `acl: false` leaves S3_ACL off (attachments are never public, whatever the bucket's default ACL). */
  async presignPut(
    objectKey: string,
    contentType: string,
    expiresInSeconds: number,
    options: { acl: boolean } = { acl: true },
  ): Promise<UploadTarget> {
    const acl = options.acl ? (this.settings.acl as ObjectCannedACL | undefined) : undefined;
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: objectKey,
      ContentType: contentType,
      ...(acl ? { ACL: acl } : {}),
    });
    // The ACL stays a signed header (not hoisted into the query), so the browser sends it as told.
    const url = await getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type', ...(acl ? ['x-amz-acl'] : [])]),
      unhoistableHeaders: new Set(acl ? ['x-amz-acl'] : []),
    });
    return { url, headers: { 'Content-Type': contentType, ...(acl ? { 'x-amz-acl': acl } : {}) } };
  }

  async size(objectKey: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readStart(objectKey: string, bytes: number): Promise<Uint8Array> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey, Range: `bytes=0-${bytes - 1}` }),
    );
    const body = await answer.Body?.transformToByteArray();
    return (body ?? new Uint8Array()).subarray(0, bytes);
  }

  open(): Promise<Readable | null> {
    return Promise.resolve(null);
  }

  /** The bucket answers with our content type, disposition and caching, never what it stored. */
  presignGet(objectKey: string, expiresInSeconds: number, overrides: GetOverrides): Promise<string | null> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: objectKey,
        ResponseContentType: overrides.contentType,
        ResponseContentDisposition: overrides.contentDisposition,
        ResponseCacheControl: overrides.cacheControl,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async delete(objectKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
