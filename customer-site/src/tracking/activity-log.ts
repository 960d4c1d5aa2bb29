import { call } from '@pronto/api/customer-site';
import { getDeviceId, getRequestConfig } from '@pronto/request';
import { country } from '../app/config.ts';
import { session } from '../session/session.ts';
import { createLogBatcher, type LogAction } from './log-batcher.ts';

/** Scroll and resize are logged at most once a second (customer-site.md §9). */
export const LOG_DEBOUNCE_MS = 1000;

const sessionHash = () => {
  const key = 'logSessionHash';
  const existing = sessionStorage.getItem(key);
  if (existing) return existing;
  const created = crypto.randomUUID();
  sessionStorage.setItem(key, created);
  return created;
};

function sendBatch(actions: LogAction[], first: boolean): Promise<boolean> {
  const { customer } = session.get();
  const data = {
    deviceId: getDeviceId(getRequestConfig().storage),
    sessionHash: sessionHash(),
    application: country.application,
    customerId: customer?.id ?? null,
    email: customer?.emailAddress ?? null,
    mobilePhone: customer?.communication.find((c) => c.type === 'phone' && c.subType === 'personal')?.value ?? null,
    userAgent: navigator.userAgent,
    actions,
  };
  const id = first ? 'log.write.post' : 'log.write.put';
  return call(id, { data, silent: true, headers: { log: 'true' } }).then((r) => r.status === 200);
}

const now = () => new Date().toISOString();

function describe(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target.closest('a, button, input, select, textarea, label') : null;
  if (!el) return null;
  return `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}:${el.textContent.trim().slice(0, 40)}`;
}

/** The activity log of this page load: page views by `page()`, clicks, scrolls and resizes by itself. */
export interface ActivityLog {
  page(path: string): void;
  stop(): void;
}

/** Starts logging clicks, scrolls and resizes (customer-site.md §9); `page()` logs a page view. */
export function startActivityLog(): ActivityLog {
  const log = createLogBatcher(sendBatch);
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: MouseEvent) => {
    const element = describe(event.target);
    if (element) log.push({ type: 'click', at: now(), element });
  };
  const onScroll = () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => log.push({ type: 'scroll', at: now(), y: Math.round(window.scrollY) }), LOG_DEBOUNCE_MS);
  };
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(
      () => log.push({ type: 'resize', at: now(), width: window.innerWidth, height: window.innerHeight }),
      LOG_DEBOUNCE_MS,
    );
  };
  document.addEventListener('click', onClick, true);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  return {
    page: (path) => log.push({ type: 'page', at: now(), path }),
    stop() {
      log.stop();
      clearTimeout(scrollTimer);
      clearTimeout(resizeTimer);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    },
  };
}
