import './messages.ts'; // the feature's texts, registered before this renders
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Typography } from '@mui/material';
import { Button, Form, SaveButton, SelectInput, required, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { MessageTemplate, SentEmail, SentSms } from '@pronto/api';
import { currentLoan, mergeMessage, mergeValues, templateFits } from '@pronto/domain';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { safeHtml } from '../../templates/safeHtml.ts';
import { useRpc } from '../../actions/useRpc.ts';
import type { CustomerRow } from './types.ts';
import { useCustomerLoans } from './useCustomerLoans.ts';

type Channel = 'sms' | 'email';
const T = 'resources.customers.send';

interface Message {
  template: MessageTemplate;
  subject: string;
  body: string;
  missing: string[];
}

/** The customer's message preview: the filled text as it will be sent, or the variables without a value. */
function Preview({ message, channel }: { message: Message; channel: Channel }) {
  const translate = useTranslate();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="message-preview-title"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}
      >
        <Typography id="message-preview-title" variant="subtitle2" component="h3">
          {translate(`${T}.preview`)}
        </Typography>
        {channel === 'email' && message.subject && (
          <Typography sx={{ fontWeight: 'bold' }}>
            {translate(`${T}.subject`)}: {message.subject}
          </Typography>
        )}
        {channel === 'email' ? (
          <div data-testid="message-preview" dangerouslySetInnerHTML={{ __html: safeHtml(message.body) }} />
        ) : (
          <Typography data-testid="message-preview" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.body}
          </Typography>
        )}
      </Box>
      {message.missing.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(`${T}.missing`, { variables: message.missing.map((name) => `{${name}}`).join(', ') })}
        </Alert>
      )}
    </>
  );
}

interface FieldsProps {
  channel: Channel;
  choices: MessageTemplate[];
  templatesLoaded: boolean;
  loading: boolean;
  errors: (Error | null)[];
  messageOf: (templateId: number | undefined) => Message | undefined;
  sending: boolean;
  onClose: () => void;
}

/** The picker, the preview of the chosen template and Send, disabled while a value is missing. */
function SendFields({ channel, choices, templatesLoaded, loading, errors, messageOf, sending, onClose }: FieldsProps) {
  const translate = useTranslate();
  const templateId = useWatch<{ templateId?: number }>({ name: 'templateId' });
  const message = messageOf(templateId);
  return (
    <>
      <DialogContent>
        <SelectInput
          source="templateId"
          label="resources.customers.actions.template"
          choices={choices}
          optionText="name"
          validate={required()}
          isPending={!templatesLoaded}
          fullWidth
        />
        {templatesLoaded && choices.length === 0 && <Alert severity="info">{translate(`${T}.noTemplates`)}</Alert>}
        {errors.map(
          (error) =>
            error && (
              <Alert key={error.message} severity="error">
                {error.message}
              </Alert>
            ),
        )}
        {templateId !== undefined && loading && <Typography role="status">{translate(`${T}.loading`)}</Typography>}
        {message && <Preview message={message} channel={channel} />}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton
          label={`resources.customers.actions.${channel === 'sms' ? 'sendSms' : 'sendEmail'}`}
          disabled={!message || message.missing.length > 0 || sending}
          icon={<></>}
        />
      </DialogActions>
    </>
  );
}

/**
 * The send dialog's content. The templates that fit the customer, and the values of their own open loan
 * read once when the dialog opens: the preview and the send use the same merge (@pronto/domain) of the
 * same values, so the text sent is the text shown; the server refuses it if its own merge differs.
 */
function SendDialogContent({ customer, channel, onClose }: { customer: CustomerRow; channel: Channel; onClose: () => void }) {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const templates = useQuery({
    queryKey: ['customers', 'customerTemplates', customer.id, channel],
    queryFn: () => dataProvider.customerTemplates('customers', { customerId: customer.id, channel }),
  });
  const loans = useCustomerLoans(customer.id);
  const [at] = useState(() => new Date());
  // The server already offers only the channel's templates of the customer's market; the same rule here keeps the picker honest.
  const choices = (templates.data ?? []).filter((t) => templateFits(t, { channel, country: customer.country }));
  const values = loans.data ? mergeValues({ customer, loan: currentLoan(loans.data, at), at }) : undefined;
  const messageOf = (templateId: number | undefined): Message | undefined => {
    const template = choices.find((t) => t.id === templateId);
    return template && values ? { template, ...mergeMessage(template, values) } : undefined;
  };
  const send = useRpc(
    (dp: ProntoDataProvider, p: { customerId: number; templateId: number; preview: string }): Promise<SentSms | SentEmail> =>
      channel === 'sms' ? dp.sendSms('customers', p) : dp.sendEmail('customers', p),
    'resources.customers.notifications.sent',
    onClose,
  );
  return (
    <Form
      onSubmit={async (form: FieldValues) => {
        const message = messageOf(Number(form.templateId));
        if (!message || message.missing.length > 0) return;
        // react-admin reads what onSubmit resolves to as field errors: resolve to nothing (useRpc notifies).
        await send.mutateAsync({ customerId: customer.id, templateId: message.template.id, preview: message.body }).catch(() => undefined);
      }}
    >
      <SendFields
        channel={channel}
        choices={choices}
        templatesLoaded={templates.data !== undefined}
        loading={loans.isPending}
        errors={[templates.error, loans.error]}
        messageOf={messageOf}
        sending={send.isPending}
        onClose={onClose}
      />
    </Form>
  );
}

/**
 * Send SMS / Send e-mail on the customer page: a template of the channel and the customer's market,
 * previewed with the customer's own values (next instalment, due date, balance, links) before it goes.
 */
export function SendMessageButton({ channel }: { channel: Channel }) {
  const customer = useRecordContext<CustomerRow>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!customer) return null;
  const label = translate(`resources.customers.actions.${channel === 'sms' ? 'sendSms' : 'sendEmail'}`);
  const titleId = `send-${channel}-title`;
  return (
    <>
      <MuiButton size="small" onClick={() => setOpen(true)}>
        {label}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{label}</DialogTitle>
        {open && <SendDialogContent customer={customer} channel={channel} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
