/**
 * One-time tickets of the back office: the SMS check and the UKEY sign-in
 * answer `adminUrl: <origin>/admin/?ticket=…`, and the mock back-office page
 * (GET /admin/) shows who signed in. Kept in memory for 5 minutes; a ticket
 * is used up by the first page view.
 */
import { randomBytes } from 'node:crypto';

import type { TenantId } from '../../platform/tenancy';

const ADMIN_TICKET_TTL_MS = 5 * 60 * 1000;
const MAX_TICKETS = 1000;

export type AdminLoginMethod = 'sms' | 'ukey';

interface AdminTicket {
  username: string;
  tenantId: TenantId;
  method: AdminLoginMethod;
  expiresAt: number;
}

export class AdminTickets {
  private readonly tickets = new Map<string, AdminTicket>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = ADMIN_TICKET_TTL_MS,
  ) {}

  /** A new ticket (32 hex characters). */
  issue(ticket: Omit<AdminTicket, 'expiresAt'>): string {
    const now = this.now();
    for (const [id, t] of this.tickets) {
      if (t.expiresAt <= now) this.tickets.delete(id);
    }
    for (const id of this.tickets.keys()) {
      if (this.tickets.size < MAX_TICKETS) break;
      this.tickets.delete(id);
    }
    const id = randomBytes(16).toString('hex');
    this.tickets.set(id, { ...ticket, expiresAt: now + this.ttlMs });
    return id;
  }

  /** The ticket, used up; undefined when unknown, used or expired. */
  take(id: string): AdminTicket | undefined {
    const ticket = this.tickets.get(id);
    if (!ticket) return undefined;
    this.tickets.delete(id);
    return ticket.expiresAt > this.now() ? ticket : undefined;
  }

  clear(): void {
    this.tickets.clear();
  }
}
