import { behaviourOf } from './harness.ts';
import { approvalCases } from './membership/approvals.ts';
import { signInCases } from './membership/sign-in.ts';
import { staffCases } from './membership/staff.ts';
import { supportCases } from './membership/support.ts';

behaviourOf('membership', { ...signInCases, ...supportCases, ...staffCases, ...approvalCases });
