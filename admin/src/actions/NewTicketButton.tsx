import '../records/messages.ts'; // the button's texts, registered before it renders
import AddIcon from '@mui/icons-material/Add';
import { TextInput, required, useRedirect } from 'react-admin';
import type { Ticket } from '@pronto/api';
import { CustomerInput } from '../people/CustomerInput.tsx';
import { RpcDialogButton } from './RpcDialogButton.tsx';

interface NewTicket {
  customerId: number;
  subject: string;
  text: string;
}

/**
 * "New ticket": opens a ticket with a first message to a customer (communication.startNewThread) and
 * goes to it. On the Tickets list the customer is picked here; on a customer's page it is that customer.
 */
export function NewTicketButton({ customerId }: { customerId?: number }) {
  const redirect = useRedirect();
  return (
    <RpcDialogButton<NewTicket, Ticket>
      label="resources.tickets.actions.newTicket"
      success="resources.tickets.notifications.ticketOpened"
      icon={<AddIcon />}
      call={(dp, v) => dp.startThread('tickets', { customerId: customerId ?? Number(v.customerId), subject: v.subject, text: v.text })}
      onDone={(ticket) => redirect('show', 'tickets', ticket.id)}
    >
      {customerId === undefined && <CustomerInput source="customerId" label="resources.tickets.fields.customerId" />}
      <TextInput source="subject" label="resources.tickets.fields.subject" validate={required()} fullWidth />
      <TextInput source="text" label="resources.tickets.fields.text" validate={required()} multiline minRows={3} fullWidth />
    </RpcDialogButton>
  );
}
