import { Injectable } from '@nestjs/common';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import {
  AdminAuditRepository,
  type AuditRow,
  type NewAuditEntry,
} from '../repositories/admin-audit.repository.js';

/** The admin audit log for other modules (admin writes and pages it); its SQL stays in AccountsModule. */
@Injectable()
export class AdminAuditService {
  constructor(private readonly audit: AdminAuditRepository) {}

  /** Records an entry, in the caller's transaction when `db` is one. */
  insert(entry: NewAuditEntry, db?: Queryable): Promise<void> {
    return this.audit.insert(entry, db);
  }

  /** Newest first; one more row than asked tells whether a next page exists. */
  page(limit: number, offset: number): Promise<AuditRow[]> {
    return this.audit.page(limit, offset);
  }
}
