import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.ts';

export type Level = 'success' | 'error' | 'warning' | 'info' | 'progress';

export interface Notice {
  id: number;
  level: Level;
  title: string;
  message: string;
}

/** Notices stay 4 s (customer-site.md §9); progress ones stay until a success replaces them. */
export const NOTICE_MS = 4000;

type Notify = (level: Level, message: string, title?: string) => void;

const NotifyContext = createContext<Notify>(() => undefined);

/** `notify(level, message, title?)`: shows a notice bottom right. */
export const useNotify = (): Notify => useContext(NotifyContext);

const titles: Record<Level, string> = {
  success: t.common.success,
  error: t.common.error,
  warning: t.common.warning,
  info: t.common.info,
  progress: t.common.processing,
};

/** Holds the notices and renders them in a polite live region at the bottom right. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((n) => n.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const notify = useCallback<Notify>(
    (level, message, title) => {
      const id = nextId.current++;
      setNotices((list) => [
        ...(level === 'success' ? list.filter((n) => n.level !== 'progress') : list),
        { id, level, message, title: title ?? titles[level] },
      ]);
      if (level !== 'progress')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), NOTICE_MS),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="notices" role="status" aria-live="polite">
        {notices.map((n) => (
          <div key={n.id} className={`notice notice-${n.level}`}>
            {n.level === 'progress' && <span className="spinner" aria-hidden="true" />}
            <div className="notice-body">
              <strong>{n.title}</strong>
              {n.message && <p>{n.message}</p>}
            </div>
            {n.level !== 'progress' && (
              <button type="button" className="notice-close" aria-label={t.common.dismiss} onClick={() => dismiss(n.id)}>
                ×
              </button>
            )}
          </div>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}

/** Stable helper for components that only notify. */
export function useNotifier() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (m: string, title?: string) => notify('success', m, title),
      error: (m: string, title?: string) => notify('error', m, title),
      warning: (m: string, title?: string) => notify('warning', m, title),
      info: (m: string, title?: string) => notify('info', m, title),
      progress: (m: string, title?: string) => notify('progress', m, title),
    }),
    [notify],
  );
}
