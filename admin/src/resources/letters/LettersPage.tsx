import './messages.ts'; // the screen's texts, registered before it renders
import type { LetterKind } from '@pronto/api';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  AccessDenied,
  Form,
  Link,
  Loading,
  SelectInput,
  TextInput,
  Title,
  required,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { LETTER_KINDS, lettersRpc, type Letter } from '../../providers/letters.ts';
import { useFormatDate } from '../../fields/locale.ts';
import { CustomerLoanInputs } from '../../people/CustomerLoanInputs.tsx';

const KEY = ['letters'];

function useLetterAction<P>(fn: (p: P) => Promise<unknown>, success: (p: P) => string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_, p) => {
      notify(success(p), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

/** The letters table: the columns every tab shows, plus the tab's own leading and trailing cells. */
function LetterTable({
  letters,
  label,
  lead,
  actions,
}: {
  letters: Letter[];
  label: string;
  lead?: (l: Letter) => React.ReactNode;
  actions?: (l: Letter) => React.ReactNode;
}) {
  const translate = useTranslate();
  const when = useFormatDate();
  const f = (k: string) => translate(`pronto.letters.fields.${k}`);
  if (letters.length === 0) return <Typography sx={{ my: 2 }}>{translate('pronto.letters.none')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {lead ? <TableCell padding="checkbox" /> : null}
          {['id', 'customerId', 'customerName', 'address', 'kind', 'text', 'createdBy', 'createdAt'].map((k) => (
            <TableCell key={k}>{f(k)}</TableCell>
          ))}
          {actions ? <TableCell /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {letters.map((l) => (
          <TableRow key={l.id} data-testid={`letter-${l.id}`}>
            {lead ? <TableCell padding="checkbox">{lead(l)}</TableCell> : null}
            <TableCell>{l.id}</TableCell>
            <TableCell>
              <Link to={`/customers/${l.customerId}/show`}>{l.customerId}</Link>
            </TableCell>
            <TableCell>{l.customerName}</TableCell>
            <TableCell>{l.address}</TableCell>
            <TableCell>{translate(`pronto.letters.kinds.${l.kind}`, { _: l.kind })}</TableCell>
            <TableCell sx={{ maxWidth: 360 }}>{l.text}</TableCell>
            <TableCell>{l.createdBy}</TableCell>
            <TableCell>{when(l.createdAt)}</TableCell>
            {actions ? <TableCell>{actions(l)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RejectControl({ letter, pending, onReject }: { letter: Letter; pending: boolean; onReject: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('pronto.letters.fields.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `reason-${letter.id}` } }}
      />
      <Button size="small" color="error" disabled={pending} onClick={() => onReject(reason)}>
        {translate('pronto.letters.reject')}
      </Button>
    </Stack>
  );
}

function Approvals() {
  const translate = useTranslate();
  const letters = useQuery({ queryKey: [...KEY, 'approvals'], queryFn: lettersRpc.approvals });
  const decide = useLetterAction(lettersRpc.decide, (p) =>
    p.decision === 'approve' ? 'pronto.letters.notifications.approved' : 'pronto.letters.notifications.rejected',
  );
  if (letters.isPending) return <Loading />;
  if (letters.error) return <Alert severity="error">{letters.error.message}</Alert>;
  return (
    <LetterTable
      letters={letters.data}
      label={translate('pronto.letters.tabs.approvals')}
      actions={(l) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            variant="contained"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ letterId: l.id, decision: 'approve' })}
          >
            {translate('pronto.letters.approve')}
          </Button>
          <RejectControl
            letter={l}
            pending={decide.isPending}
            onReject={(reason) => decide.mutate({ letterId: l.id, decision: 'reject', reason })}
          />
        </Stack>
      )}
    />
  );
}

function Extraction({ status }: { status: 'approved' | 'sent' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [selected, setSelected] = useState<number[]>([]);
  const letters = useQuery({ queryKey: [...KEY, 'extraction', status], queryFn: () => lettersRpc.extractionList(status) });
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: lettersRpc.send,
    onSuccess: (result) => {
      notify('pronto.letters.notifications.sent', { type: 'success', messageArgs: { smart_count: result.sent } });
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (letters.isPending) return <Loading />;
  if (letters.error) return <Alert severity="error">{letters.error.message}</Alert>;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <>
      {status === 'approved' ? (
        <Button variant="contained" sx={{ my: 1 }} disabled={selected.length === 0 || send.isPending} onClick={() => send.mutate(selected)}>
          {translate('pronto.letters.sendSelected', { count: selected.length })}
        </Button>
      ) : null}
      <LetterTable
        letters={letters.data}
        label={translate(`pronto.letters.tabs.${status === 'approved' ? 'extraction' : 'sent'}`)}
        lead={
          status === 'approved'
            ? (l) => (
                <Checkbox
                  checked={selected.includes(l.id)}
                  onChange={() => toggle(l.id)}
                  slotProps={{ input: { 'aria-label': translate('pronto.letters.fields.select', { id: l.id }) } }}
                />
              )
            : undefined
        }
      />
    </>
  );
}

interface LetterForm {
  customerId?: number | null;
  loanId?: number | null;
  kind?: LetterKind;
  text?: string;
}

/** A letter to a customer (found by name or phone) about one of their loans or none; it waits for approval. */
function WriteLetter() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // A new form after each letter: the next one starts empty.
  const [written, setWritten] = useState(0);
  const write = useMutation({
    mutationFn: lettersRpc.writeLetter,
    onSuccess: (letter) => {
      notify('pronto.letters.notifications.written', { type: 'success', messageArgs: { id: letter.id } });
      setWritten((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const f = (k: string) => `pronto.letters.fields.${k}`;
  const submit = ({ customerId, loanId, kind = 'reminder', text = '' }: LetterForm) =>
    write.mutate({ customerId: Number(customerId), ...(loanId ? { loanId } : {}), kind, text });
  return (
    <Form<LetterForm> key={written} defaultValues={{ kind: 'reminder' }} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 720, mt: 2 }}>
        <CustomerLoanInputs customerLabel={f('customerId')} loanLabel={f('loanId')} />
        <SelectInput
          source="kind"
          label={f('kind')}
          choices={LETTER_KINDS.map((k) => ({ id: k, name: `pronto.letters.kinds.${k}` }))}
          validate={required()}
        />
        <TextInput source="text" label={f('text')} multiline minRows={4} />
        <Button type="submit" variant="contained" disabled={write.isPending} sx={{ justifySelf: 'start' }}>
          {translate('pronto.letters.write')}
        </Button>
      </Box>
    </Form>
  );
}

/** Collection letters: write one, approve or reject the waiting ones, send the approved ones, see the sent ones. */
export default function LettersPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'letters', action: 'list' });
  const [tab, setTab] = useState(0);
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pronto.letters.title" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('pronto.letters.title')}
        </Typography>
        <Tabs value={tab} onChange={(_, t: number) => setTab(t)} variant="scrollable">
          {(['approvals', 'extraction', 'sent', 'write'] as const).map((k) => (
            <Tab key={k} label={translate(`pronto.letters.tabs.${k}`)} />
          ))}
        </Tabs>
        <Box sx={{ pt: 1 }}>
          {tab === 0 ? (
            <Approvals />
          ) : tab === 1 ? (
            <Extraction status="approved" />
          ) : tab === 2 ? (
            <Extraction status="sent" />
          ) : (
            <WriteLetter />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
