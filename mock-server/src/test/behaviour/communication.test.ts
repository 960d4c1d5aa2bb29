import { behaviourOf, type Cases } from './harness.ts';
import { callbackCases } from './communication/callbacks.ts';
import { documentCases } from './communication/documents.ts';
import { ivrCases } from './communication/ivr.ts';
import { mailboxCases } from './communication/mailbox.ts';
import { marketingCases } from './communication/marketing.ts';
import { permissionCases } from './communication/permissions.ts';
import { sendingCases } from './communication/sending.ts';
import { templateCases } from './communication/templates.ts';
import { ticketCases } from './communication/tickets.ts';

/*
 * The communication service, by topic. Templates run first, so their reads see the seed's catalogue
 * before other cases add to it; permissions run last, since they refuse customer 8's SMS and marketing
 * e-mail for a while.
 */
const cases: Cases<'communication'> = {
  ...templateCases,
  ...ticketCases,
  ...mailboxCases,
  ...marketingCases,
  ...sendingCases,
  ...callbackCases,
  ...documentCases,
  ...ivrCases,
  ...permissionCases,
};

behaviourOf('communication', cases);
