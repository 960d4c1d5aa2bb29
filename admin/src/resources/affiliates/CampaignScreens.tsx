import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit, Show } from '../../layout/RecordViews.tsx';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { CostModelPanel } from './CostModelPanel.tsx';

const COST_MODELS = ['lead', 'tier', 'date'].map((id) => ({ id, name: `resources.campaigns.costModels.${id}` }));
const COUNTRIES = [
  { id: 'GB', name: 'GB' },
  { id: 'ES', name: 'ES' },
];

export function CampaignList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="partner" />
        <DataTable.Col source="costModel" />
        <DataTable.Col source="cost">
          <NumberField source="cost" />
        </DataTable.Col>
        <DataTable.Col source="country" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function CampaignForm() {
  return (
    <SimpleForm defaultValues={{ active: true, costModel: 'lead', country: 'GB' }}>
      <TextInput source="name" validate={required()} />
      <TextInput source="partner" />
      <SelectInput source="costModel" choices={COST_MODELS} validate={required()} />
      <NumberInput source="cost" min={0.01} step={0.01} />
      <SelectInput source="country" choices={COUNTRIES} />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}

export function CampaignCreate() {
  return (
    <Create redirect="show">
      <CampaignForm />
    </Create>
  );
}

export function CampaignEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <CampaignForm />
    </Edit>
  );
}

/** Clicks and conversion steps recorded for this campaign. */
function Activity() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const activity = useQuery({
    queryKey: ['campaigns', 'activity', record?.id],
    queryFn: () => dataProvider.affiliateActivity('campaigns', { campaignId: Number(record?.id) }),
    enabled: record !== undefined,
  });
  if (!record) return null;
  const t = (k: string) => translate(`resources.campaigns.${k}`);
  return (
    <section>
      <Typography data-testid="campaign-clicks">
        {t('clicks')}: {activity.data?.clicks.length ?? 0}
      </Typography>
      <Typography variant="subtitle1" component="h3">
        {t('conversions')}
      </Typography>
      <Table size="small" aria-label={t('conversions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.step')}</TableCell>
            <TableCell>{t('fields.uniqueClientId')}</TableCell>
            <TableCell>{t('fields.createdAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(activity.data?.conversions ?? []).map((c) => (
            <TableRow key={c.id}>
              <TableCell>{translate(`resources.campaigns.steps.${c.step}`)}</TableCell>
              <TableCell>{c.uniqueClientId}</TableCell>
              <TableCell>{c.createdAt}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export function CampaignShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="partner" emptyText="-" />
        <TextField source="country" emptyText="-" />
        <BooleanField source="active" />
        <CostModelPanel />
        <Activity />
      </SimpleShowLayout>
    </Show>
  );
}
