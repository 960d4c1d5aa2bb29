import { behaviourOf } from './harness.ts';
import { accountCases } from './bankscraper/accounts.ts';
import { checkCases } from './bankscraper/checks.ts';
import { readCases } from './bankscraper/reads.ts';
import { scrapeCases } from './bankscraper/scrapes.ts';

/* The bankscraper service: the stored bank data and the checks on it, then scrapes, accounts and the SMS. */
behaviourOf('bankscraper', { ...readCases, ...checkCases, ...scrapeCases, ...accountCases });
