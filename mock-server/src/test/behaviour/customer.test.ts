import { behaviourOf } from './harness.ts';
import { affiliateCases } from './customer/affiliates.ts';
import { collectionCases } from './customer/collections.ts';
import { commentCases } from './customer/comments.ts';
import { complaintCases } from './customer/complaints.ts';
import { contactCases } from './customer/contact.ts';
import { creditCases } from './customer/credit.ts';
import { groupCases } from './customer/groups.ts';
import { journeyCases } from './customer/journeys.ts';
import { letterCases } from './customer/letters.ts';
import { recordCases } from './customer/records.ts';
import { reportCases } from './customer/reports.ts';
import { statusCases } from './customer/status.ts';

// One mock for the whole service, the cases in this order: each module picks customers the others leave alone.
behaviourOf('customer', {
  ...recordCases,
  ...groupCases,
  ...statusCases,
  ...commentCases,
  ...contactCases,
  ...creditCases,
  ...collectionCases,
  ...letterCases,
  ...complaintCases,
  ...affiliateCases,
  ...journeyCases,
  ...reportCases,
});
