import { lazy } from 'react';

export const LettersPage = lazy(() => import('./LettersPage.tsx'));
export const CollectionRunsPage = lazy(() => import('./CollectionRunsPage.tsx'));
