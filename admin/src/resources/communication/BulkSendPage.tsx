import './messages.ts'; // the screen's texts, registered before it renders
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AccessDenied,
  AutocompleteInput,
  Form,
  Loading,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  TextInput,
  Title,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { commsApi, type BulkResult } from './api.ts';
import { bulkPlan, channelsFor, sourcesFor, type Audience, type BulkForm, type SendChannel } from './bulkPlan.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';
import { CustomersInput } from '../../people/CustomersInput.tsx';

const T = 'pronto.comms.bulk';

/** The inputs that depend on the chosen audience, channel and message source. */
function BulkFields() {
  const audience = (useWatch({ name: 'audience' }) ?? 'segment') as Audience;
  const channel = (useWatch({ name: 'channel' }) ?? 'sms') as SendChannel;
  const source = useWatch({ name: 'source' }) as string;
  const channels = channelsFor(audience);
  const sources = sourcesFor(audience, channel);
  const templateChannel = channel === 'both' ? undefined : channel;
  return (
    <>
      <RadioButtonGroupInput
        source="audience"
        label={`${T}.audience`}
        choices={(['segment', 'list', 'one'] as const).map((id) => ({ id, name: `${T}.audiences.${id}` }))}
      />
      {audience === 'segment' && (
        <ReferenceInput source="segmentId" reference="segments" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" label={`${T}.segment`} />
        </ReferenceInput>
      )}
      {audience === 'list' && <CustomersInput source="customerIds" label={`${T}.customerIds`} />}
      {audience === 'one' && <CustomerInput source="customerId" label={`${T}.customerId`} />}
      <RadioButtonGroupInput
        source="channel"
        label={`${T}.channel`}
        choices={channels.map((id) => ({ id, name: `${T}.channels.${id}` }))}
      />
      {sources.length > 1 && (
        <RadioButtonGroupInput
          source="source"
          label={`${T}.message`}
          choices={sources.map((id) => ({ id, name: `${T}.messages.${id}` }))}
        />
      )}
      {source === 'template' && sources.includes('template') ? (
        <ReferenceInput
          source="templateId"
          reference="templates"
          filter={templateChannel ? { channel: templateChannel } : {}}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput optionText="name" label={`${T}.template`} />
        </ReferenceInput>
      ) : (
        <>
          {channel !== 'sms' && <TextInput source="subject" label={`${T}.subject`} fullWidth />}
          <TextInput source="text" label={`${T}.text`} multiline minRows={3} fullWidth helperText="resources.templates.placeholders" />
        </>
      )}
    </>
  );
}

/**
 * Sends one message to a segment, a list of customers or one customer (bulkSms, bulkEmail,
 * SendSmsBulk, SendEmailBulk, sendSpecificSms, sendEmailSms) and says how many were sent.
 */
export default function BulkSendPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const [result, setResult] = useState<BulkResult | 'one' | null>(null);
  const { canAccess, isPending } = useCanAccess({ resource: 'bulk-send', action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const segmentId = params.get('segmentId');
  const defaults: BulkForm = { audience: 'segment', segmentId: segmentId ? Number(segmentId) : null, channel: 'sms', source: 'template' };
  const send = async (values: Record<string, unknown>) => {
    const form = values as unknown as BulkForm;
    // A channel or source the chosen audience does not offer (hidden radio) falls back to the first offered.
    const channel = channelsFor(form.audience).includes(form.channel) ? form.channel : 'sms';
    const plan = bulkPlan({ ...form, channel, source: sourcesFor(form.audience, channel).includes(form.source) ? form.source : 'text' });
    try {
      if (plan.bulk) setResult(await commsApi.send(plan.id, plan.data));
      else {
        await commsApi.send(plan.id, plan.data);
        setResult('one');
      }
    } catch (error) {
      setResult(null);
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(`${T}.title`)}
        </Typography>
        <Form defaultValues={defaults} onSubmit={send}>
          <Stack sx={{ maxWidth: 640 }}>
            <BulkFields />
            <div>
              <SaveButton label={`${T}.send`} alwaysEnable icon={<></>} />
            </div>
          </Stack>
        </Form>
        {result && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {result === 'one'
              ? translate(`${T}.sentOne`)
              : translate(`${T}.result`, {
                  sent: result.sent,
                  audience: result.audience,
                  skipped: result.skipped,
                  missing: result.missingValues,
                })}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" component={RouterLink} to="/smsHistory">
                {translate(`${T}.smsHistory`)}
              </Button>
              <Button size="small" component={RouterLink} to="/emailHistory">
                {translate(`${T}.emailHistory`)}
              </Button>
            </Stack>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
