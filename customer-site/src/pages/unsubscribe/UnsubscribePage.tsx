import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { unsubscribeText } from '../../i18n/pages/unsubscribe.ts';
import { trackConversion } from '../../tracking/conversion.ts';

/** Reads camp, key and userTo, posts the e-mail unsubscribe and thanks in the market's language; a failure is only logged. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const data = {
      campaignId: params.get('camp') ?? '',
      userKey: params.get('key') ?? '',
      userTo: params.get('userTo') ?? '',
      communicationType: 'email' as const,
    };
    void call('communication.unsubscribe', { data, silent: true }).then((result) => {
      if (result.status === 200) {
        trackConversion('unsubscribe', { campaignId: data.campaignId });
      } else {
        trackConversion('unsubscribeFailure', { campaignId: data.campaignId });
        console.warn('[unsubscribe] failed', result.status, result.errors[0]?.message);
      }
    });
  }, [params]);

  return (
    <div className="container page narrow">
      <h1>{unsubscribeText.title}</h1>
      <p className="lead">{unsubscribeText.text}</p>
    </div>
  );
}
