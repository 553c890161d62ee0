import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStorage, UploadTarget } from './object-storage.js';

/** A PUT body larger than the upload's limit. */
export class TooLargeError extends Error {}

/** Uploaded files under one directory (UPLOAD_DIR, default DATA_DIR/uploads). */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(objectKey: string): string {
    const path = resolve(this.root, objectKey);
    if (!path.startsWith(resolve(this.root) + sep))
      throw new Error(`Object key outside the upload directory`);
    return path;
  }

  presignPut(): Promise<UploadTarget> {
    return Promise.reject(new Error('Local uploads are signed by the uploads service'));
  }

  /** Writes the body to a temporary file, then renames it into place; more than maxBytes throws TooLargeError. */
  async write(objectKey: string, body: Readable, maxBytes: number): Promise<number> {
    const path = this.pathOf(objectKey);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.part`;
    let written = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        if (written > maxBytes) done(new TooLargeError('Upload too large'));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(temporary));
      await rename(temporary, path);
      return written;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async size(objectKey: string): Promise<number | null> {
    const info = await stat(this.pathOf(objectKey)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async readStart(objectKey: string, bytes: number): Promise<Uint8Array> {
    const file = await open(this.pathOf(objectKey), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async open(objectKey: string): Promise<Readable | null> {
    const path = this.pathOf(objectKey);
    if ((await this.size(objectKey)) === null) return null;
    return createReadStream(path);
  }

  presignGet(): Promise<string | null> {
    return Promise.resolve(null);
  }

  async delete(objectKey: string): Promise<void> {
    await rm(this.pathOf(objectKey), { force: true });
  }
}
