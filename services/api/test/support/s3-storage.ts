import { afterAll, beforeAll } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { startedInHook, startTestApi, type TestApi } from './test-api.js';

/** A real S3-protocol server (s3rver) on 127.0.0.1 with one bucket, in a temporary folder. */
export interface S3Storage {
  /** The API's environment for uploads into this bucket (UPLOAD_STORAGE=s3, public-read ACL). */
  env: Record<string, string>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts s3rver with `bucket` (s3rver does not verify SigV4 signatures, so a test on it cannot
 * assert signature enforcement). `port` 0 takes any free port.
 */
export async function startS3Storage(bucket: string, port = 0): Promise<S3Storage> {
  const directory = await mkdtemp(join(tmpdir(), `tpp-s3rver-${bucket}-`));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  try {
    const { port: listening } = await s3.run();
    return {
      env: {
        UPLOAD_STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${listening}`,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_ACL: 'public-read',
      },
      close: async () => {
        await s3.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The test API of the enclosing `describe`, storing uploads in a bucket of its own s3rver: both
 * started in a `beforeAll` hook, the API closed before the server in an `afterAll` hook.
 */
export function useApiOnS3(bucket: string, port = 0): TestApi {
  let s3: S3Storage | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    s3 = await startS3Storage(bucket, port);
    api = await startTestApi({ env: s3.env });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });
  return startedInHook(() => api, 'The test API');
}
