import type { Query } from '@tanstack/react-query';

/** A route loader's answer counts as fresh this long, so the screen mounting after it does not ask again at once. */
export const FIRST_ANSWER_FRESH_MS = 10_000;

/**
 * react-query's staleTime for a query a route loader filled: fresh for FIRST_ANSWER_FRESH_MS while that is
 * its only answer (react-admin's hooks mounting after it would otherwise refetch at once, staleTime 0); an
 * invalidation or any later answer is treated as usual.
 */
export const freshWhileFirstAnswer = (query: Query): number => (query.state.dataUpdateCount === 1 ? FIRST_ANSWER_FRESH_MS : 0);
