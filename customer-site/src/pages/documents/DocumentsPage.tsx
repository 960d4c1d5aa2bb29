import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { isReadOnlyStatus } from '@pronto/domain';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { useSession } from '../../session/session.ts';
import { accountCall, useLoad, type DocumentInfo } from '../../account/api.ts';
import { date } from '../../account/format.ts';
import { m } from './messages.ts';

/** documents (/account/documents/:id, id = the loan): the loan's agreement, pre-contract information and statement. */
export default function DocumentsPage() {
  const { id = '' } = useParams();
  // A declined or closed account goes back to its past loans, the one account page it has.
  const back = isReadOnlyStatus(useSession().status) ? 'pastLoans' : 'loansAndTransactions';
  const list = useLoad('communication.account/documentList', { params: { loanId: id } });
  const [open, setOpen] = useState<DocumentInfo | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  if (!list.data) return list.error ? <p className="container page">{list.error}</p> : <PageLoading />;
  const show = async (doc: DocumentInfo) => {
    const result = await accountCall('communication.account/document', { params: { id: String(doc.id) } });
    if (result.data) setOpen(result.data);
  };
  const downloadUrl = (doc: DocumentInfo) => `data:text/plain;charset=utf-8,${encodeURIComponent(doc.content ?? '')}`;
  return (
    <div className="container page">
      <h1>{m.title(id)}</h1>
      <AccountNav />
      {list.data.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ul className="document-list">
          {list.data.map((doc) => (
            <li key={doc.id}>
              <span>
                {m.types[doc.type] ?? doc.title} — {date(doc.createdAt)}
              </span>{' '}
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => void show(doc)}
                aria-label={`${m.open}: ${m.types[doc.type] ?? doc.title}`}
              >
                {m.open}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <article className="card document" aria-labelledby="document-title">
          <h2 id="document-title" ref={heading} tabIndex={-1}>
            {m.types[open.type] ?? open.title}
          </h2>
          {open.title && <p className="lead">{open.title}</p>}
          {(open.content ?? '').split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          <p>
            <a className="btn btn-secondary btn-small" href={downloadUrl(open)} download={`${open.type}-${id}.txt`}>
              {m.download}
            </a>{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setOpen(null)}>
              {m.close}
            </button>
          </p>
        </article>
      )}
      <p>
        <Link to={href(back)}>{m.back}</Link>
      </p>
    </div>
  );
}
