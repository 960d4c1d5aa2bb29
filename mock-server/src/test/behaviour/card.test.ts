import { behaviourOf } from './harness.ts';
import { accountCases } from './card/account.ts';
import { cardCases } from './card/cards.ts';
import { paymentCases } from './card/payments.ts';
import { providerCases } from './card/providers.ts';
import { validationCases } from './card/validation.ts';

/* The card service: card lists and statuses, validation, staff charges booked on the loan, and the payment
 * providers' pages and callbacks. */
behaviourOf('card', { ...cardCases, ...validationCases, ...paymentCases, ...providerCases, ...accountCases });
