import { useId, useState, type ReactNode } from 'react';
import { m } from './messages.ts';
import { PAGE_SIZES, pageLinks, pageOf, type PageSize } from './pagination.ts';

/** A long list a page at a time: `children` gets the rows of the page; page links and the page size below it. */
export function Paged<T>({ rows, children }: { rows: readonly T[]; children: (rows: T[]) => ReactNode }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(PAGE_SIZES[0]);
  const sizeId = useId();
  const shown = pageOf(rows, page, size);
  if (rows.length <= PAGE_SIZES[0]) return <>{children(shown.rows)}</>;
  return (
    <>
      {children(shown.rows)}
      <div className="pager">
        {shown.pages > 1 && (
          <nav aria-label={m.pages}>
            <ul>
              {pageLinks(shown.page, shown.pages).map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    className="pager-link"
                    aria-label={m.page(n)}
                    aria-current={n === shown.page ? 'page' : undefined}
                    onClick={() => setPage(n)}
                  >
                    {n}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="pager-size">
          <label htmlFor={sizeId}>{m.perPage}</label>
          <select
            id={sizeId}
            value={size}
            onChange={(e) => {
              setSize(Number(e.target.value) as PageSize);
              setPage(1);
            }}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
