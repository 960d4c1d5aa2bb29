import { useEffect } from 'react';
import { useNavigate, useParams } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { formText } from '../../i18n/pages/forms.ts';
import { rxText } from '../../i18n/pages/rx.ts';
import { session } from '../../session/session.ts';

/** /rx/:paymentToken: automatic login by repay token, then the loan request; on failure home. */
export default function RepayTokenPage() {
  const { paymentToken = '' } = useParams();
  const navigate = useNavigate();
  const notifier = useNotifier();

  useEffect(() => {
    let live = true;
    void call('membership.loginWithRepayToken', { vars: { repayToken: paymentToken }, silent: true }).then((result) => {
      if (!live) return;
      if (result.status === 200 && result.data?.token) {
        session.save(result.data.token, result.data.customerDetails);
        navigate(href('loanRequest'), { replace: true });
      } else {
        notifier.error(result.errors[0]?.message ?? formText.anErrorOccurred);
        navigate(href('home'), { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [paymentToken, navigate, notifier]);

  return (
    <div className="container page narrow" aria-busy="true">
      <h1>{rxText.title}</h1>
      <p>{rxText.text}</p>
      <div className="placeholder-lines" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
