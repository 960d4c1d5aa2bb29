/** A four-eyes call answers with the proposal it stored (status pending) instead of doing the thing (docs/decisions.md). */
export const isProposal = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && 'callId' in result && (result as { status?: unknown }).status === 'pending';
