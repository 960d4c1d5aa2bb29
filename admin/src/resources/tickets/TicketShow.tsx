import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useState } from 'react';
import { Box, Card, CardContent, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  BooleanField,
  Button,
  ReferenceField,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import ReplyIcon from '@mui/icons-material/Reply';
import type { TicketMessage } from '../../providers/communication.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { useRpc } from '../../actions/useRpc.ts';
import { recordActionsSx } from '../../actions/recordActionsSx.ts';
import { useFormatDate } from '../../fields/locale.ts';
import { EnumField } from '../../fields/EnumField.tsx';
import { AgentInput } from '../../people/AgentInput.tsx';
import { CustomerInput } from '../../people/CustomerInput.tsx';
import { AssigneeField } from '../../people/AssigneeField.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { TICKET_CALLS } from './ticketCalls.ts';

interface TicketRow {
  id: number;
  customerId: number | null;
  subject: string;
  status: string;
  assignedTo: number | null;
  read: boolean;
  /** From the API, not type-checked: a record may come without its thread. */
  messages?: TicketMessage[];
}

function TicketActions() {
  const ticket = useRecordContext<TicketRow>();
  if (!ticket) return <TopToolbar />;
  const ticketId = ticket.id;
  const closed = ticket.status === 'closed';
  return (
    <TopToolbar sx={recordActionsSx}>
      <RpcButton
        label="resources.tickets.actions.assign"
        success="resources.tickets.notifications.assigned"
        params={{ ticketId }}
        disabled={closed}
        call={(dp, p) => dp.assignTicket('tickets', p)}
      />
      <RpcDialogButton<{ staffId: number }>
        label="resources.tickets.actions.reassign"
        success="resources.tickets.notifications.reassigned"
        disabled={closed}
        call={(dp, v) => dp.reassignTicket('tickets', { ticketId, staffId: Number(v.staffId) })}
      >
        <AgentInput source="staffId" label="resources.tickets.fields.assignedTo" />
      </RpcDialogButton>
      {ticket.customerId ? (
        <RpcButton
          label="resources.tickets.actions.unbind"
          success="resources.tickets.notifications.unbound"
          params={{ ticketId }}
          call={(dp, p) => dp.unbindTicket('tickets', p)}
        />
      ) : (
        <RpcDialogButton<{ customerId: number }>
          label="resources.tickets.actions.bind"
          success="resources.tickets.notifications.bound"
          call={(dp, v) => dp.bindTicket('tickets', { ticketId, customerId: Number(v.customerId) })}
        >
          <CustomerInput source="customerId" label="resources.tickets.fields.customerId" />
        </RpcDialogButton>
      )}
      <RpcButton
        label="resources.tickets.actions.read"
        success="resources.tickets.notifications.read"
        params={{ ticketId }}
        disabled={ticket.read}
        call={(dp, p) => dp.readTicket('tickets', p)}
      />
      <RpcButton
        label="resources.tickets.actions.close"
        success="resources.tickets.notifications.closed"
        params={{ ticketId }}
        disabled={closed}
        call={(dp, p) => dp.closeTicket('tickets', p)}
      />
      {ticket.customerId ? (
        <RpcDialogButton<{ subject: string; text: string }>
          label="resources.tickets.actions.newThread"
          success="resources.tickets.notifications.threadStarted"
          call={(dp, v) => dp.startThread('tickets', { customerId: ticket.customerId as number, subject: v.subject, text: v.text })}
        >
          <TextInput source="subject" label="resources.tickets.fields.subject" validate={required()} fullWidth />
          <TextInput source="text" label="resources.tickets.fields.text" validate={required()} multiline fullWidth />
        </RpcDialogButton>
      ) : null}
    </TopToolbar>
  );
}

function Reply({ ticketId, disabled }: { ticketId: number; disabled: boolean }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { mutate, isPending } = useRpc(
    (dp, p: { ticketId: number; text: string }) => dp.replyTicket('tickets', p),
    'resources.tickets.notifications.replied',
    () => setText(''),
  );
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <MuiTextField
        label={translate('resources.tickets.actions.reply')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        disabled={disabled}
      />
      <Box>
        <Button
          label="resources.tickets.actions.reply"
          // react-admin's Button drops its name on phones while disabled: give it one (axe button-name).
          aria-label={translate('resources.tickets.actions.reply')}
          variant="contained"
          disabled={disabled || isPending || text.trim() === ''}
          onClick={() => mutate({ ticketId, text: text.trim() })}
        >
          <ReplyIcon />
        </Button>
      </Box>
    </Stack>
  );
}

/** The thread, oldest first, customer messages left and staff replies right; reply below. */
function Thread() {
  const when = useFormatDate();
  const ticket = useRecordContext<TicketRow>();
  const translate = useTranslate();
  if (!ticket) return null;
  return (
    <Box component="section" aria-label={translate('resources.tickets.fields.messages')}>
      <Stack spacing={1}>
        {(ticket.messages ?? []).map((m) => (
          <Card
            key={m.id}
            variant="outlined"
            sx={{ alignSelf: m.direction === 'out' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            data-testid="ticket-message"
          >
            <CardContent>
              <Typography variant="caption" component="p">
                {m.from} · {when(m.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.body}</Typography>
              {m.attachments?.map((a) => (
                <Typography key={a.name} variant="caption" component="p">
                  {a.url ? <a href={a.url}>{a.name}</a> : a.name}
                </Typography>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Reply ticketId={ticket.id} disabled={ticket.status === 'closed'} />
    </Box>
  );
}

/** Mail calls of the ticket; the customer's threads only when the ticket has a customer. */
function TicketCalls() {
  const ticket = useRecordContext<TicketRow>();
  if (!ticket) return null;
  const specs = ticket.customerId ? TICKET_CALLS : TICKET_CALLS.filter((s) => s.id !== 'communication.getThreads');
  return (
    <Box sx={{ px: 2 }}>
      <CallActions title={{ en: 'Mail and attachments', es: 'Correo y adjuntos' }} specs={specs} />
    </Box>
  );
}

export default function TicketShow() {
  return (
    <Show actions={<TicketActions />}>
      <SimpleShowLayout>
        <TextField source="subject" />
        <ReferenceField source="customerId" reference="customers" link="show" emptyText="-" />
        <EnumField source="status" name="ticketStatus" />
        <AssigneeField source="assignedTo" label="resources.tickets.fields.assignedTo" />
        <BooleanField source="read" />
        <DateField source="updatedAt" showTime />
        <Thread />
      </SimpleShowLayout>
      <TicketCalls />
    </Show>
  );
}
