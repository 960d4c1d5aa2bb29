import { lazy } from 'react';

/** The maintenance page (admins only): its route is /maintenance, its menu entry from the page table of @pronto/api. */
export const MaintenancePage = lazy(() => import('./MaintenancePage.tsx'));
