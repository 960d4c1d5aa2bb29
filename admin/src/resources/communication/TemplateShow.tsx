import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  EditButton,
  SelectInput,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  required,
  useDataProvider,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { safeHtml } from '../../templates/safeHtml.ts';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { LINK_CALLS, TEMPLATE_CALLS, TEMPLATE_DELETE_CALLS } from './templateCalls.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';

interface Template {
  id: number;
  name: string;
  channel?: string;
}

/** The template filled with sample data; the HTML is sanitised before it is shown. */
function TemplatePreviewPanel() {
  const record = useRecordContext<Template>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['templates', 'preview', record?.id, record],
    queryFn: () => dataProvider.previewTemplate('templates', { templateId: Number(record?.id) }),
    enabled: record !== undefined,
  });
  if (!record) return null;
  return (
    <Box
      component="section"
      aria-label={translate('resources.templates.preview')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography variant="subtitle1" component="h3">
        {translate('resources.templates.preview')}
      </Typography>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <>
          {data.subject && <Typography sx={{ fontWeight: 'bold' }}>{data.subject}</Typography>}
          <div data-testid="template-preview" dangerouslySetInnerHTML={{ __html: safeHtml(data.body) }} />
        </>
      )}
    </Box>
  );
}

function SendButton() {
  const record = useRecordContext<Template>();
  if (!record) return null;
  const templateId = record.id;
  return (
    <RpcDialogButton<{ customerId: number; channel: 'sms' | 'email' }>
      label="resources.templates.actions.send"
      success="resources.templates.notifications.sent"
      defaultValues={{ channel: record.channel === 'email' ? 'email' : 'sms' }}
      call={(dp, v) =>
        v.channel === 'email'
          ? dp.sendEmail('customers', { customerId: Number(v.customerId), templateId })
          : dp.sendSms('customers', { customerId: Number(v.customerId), templateId })
      }
    >
      <CustomerInput source="customerId" label="resources.templates.fields.customerId" />
      <SelectInput
        source="channel"
        label="resources.templates.fields.channel"
        choices={[
          { id: 'sms', name: 'resources.templates.channels.sms' },
          { id: 'email', name: 'resources.templates.channels.email' },
        ]}
        validate={required()}
      />
    </RpcDialogButton>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <SendButton />
      <EditButton />
    </TopToolbar>
  );
}

export default function TemplateShow() {
  const redirect = useRedirect();
  return (
    <Show actions={<Actions />}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="name" />
          <TextField source="channel" />
          <TextField source="country" emptyText="-" />
          <TextField source="subject" emptyText="-" />
          <TextField source="body" />
          <BooleanField source="active" />
        </SimpleShowLayout>
        <TemplatePreviewPanel />
        <CallActions title={{ en: 'Change this template', es: 'Cambiar esta plantilla' }} specs={TEMPLATE_CALLS} />
        {/* Deleted, the template has no page left: back to the list. */}
        <CallActions specs={TEMPLATE_DELETE_CALLS} onDone={() => redirect('list', 'templates')} />
        <CallActions title={{ en: 'Links', es: 'Enlaces' }} specs={LINK_CALLS} />
      </Stack>
    </Show>
  );
}
