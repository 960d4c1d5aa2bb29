import type { Context } from '../context.ts';
import type { Routes } from './define.ts';

/** Back-office customer calls (filled in below). */
export function registerCustomerStaff(_routes: Routes, _ctx: Context): void {}
