import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Loaded with the first notice: most visits never see one.
const NoticeList = lazy(() => import('./NoticeList.tsx').then((m) => ({ default: m.NoticeList })));

export type Level = 'success' | 'error' | 'warning' | 'info' | 'progress';

export interface Notice {
  id: number;
  level: Level;
  /** Its own title; without one, its level's (Error, Success…). */
  title?: string;
  message: string;
}

/** Notices stay 4 s (customer-site.md §9); progress ones stay until a success replaces them. */
export const NOTICE_MS = 4000;

type Notify = (level: Level, message: string, title?: string) => void;

const NotifyContext = createContext<Notify>(() => undefined);

/** `notify(level, message, title?)`: shows a notice bottom right. */
export const useNotify = (): Notify => useContext(NotifyContext);

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
      setNotices((list) => [...(level === 'success' ? list.filter((n) => n.level !== 'progress') : list), { id, level, message, title }]);
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
        {notices.length > 0 && (
          <Suspense fallback={null}>
            <NoticeList notices={notices} dismiss={dismiss} />
          </Suspense>
        )}
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
