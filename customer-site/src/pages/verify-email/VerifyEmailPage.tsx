import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { verifyText } from '../../i18n/pages/verify.ts';

/** How long the result stays on screen before going home. */
export const VERIFY_REDIRECT_MS = 3000;

/** /v/:emailVerifyToken: verifies the work e-mail, shows the result, then goes home either way. */
export default function VerifyEmailPage() {
  const { emailVerifyToken = '' } = useParams();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    void call('customer.verifyEmail', { params: { verifyCode: emailVerifyToken }, silent: true }).then((r) => {
      if (!live) return;
      const ok = r.status === 200;
      const message = ok ? verifyText.success : (r.errors[0]?.message ?? verifyText.failure);
      setResult({ ok, message });
      if (ok) notifier.success(message);
      else notifier.error(message);
    });
    return () => {
      live = false;
    };
  }, [emailVerifyToken, notifier]);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => navigate(href('home'), { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <div className="container page narrow">
      <h1>{verifyText.title}</h1>
      {result ? (
        <>
          <p className={`alert ${result.ok ? 'alert-success' : 'alert-danger'}`} role="status">
            {result.message}
          </p>
          <p className="muted">{verifyText.redirect}</p>
        </>
      ) : (
        <p role="status">{verifyText.verifying}</p>
      )}
    </div>
  );
}
