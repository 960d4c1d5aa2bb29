import type { Context } from '../context.ts';
import type { Routes } from './define.ts';

export function registerCardRoutes(_routes: Routes, _ctx: Context): void {}
