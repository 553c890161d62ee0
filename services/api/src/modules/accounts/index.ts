/**
 * What AccountsModule publishes to other modules besides its Nest module and exported services:
 * the account email rule their request DTOs apply, and the audit log's row shape. Anything else
 * under dto/ or repositories/ is this module's own (the tpp-api/boundaries lint rule).
 */
export { AccountEmail, IsAccountEmail } from './dto/email-rules.js';
export type { AuditRow, NewAuditEntry } from './repositories/admin-audit.repository.js';
