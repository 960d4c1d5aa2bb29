import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { call } from '@pronto/api/customer-site';
import { PageLoading } from '../../app/PageLoading.tsx';
import { t } from '../../i18n/index.ts';
import { termsText } from '../../i18n/pages/terms.ts';

/** Terms and conditions: the market's template, sanitised with DOMPurify before rendering; "Error" if missing. */
export default function TermsPage() {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void call('communication.templateByName.post', { data: { name: termsText.template }, silent: true }).then((result) => {
      if (!live) return;
      const body = result.data?.body;
      if (result.status !== 200 || !body) setFailed(true);
      // The page has its own h1; the template's headings move one level down.
      else setHtml(DOMPurify.sanitize(body).replace(/<(\/?)h1\b/g, '<$1h2'));
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="container page prose">
      <h1>{termsText.title}</h1>
      {failed ? (
        <p className="alert alert-danger" role="alert">
          {t.common.error}
        </p>
      ) : html === null ? (
        <PageLoading />
      ) : (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}
