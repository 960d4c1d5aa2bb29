import type { Context } from '../context.ts';
import { registerCustomerJourneys } from './customer-journeys.ts';
import { registerCollectionRoutes } from './collections.ts';
import { registerCustomerAddressRoutes } from './customer-addresses.ts';
import { registerCustomerCreditHistoryRoutes } from './customer-credit-history.ts';
import { registerCustomerGroupRoutes } from './customer-groups.ts';
import { registerCustomerHistoryRoutes } from './customer-history.ts';
import { registerCustomerReportRoutes } from './customer-reports.ts';
import { registerCustomerRiskRoutes } from './customer-risk.ts';
import { registerCustomerStaff } from './customer-staff.ts';
import { registerCustomerStageRoutes } from './customer-stage.ts';
import { registerDengageRoutes } from './dengage.ts';
import type { Routes } from './define.ts';
import { registerHandoverSmsRoute } from './handover-sms.ts';
import { registerRegistrationCheckRoutes } from './registration-checks.ts';
import { registerRelatedUsersRoute } from './suspected-logins.ts';

export function registerCustomerRoutes(routes: Routes, ctx: Context): void {
  registerCustomerJourneys(routes, ctx);
  registerCustomerStaff(routes, ctx);
  registerCollectionRoutes(routes, ctx);
  registerCustomerGroupRoutes(routes, ctx);
  registerCustomerAddressRoutes(routes, ctx);
  registerCustomerStageRoutes(routes, ctx);
  registerCustomerRiskRoutes(routes, ctx);
  registerRelatedUsersRoute(routes, ctx);
  registerCustomerCreditHistoryRoutes(routes, ctx);
  registerCustomerHistoryRoutes(routes, ctx);
  registerRegistrationCheckRoutes(routes, ctx);
  registerHandoverSmsRoute(routes, ctx);
  registerCustomerReportRoutes(routes, ctx);
  registerDengageRoutes(routes, ctx);
}
