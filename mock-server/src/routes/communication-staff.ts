import type { Context } from '../context.ts';
import type { Routes } from './define.ts';

export function registerCommunicationStaff(_routes: Routes, _ctx: Context): void {}
