/*
 * The shapes of the communication answers the contract leaves untyped (`unknown`), as the mock answers them,
 * and the reads the cases use to see an effect: a customer's SMS and e-mails, a template, the tickets.
 */
import type { SentEmail, SentSms, TemplateRecord, Ticket } from '@pronto/api';
import type { World } from '../harness.ts';

/** A page of rows and how many there are in all. */
export type Paged<T> = { items: T[]; total: number };

/** The seeded customer the harness signs in as (customer 8, GB). */
export const CUSTOMER = { id: 8, phone: '07100000008', email: 'customer.approved@pronto.test' } as const;

/** A file of a ticket's message (a reply with files, or what the customer sent). */
export interface TicketAttachment {
  id: number;
  ticketId: number;
  messageId: number;
  name: string;
  contentType: string;
  size: number | null;
  url: string;
  direction: 'in' | 'out';
  createdAt: string;
  createdBy: string;
}

/** A channel a template may be written for, with how many templates use it. */
export interface TemplateChannel {
  id: number;
  name: string;
  description?: string;
  active: boolean;
  templates?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** One rule of a segment: a field of the customer and the value it must have. */
export interface SegmentCriterion {
  field: string;
  value: string;
}

/** A marketing segment, answered with the number of customers it selects now. */
export interface Segment {
  id: number;
  name: string;
  description: string;
  criteria: SegmentCriterion[];
  customers: number;
  createdAt: string;
  createdBy?: string;
  updatedAt?: string;
}

/** A marketing send planned for a segment at a time, from an SMS or e-mail template. */
export interface MarketingSend {
  id: number;
  name: string;
  templateId: number;
  segmentId: number;
  channel: 'sms' | 'email';
  scheduledAt: string;
  status: 'scheduled' | 'sent';
  sent?: number;
  createdAt: string;
  createdBy?: string;
  updatedAt?: string;
}

/** A short link and the address it redirects to. */
export interface ShortLink {
  code: string;
  url: string;
  shortUrl: string;
  createdAt: string;
}

/** The SMS a customer was sent, newest first (the customer page's paged history). */
export async function smsOf(w: World, customerId: number = CUSTOMER.id): Promise<SentSms[]> {
  const page = (await w.ok('communication.sms/historypaged', { params: { customerId, perPage: 500 } })) as Paged<SentSms>;
  return page.items;
}

/** The e-mails a customer was sent, newest first (the customer page's paged history). */
export async function emailsOf(w: World, customerId: number = CUSTOMER.id): Promise<SentEmail[]> {
  const page = (await w.ok('communication.email/historybypaging', { params: { customerId, perPage: 500 } })) as Paged<SentEmail>;
  return page.items;
}

/** Every stored template (the template catalogue). */
export async function templates(w: World): Promise<TemplateRecord[]> {
  return (await w.ok('communication.CommTemplate')) as TemplateRecord[];
}

/** One ticket as the ticket list reads it by id. */
export async function ticket(w: World, ticketId: number): Promise<Ticket | undefined> {
  const page = (await w.ok('communication.getTickets', { params: { id: ticketId } })) as Paged<Ticket>;
  return page.items[0];
}
