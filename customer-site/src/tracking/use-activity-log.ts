import { useEffect, useRef } from 'react';
import { isAutomation } from '../app/config.ts';
import type { ActivityLog } from './activity-log.ts';

/**
 * Logs page views, clicks, scrolls and resizes for the activity log; never for automation
 * (navigator.webdriver). The logger loads after the first render: tracking never delays a page.
 */
export function useActivityLog(pathname: string): void {
  const log = useRef<ActivityLog | null>(null);
  const waiting = useRef<string[]>([]);

  useEffect(() => {
    if (isAutomation) return;
    let live = true;
    void import('./activity-log.ts').then(({ startActivityLog }) => {
      if (!live) return;
      log.current = startActivityLog();
      for (const path of waiting.current.splice(0)) log.current.page(path);
    });
    return () => {
      live = false;
      log.current?.stop();
      log.current = null;
    };
  }, []);

  useEffect(() => {
    if (isAutomation) return;
    if (log.current) log.current.page(pathname);
    else waiting.current.push(pathname);
  }, [pathname]);
}
