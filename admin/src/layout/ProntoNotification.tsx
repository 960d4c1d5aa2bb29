import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
  type NotificationType,
} from 'react-admin';

/** A notification as shown: its title, its text (or element) and how it behaves. */
interface Shown {
  title: string;
  text: string | null;
  element: ReactNode;
  type: NotificationType;
  undoable: boolean;
  autoHideDuration: number | null;
}

const AUTO_HIDE_MS = 4000;

/**
 * The console's notifications (react-admin's Notification, with back-office.md §8's titles): every
 * toast has a title, the one its sender gives (`notify(text, { title })`: the global handler's
 * "Request Timeout.", "Technical error", "Authorization Error") or its kind's (Success, Error, Warning,
 * Info; Processing while a change can still be undone), and a Dismiss button (not "Close": screens have Close buttons of their own). One message once: a toast
 * saying what the one on screen says is dropped, not queued behind it (a failed list call is told by
 * the handler's popup and again by the list).
 */
export function ProntoNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<Shown>();

  const show = useCallback(
    ({ message, type, notificationOptions = {} }: NotificationPayload): Shown => {
      const { title, messageArgs, undoable, autoHideDuration } = notificationOptions as {
        title?: string;
        messageArgs?: Record<string, unknown>;
        undoable?: boolean;
        autoHideDuration?: number | null;
      };
      const text = typeof message === 'string' ? translate(message, messageArgs) : null;
      return {
        title: title ?? translate(`pronto.notification.${undoable ? 'processing' : type}`),
        text,
        element: text === null ? message : null,
        type,
        undoable: Boolean(undoable),
        autoHideDuration: autoHideDuration === undefined ? AUTO_HIDE_MS : autoHideDuration,
      };
    },
    [translate],
  );

  useEffect(() => {
    const next = notifications[0];
    if (!next) return;
    if (!current) {
      const taken = takeNotification();
      if (taken) {
        setCurrent(show(taken));
        setOpen(true);
      }
    } else if (open && current.text !== null && show(next).text === current.text) {
      takeNotification();
    }
  }, [notifications, current, open, takeNotification, show]);

  // Leaving the page while a change can still be undone loses it: the browser asks first.
  useEffect(() => {
    if (!current?.undoable) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [current]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    if (current?.undoable) takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [current, takeMutation]);
  const undo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  if (!current) return null;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        autoHideDuration={current.autoHideDuration}
        onClose={close}
        disableWindowBlurListener={current.undoable}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: exited } }}
      >
        <Alert
          severity={current.type}
          variant="filled"
          sx={{ width: '100%', maxWidth: 560, alignItems: 'flex-start' }}
          action={
            <>
              {current.undoable && (
                <Button color="inherit" size="small" onClick={undo}>
                  {translate('ra.action.undo')}
                </Button>
              )}
              <IconButton color="inherit" size="small" aria-label={translate('pronto.notification.dismiss')} onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          <AlertTitle>{current.title}</AlertTitle>
          {current.text !== null ? <span>{current.text}</span> : current.element}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
