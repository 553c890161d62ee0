import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';

/** argon2id (the library's default algorithm) with the configured memory and time cost. */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return hash(password, {
      memoryCost: this.config.argon2.memoryCost,
      timeCost: this.config.argon2.timeCost,
      parallelism: 1,
    });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of a real verification so an unknown email answers as slowly as a known one. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('a password nobody has');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
