import { t } from '../i18n/index.ts';
import type { Level, Notice } from './notifications.tsx';

const titles: Record<Level, string> = {
  success: t.common.success,
  error: t.common.error,
  warning: t.common.warning,
  info: t.common.info,
  progress: t.common.processing,
};

/** The notices shown bottom right, each with its level's title unless it has its own. */
export function NoticeList({ notices, dismiss }: { notices: readonly Notice[]; dismiss: (id: number) => void }) {
  return notices.map((n) => (
    <div key={n.id} className={`notice notice-${n.level}`}>
      {n.level === 'progress' && <span className="spinner" aria-hidden="true" />}
      <div className="notice-body">
        <strong>{n.title ?? titles[n.level]}</strong>
        {n.message && <p>{n.message}</p>}
      </div>
      {n.level !== 'progress' && (
        <button type="button" className="notice-close" aria-label={t.common.dismiss} onClick={() => dismiss(n.id)}>
          ×
        </button>
      )}
    </div>
  ));
}
