import type { Context } from '../context.ts';
import { registerCustomerJourneys } from './customer-journeys.ts';
import { registerCollectionRoutes } from './collections.ts';
import { registerCustomerStaff } from './customer-staff.ts';
import type { Routes } from './define.ts';

export function registerCustomerRoutes(routes: Routes, ctx: Context): void {
  registerCustomerJourneys(routes, ctx);
  registerCustomerStaff(routes, ctx);
  registerCollectionRoutes(routes, ctx);
}
