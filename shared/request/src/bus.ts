import type { HandlerAction } from './handler.ts';

/** A listener of the response handler bus; `url` is the call's url. */
export type ResponseListener = (action: HandlerAction, url: string) => void;

/** A tiny publish/subscribe channel for global handler actions. */
export interface ResponseBus {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: ResponseListener): () => void;
  /** Sends an action to every listener (a throwing listener does not stop the others). */
  publish(action: HandlerAction, url: string): void;
}

/** Creates an empty bus. */
export function createResponseBus(): ResponseBus {
  const listeners = new Set<ResponseListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(action, url) {
      for (const listener of [...listeners]) {
        try {
          listener(action, url);
        } catch (error) {
          console.error('[request] response listener failed', error);
        }
      }
    },
  };
}

/** The bus the apps subscribe to for popups and redirects. */
export const responseBus: ResponseBus = createResponseBus();
