import { t } from '../i18n/index.ts';

/** Placeholder while a page loads or the guard decides. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t.common.loading}</span>
    </div>
  );
}
