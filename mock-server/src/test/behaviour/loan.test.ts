import { behaviourOf, type Cases } from './harness.ts';
import { agreements } from './loan/agreements.ts';
import { application } from './loan/application.ts';
import { changes } from './loan/changes.ts';
import { collections } from './loan/collections.ts';
import { payments } from './loan/payments.ts';
import { ownPayments } from './loan/own-payments.ts';
import { quotes } from './loan/quotes.ts';
import { reads } from './loan/reads.ts';
import { settings } from './loan/settings.ts';

/* The loan service, one case per entry, by topic (loan/*.ts). Money first: the cases take seeded loans
 * (loan/helpers.ts `take`) so that no two change the same loan. */
const cases: Cases<'loan'> = {
  ...payments,
  ...changes,
  ...quotes,
  ...agreements,
  ...collections,
  ...settings,
  ...reads,
  ...application,
  ...ownPayments,
};

behaviourOf('loan', cases);
