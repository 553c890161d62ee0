import { Injectable } from '@nestjs/common';
import { COMMON_ERROR_CODES } from '@tpp/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiException } from '../http/api-exception.js';

@Injectable()
export class DatabaseHealth {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ApiException(503, COMMON_ERROR_CODES.unavailable, 'The database is not reachable.');
    }
    return { status: 'ok', database: 'up' };
  }
}
