import { resendText } from '../i18n/pages/resend.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * "I didn't receive PIN" and its 180 s countdown (customer-site.md §4, §9), on the registration PIN and
 * reset-PIN pages. `sentAlready`: a PIN was sent just before the page opened, so the countdown runs from
 * the start (the server refuses a new one within 180 s). `onResend` sends it; false when it could not.
 */
export function ResendPin({ onResend, sentAlready = false }: { onResend: () => Promise<boolean>; sentAlready?: boolean }) {
  const countdown = useCountdown(undefined, sentAlready);
  // Counting from the click, so a second click cannot send twice; an unsent PIN stops the count.
  const resend = async () => {
    countdown.start();
    if (!(await onResend())) countdown.stop();
  };
  return (
    <div className="form-links">
      <button type="button" className="link-button" onClick={() => void resend()} disabled={countdown.left > 0}>
        {resendText.resend}
      </button>
      {countdown.left > 0 && (
        <span className="muted" aria-live="polite">
          {resendText.resendIn(countdown.left)}
        </span>
      )}
    </div>
  );
}
