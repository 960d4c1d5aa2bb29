import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import SendIcon from '@mui/icons-material/Send';
import {
  Loading,
  NumberField,
  ReferenceField,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import { documentsRpc, type DocumentRecord, type OcrResults } from '../../providers/documents.ts';
import { TypeField } from './DocumentList.tsx';
import { saveFile } from './download.ts';
import { useFormatDate } from '../../fields/locale.ts';

/** A call from a button: busy while running, the server's message on failure. */
function useAction<R>(fn: () => Promise<R>, onDone: (r: R) => void) {
  const notify = useNotify();
  return useMutation({ mutationFn: fn, onSuccess: onDone, onError: (error: Error) => notify(error.message, { type: 'error' }) });
}

function DocumentActions() {
  const when = useFormatDate();
  const record = useRecordContext<DocumentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const documentId = record?.id ?? 0;
  const download = useAction(() => documentsRpc.s3Download({ documentId }), saveFile);
  const temporary = useAction(() => documentsRpc.s3Link({ documentId }), setLink);
  const send = useAction(
    () => documentsRpc.sendToCustomer({ customerId: record?.customerId ?? 0, documentIds: [documentId] }),
    () => notify('resources.documents.notifications.sent', { type: 'success' }),
  );
  if (!record) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button size="small" startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate()}>
        {translate('resources.documents.actions.download')}
      </Button>
      <Button size="small" startIcon={<LinkIcon />} disabled={temporary.isPending} onClick={() => temporary.mutate()}>
        {translate('resources.documents.actions.link')}
      </Button>
      <Button size="small" startIcon={<SendIcon />} disabled={send.isPending} onClick={() => send.mutate()}>
        {translate('resources.documents.actions.send')}
      </Button>
      {link ? (
        <Typography variant="body2" data-testid="document-link">
          <a href={link.url}>{link.url}</a> — {translate('resources.documents.linkExpires', { expiresAt: when(link.expiresAt) })}
        </Typography>
      ) : null}
    </TopToolbar>
  );
}

function AutoCheckSummary({ ocr }: { ocr: OcrResults }) {
  const when = useFormatDate();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.documents.ocr.${key}`, options);
  const check = ocr.autoCheck;
  return (
    <>
      {check ? (
        <Alert severity={check.passed ? 'success' : 'warning'} data-testid="ocr-autocheck">
          {t(check.passed ? 'passed' : 'failed')} — {t('checkedBy', { by: check.checkedBy, at: when(check.checkedAt) })}
        </Alert>
      ) : (
        <Alert severity="info" data-testid="ocr-autocheck">
          {t('notChecked')}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('dni')}
      </Typography>
      <Typography data-testid="dni-reading">
        {ocr.dniReading
          ? t('dniResult', {
              kind: ocr.dniReading.kind ?? '-',
              number: ocr.dniReading.number,
              validity: t(ocr.dniReading.valid ? 'valid' : 'invalid'),
              matching: t(ocr.dniReading.matchesCustomer ? 'matches' : 'differs'),
            })
          : t('dniNone')}
      </Typography>
    </>
  );
}

/** OCR results of an identity document, its auto-check and DNI reading, with the buttons that run them. */
function OcrPanel({ documentId }: { documentId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['documents', 'ocr', documentId];
  const ocr = useQuery({ queryKey: key, queryFn: () => documentsRpc.ocrResults({ documentId }) });
  const refresh = (message: string) => () => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const autoCheck = useAction(() => documentsRpc.ocrAutoCheck({ documentId }), refresh('resources.documents.notifications.checked'));
  const dni = useAction(() => documentsRpc.dniRead({ documentId }), refresh('resources.documents.notifications.dniRead'));
  const t = (k: string) => translate(`resources.documents.ocr.${k}`);
  if (ocr.isPending) return <Loading />;
  if (ocr.error) return <Alert severity="error">{ocr.error.message}</Alert>;
  const checks = new Map((ocr.data.autoCheck?.checks ?? []).map((c) => [c.field, c]));
  return (
    <section aria-labelledby="ocr-title">
      <Typography variant="h6" component="h2" id="ocr-title">
        {t('title')}
      </Typography>
      <Typography variant="body2">
        {t('confidence')}: {Math.round(ocr.data.confidence * 100)}%
      </Typography>
      <Table size="small" aria-labelledby="ocr-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('field')}</TableCell>
            <TableCell>{t('read')}</TableCell>
            <TableCell>{t('expected')}</TableCell>
            <TableCell>{t('match')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(Object.keys(ocr.data.fields) as (keyof OcrResults['fields'])[]).map((field) => (
            <TableRow key={field} data-testid={`ocr-${field}`}>
              <TableCell component="th">{t(`fields.${field}`)}</TableCell>
              <TableCell>{ocr.data.fields[field]}</TableCell>
              <TableCell>{checks.get(field)?.expected ?? '-'}</TableCell>
              <TableCell>{checks.has(field) ? t(checks.get(field)?.match ? 'yes' : 'no') : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Button size="small" variant="outlined" disabled={autoCheck.isPending} onClick={() => autoCheck.mutate()}>
          {translate('resources.documents.actions.autoCheck')}
        </Button>
        <Button size="small" variant="outlined" disabled={dni.isPending} onClick={() => dni.mutate()}>
          {translate('resources.documents.actions.dniRead')}
        </Button>
      </Stack>
      <AutoCheckSummary ocr={ocr.data} />
    </section>
  );
}

/** The signed agreement stored for the document's loan (communication.loanAgreement). */
function AgreementPanel({ loanId }: { loanId: number }) {
  const when = useFormatDate();
  const translate = useTranslate();
  const agreement = useQuery({ queryKey: ['documents', 'agreement', loanId], queryFn: () => documentsRpc.loanAgreement({ loanId }) });
  if (agreement.isPending) return <Loading />;
  return (
    <section>
      <Typography variant="h6" component="h2">
        {translate('resources.documents.agreement.title', { loanId })}
      </Typography>
      {agreement.error ? (
        <Alert severity="error">{agreement.error.message}</Alert>
      ) : agreement.data ? (
        <Typography data-testid="loan-agreement">
          #{agreement.data.id} {agreement.data.fileName} — {when(agreement.data.createdAt)}
        </Typography>
      ) : (
        <Typography>{translate('resources.documents.agreement.none')}</Typography>
      )}
    </section>
  );
}

function Panels() {
  const record = useRecordContext<DocumentRecord>();
  if (!record) return null;
  return (
    <>
      {record.type === 'idDocument' ? <OcrPanel documentId={record.id} /> : null}
      {record.loanId ? <AgreementPanel loanId={record.loanId} /> : null}
    </>
  );
}

export default function DocumentShow() {
  return (
    <Show actions={<DocumentActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="customerId" reference="customers" link="show" />
        <TextField source="loanId" emptyText="-" />
        <TypeField label="resources.documents.fields.type" />
        <TextField source="title" emptyText="-" />
        <TextField source="fileName" />
        <TextField source="contentType" emptyText="-" />
        <NumberField source="size" emptyText="-" />
        <DateField source="createdAt" showTime />
        <TextField source="createdBy" emptyText="-" />
        <DateField source="sentAt" showTime emptyText="-" />
        <Panels />
      </SimpleShowLayout>
    </Show>
  );
}
