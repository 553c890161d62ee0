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
import type { ObjectStorage, UploadTarget } from './object-storage.js';

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

  async presignPut(objectKey: string, contentType: string, expiresInSeconds: number): Promise<UploadTarget> {
    const acl = this.settings.acl as ObjectCannedACL | undefined;
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

  presignGet(objectKey: string, expiresInSeconds: number): Promise<string | null> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }), {
      expiresIn: expiresInSeconds,
    });
  }

  async delete(objectKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
