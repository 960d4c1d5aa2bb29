import { useEffect, useRef } from 'react';
import { confirmText } from '../i18n/pages/confirm.ts';
import { useConfirm } from './confirm.tsx';

/**
 * While `active`, the back button asks "Are you sure?" (customer-site.md §2): yes runs `onLeave`
 * (which ends the process) and goes back, no stays. A guard entry with the same url is pushed onto
 * the history; going back lands on the real entry, where the question is asked.
 */
export function useLeaveConfirm(active: boolean, onLeave: () => void): void {
  const confirm = useConfirm();
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    if (!active) return;
    const arm = () => window.history.pushState(window.history.state, '', window.location.href);
    arm();
    let asking = false;
    const onPop = () => {
      if (asking) return;
      asking = true;
      void confirm({ title: confirmText.leaveTitle, content: confirmText.leaveText }).then((yes) => {
        asking = false;
        if (yes) {
          window.removeEventListener('popstate', onPop);
          leave.current();
          window.history.back();
        } else {
          arm();
        }
      });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active, confirm]);
}
