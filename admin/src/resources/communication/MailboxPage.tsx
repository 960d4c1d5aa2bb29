import './messages.ts'; // the screen's texts, registered before it renders
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { AccessDenied, Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { commsApi, type MailMessage } from './api.ts';
import { useFormatDate } from '../../fields/locale.ts';

const T = 'pronto.comms.mailbox';

interface Draft {
  to: string;
  subject: string;
  body: string;
  threadId?: number;
}

/** The compose dialog: sendEmail needs a valid recipient and a subject (the mock says which is missing). */
function Compose({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [value, setValue] = useState(draft);
  const send = useMutation({
    mutationFn: () => commsApi.sendMail(value),
    onSuccess: () => {
      notify(`${T}.sent`, { type: 'success' });
      void client.invalidateQueries({ queryKey: ['mailbox'] });
      onClose();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const field = (key: 'to' | 'subject' | 'body', extra: object = {}) => (
    <MuiTextField
      label={translate(`${T}.${key}`)}
      value={value[key]}
      onChange={(e) => setValue({ ...value, [key]: e.target.value })}
      fullWidth
      margin="dense"
      {...extra}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="compose-title" fullWidth maxWidth="sm">
      <DialogTitle id="compose-title">{translate(draft.threadId ? `${T}.reply` : `${T}.compose`)}</DialogTitle>
      <DialogContent>
        {field('to')}
        {field('subject')}
        {field('body', { multiline: true, minRows: 5 })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={() => send.mutate()} disabled={send.isPending} variant="contained">
          {translate(`${T}.send`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One thread, oldest message first; opening it marks the chosen message read (getMessage). */
function Thread({ message, onReply }: { message: MailMessage; onReply: (draft: Draft) => void }) {
  const when = useFormatDate();
  const translate = useTranslate();
  const client = useQueryClient();
  const opened = useQuery({
    queryKey: ['mailbox', 'message', message.id],
    queryFn: async () => {
      const read = await commsApi.message(message.id);
      // Labels and lists only: invalidating ['mailbox'] would refetch this query and loop.
      void client.invalidateQueries({ queryKey: ['mailbox', 'labels'] });
      void client.invalidateQueries({ queryKey: ['mailbox', 'messages'] });
      return read;
    },
  });
  const thread = useQuery({
    queryKey: ['mailbox', 'thread', message.threadId],
    queryFn: () => commsApi.thread(message.threadId),
    enabled: opened.isSuccess,
  });
  if (opened.error || thread.error) return <Typography color="error">{(opened.error ?? thread.error)?.message}</Typography>;
  if (!thread.data) return <Loading />;
  const first = thread.data.messages[0];
  const customer = first && first.from.endsWith('@pronto.test') ? first.to : first?.from;
  const subject = thread.data.subject.startsWith('Re: ') ? thread.data.subject : `Re: ${thread.data.subject}`;
  return (
    <Box component="section" aria-label={thread.data.subject}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {thread.data.subject}
        </Typography>
        <Button onClick={() => onReply({ to: customer ?? '', subject, body: '', threadId: thread.data.id })}>
          {translate(`${T}.reply`)}
        </Button>
      </Stack>
      {thread.data.messages.map((m) => (
        <Paper key={m.id} variant="outlined" sx={{ p: 1.5, my: 1 }} data-testid="thread-message">
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.from`)}: {m.from} · {translate(`${T}.to`)}: {m.to} · {when(m.createdAt)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{m.body}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The support mailbox (Gmail calls): labels on the left, the label's messages, the open thread, compose. */
export default function MailboxPage() {
  const when = useFormatDate();
  const translate = useTranslate();
  const [labelId, setLabelId] = useState('INBOX');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<MailMessage | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { canAccess, isPending } = useCanAccess({ resource: 'mailbox', action: 'list' });
  const labels = useQuery({ queryKey: ['mailbox', 'labels'], queryFn: commsApi.labels, enabled: canAccess === true });
  const messages = useQuery({
    queryKey: ['mailbox', 'messages', labelId, q],
    queryFn: () => commsApi.messages({ labelId, q: q || undefined, perPage: 50 }),
    enabled: canAccess === true,
  });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {translate(`${T}.title`)}
          </Typography>
          <Button variant="contained" onClick={() => setDraft({ to: '', subject: '', body: '' })}>
            {translate(`${T}.compose`)}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box component="nav" aria-label={translate(`${T}.labels`)} sx={{ minWidth: 180 }}>
            <MuiList dense>
              {(labels.data ?? []).map((l) => (
                <ListItem key={l.id} disablePadding>
                  <ListItemButton
                    selected={l.id === labelId}
                    onClick={() => {
                      setLabelId(l.id);
                      setOpen(null);
                    }}
                  >
                    <ListItemText primary={l.name} />
                    {l.unread > 0 && (
                      <Badge
                        color="primary"
                        badgeContent={l.unread}
                        aria-label={`${l.unread} ${translate(`${T}.unread`)}`}
                        sx={{ mr: 1 }}
                      />
                    )}
                  </ListItemButton>
                </ListItem>
              ))}
            </MuiList>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MuiTextField
              size="small"
              label={translate(`${T}.search`)}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              fullWidth
              sx={{ mb: 1 }}
            />
            {messages.error && <Typography color="error">{messages.error.message}</Typography>}
            {messages.data && messages.data.items.length === 0 && <Typography>{translate(`${T}.empty`)}</Typography>}
            <MuiList dense aria-label={translate(`${T}.messages`)}>
              {(messages.data?.items ?? []).map((m) => {
                const unread = m.labelIds.includes('UNREAD');
                return (
                  <ListItem key={m.id} disablePadding divider>
                    <ListItemButton selected={open?.id === m.id} onClick={() => setOpen(m)}>
                      <ListItemText
                        primary={m.subject}
                        secondary={`${labelId === 'SENT' ? m.to : m.from} · ${when(m.createdAt)} — ${m.snippet}`}
                        slotProps={{ primary: { sx: { fontWeight: unread ? 'bold' : 'normal' } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </MuiList>
          </Box>
          <Box sx={{ flex: 1.3, minWidth: 0 }}>
            {open ? (
              <Thread key={open.id} message={open} onReply={setDraft} />
            ) : (
              <Typography color="text.secondary">{translate(`${T}.pick`)}</Typography>
            )}
          </Box>
        </Stack>
        {draft && <Compose draft={draft} onClose={() => setDraft(null)} />}
      </CardContent>
    </Card>
  );
}
