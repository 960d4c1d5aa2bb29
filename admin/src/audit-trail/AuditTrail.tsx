import './messages.ts'; // the audit texts, registered before this renders
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AuditEntry } from '@pronto/api';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';
import { changeLines, when, whatText } from './auditFormat.ts';

interface AuditTrailProps {
  /** What the entries are of, for the query's key: ['customers', 8], ['loans', 5]. */
  queryKey: readonly [string, number];
  load: (dataProvider: ProntoDataProvider) => Promise<AuditEntry[]>;
}

/** Lines of changes shown per entry (a field, or a row added or changed); the rest are counted (a restructure replaces a whole schedule). */
const SHOWN_CHANGES = 5;

/** A record's own audit entries, newest first: who, when, what, the changes and the reason. */
export function AuditTrail({ queryKey, load }: AuditTrailProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const entries = useQuery({ queryKey: [...queryKey, 'audit'], queryFn: () => load(dataProvider), retry: false });
  if (entries.isPending) return <Loading />;
  if (entries.error) return <Alert severity="error">{translate('pronto.audit.loadError', { message: entries.error.message })}</Alert>;
  if (entries.data.length === 0) return <Typography sx={{ p: 2 }}>{translate('pronto.audit.empty')}</Typography>;
  const f = (field: string) => translate(`resources.auditTrail.fields.${field}`);
  return (
    <Table size="small" aria-label={translate('pronto.audit.tab')}>
      <TableHead>
        <TableRow>
          {['at', 'staffName', 'callId', 'reason', 'changes'].map((field) => (
            <TableCell key={field}>{f(field)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.data.map((e) => {
          const lines = changeLines(e, translate, locale);
          const more = lines.length - SHOWN_CHANGES;
          return (
            <TableRow key={e.id} data-testid="audit-entry">
              <TableCell>
                <time dateTime={e.at}>{when(e.at, locale)}</time>
              </TableCell>
              <TableCell>{e.staffName}</TableCell>
              <TableCell>{whatText(e, translate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {e.reason}
                {e.proposedBy &&
                  ` (${translate('pronto.audit.proposedBy', { name: e.proposedBy.staffName, reason: e.proposedBy.reason })})`}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {lines.length === 0
                  ? translate('pronto.audit.changesNone')
                  : lines.slice(0, SHOWN_CHANGES).map((line, i) => <div key={i}>{line}</div>)}
                {more > 0 && `(+${more})`}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
