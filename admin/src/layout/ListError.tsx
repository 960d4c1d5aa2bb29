import { Alert } from '@mui/material';
import { HttpError, useListContext, useTranslate } from 'react-admin';

export const FORBIDDEN = 403;

/** Retries a failed read unless the server refused it (4xx): a refusal does not change by asking again. */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failures < 3;
}

/**
 * What a list that could not load shows in its place (react-admin's list `error` slot): a 403 says the
 * signed-in role has no access to `what` (a message key, e.g. the tab's label), anything else its message.
 */
export function ListError({ what }: { what: string }) {
  const { error } = useListContext();
  const translate = useTranslate();
  const denied = error instanceof HttpError && error.status === FORBIDDEN;
  const text = denied
    ? translate('pronto.access.denied', { what: translate(what) })
    : error instanceof Error && error.message
      ? error.message
      : translate('ra.notification.http_error');
  return (
    <Alert severity={denied ? 'info' : 'error'} role="alert" sx={{ my: 1 }}>
      {text}
    </Alert>
  );
}
