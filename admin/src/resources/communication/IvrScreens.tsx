import './messages.ts'; // the screen's texts, registered before it renders
import { Chip } from '@mui/material';
import {
  DataTable,
  List,
  NumberInput,
  ReferenceField,
  SelectInput,
  TopToolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../fields/DateField.tsx';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { commsApi, IVR_CAMPAIGNS, IVR_RESULTS, type IvrCampaign } from './api.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';

interface Campaign {
  id: number;
  type: IvrCampaign;
  state: 'running' | 'stopped';
  startHour: number;
  endHour: number;
  maxAttempts: number;
}

const R = 'resources.ivrCampaigns';
const CAMPAIGN_CHOICES = IVR_CAMPAIGNS.map((id) => ({ id, name: `${R}.types.${id}` }));

function State() {
  const campaign = useRecordContext<Campaign>();
  const translate = useTranslate();
  if (!campaign) return null;
  return (
    <Chip size="small" color={campaign.state === 'running' ? 'success' : 'default'} label={translate(`${R}.states.${campaign.state}`)} />
  );
}

/** Start or stop (ivr/start, ivr/stop) and the calling hours and attempts (ivr/set). */
function CampaignActions() {
  const campaign = useRecordContext<Campaign>();
  if (!campaign) return null;
  const running = campaign.state === 'running';
  return (
    <>
      <RpcButton
        label={running ? `${R}.actions.stop` : `${R}.actions.start`}
        success={running ? `${R}.notifications.stopped` : `${R}.notifications.started`}
        params={campaign.type}
        call={(_dp, type) => (running ? commsApi.ivrStop(type) : commsApi.ivrStart(type))}
      />
      <RpcDialogButton<{ startHour: number; endHour: number; maxAttempts: number }>
        label={`${R}.actions.settings`}
        success={`${R}.notifications.saved`}
        defaultValues={{ startHour: campaign.startHour, endHour: campaign.endHour, maxAttempts: campaign.maxAttempts }}
        call={(_dp, v) => commsApi.ivrSet({ campaign: campaign.type, ...v })}
      >
        <NumberInput source="startHour" label={`${R}.fields.startHour`} validate={required()} />
        <NumberInput source="endHour" label={`${R}.fields.endHour`} validate={required()} />
        <NumberInput source="maxAttempts" label={`${R}.fields.maxAttempts`} validate={required()} />
      </RpcDialogButton>
    </>
  );
}

/** Queues an automated call to one customer on a campaign (ivr/welcome, ivr/unanswered, ivr/collection). */
function CallCustomer() {
  return (
    <RpcDialogButton<{ campaign: IvrCampaign; customerId: number }>
      label={`${R}.actions.call`}
      success={`${R}.notifications.queued`}
      defaultValues={{ campaign: 'welcome' }}
      call={(_dp, v) => commsApi.ivrCall(v.campaign, Number(v.customerId))}
    >
      <SelectInput source="campaign" label={`${R}.fields.type`} choices={CAMPAIGN_CHOICES} validate={required()} />
      <CustomerInput source="customerId" label={`${R}.fields.customerId`} />
    </RpcDialogButton>
  );
}

export function IvrCampaignList() {
  return (
    <List
      actions={
        <TopToolbar>
          <CallCustomer />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'ASC' }}
      pagination={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="type" />
        <DataTable.Col source="state">
          <State />
        </DataTable.Col>
        <DataTable.NumberCol source="startHour" />
        <DataTable.NumberCol source="endHour" />
        <DataTable.NumberCol source="maxAttempts" />
        <DataTable.NumberCol source="calls" />
        <DataTable.Col source="updatedBy" />
        <DataTable.Col label={`${R}.actions.title`}>
          <CampaignActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const C = 'resources.ivrCalls';

/** The provider's result of a queued call (ivr/notify), entered by hand when the provider is down. */
function Notify() {
  const call = useRecordContext<{ id: number; status: string }>();
  if (!call || call.status !== 'queued') return null;
  return (
    <RpcDialogButton<{ result: string }>
      label={`${C}.actions.notify`}
      success={`${C}.notifications.notified`}
      call={(_dp, v) => commsApi.ivrNotify({ callId: call.id, result: v.result })}
    >
      <SelectInput
        source="result"
        label={`${C}.fields.status`}
        choices={IVR_RESULTS.map((id) => ({ id, name: `${C}.results.${id}` }))}
        validate={required()}
      />
    </RpcDialogButton>
  );
}

const callFilters = [
  <SelectInput key="campaign" source="campaign" choices={CAMPAIGN_CHOICES} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={['queued', ...IVR_RESULTS].map((id) => ({ id, name: `${C}.results.${id}` }))}
    alwaysOn
  />,
];

export function IvrCallList() {
  return (
    <List filters={callFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="campaign" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="mobilePhone" />
        <DataTable.Col source="status" />
        <DataTable.NumberCol source="attempt" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col label={`${C}.actions.notify`}>
          <Notify />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
