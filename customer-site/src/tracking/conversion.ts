/** Conversion and pixel events (customer-site.md §7: fired after registration and extension; vendors not shown). */
export type ConversionEvent =
  'registration' | 'preRegister' | 'customerExtend' | 'loginSuccess' | 'loginFailure' | 'unsubscribe' | 'unsubscribeFailure';

export type ConversionHook = (event: ConversionEvent, details?: Record<string, unknown>) => void;

const hooks = new Set<ConversionHook>();

/** Plugs in a vendor (tag manager, pixel); returns the function that removes it. */
export function addConversionHook(hook: ConversionHook): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

/** Sends an event to every hook; a failing vendor never breaks the journey. */
export function trackConversion(event: ConversionEvent, details?: Record<string, unknown>): void {
  for (const hook of hooks) {
    try {
      hook(event, details);
    } catch (error) {
      console.warn('[tracking] conversion hook failed', error);
    }
  }
}
