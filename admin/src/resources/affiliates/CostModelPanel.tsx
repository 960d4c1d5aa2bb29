import './messages.ts'; // the feature's texts, registered before this renders
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ArrayInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CostModelForm } from '../../providers/affiliates.ts';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';

const COST_MODELS = ['lead', 'tier', 'date'].map((id) => ({ id, name: `resources.campaigns.costModels.${id}` }));

interface CampaignCost {
  id: number;
  costModel?: string;
  cost?: number;
  costModelDetails?: { amount?: number; from?: string; to?: string; tiers?: { from: number; amount: number }[] };
}

/** The inputs of the chosen model: an amount (lead), tiers (tier) or a period and its amount (date). */
function ModelInputs() {
  return (
    <FormDataConsumer<CostModelForm>>
      {({ formData }) =>
        formData.costModel === 'tier' ? (
          <ArrayInput source="tiers" label="resources.campaigns.fields.tiers">
            <SimpleFormIterator inline disableReordering>
              <NumberInput source="from" label="resources.campaigns.fields.tierFrom" min={1} step={1} validate={required()} />
              <NumberInput source="amount" label="resources.campaigns.fields.amount" validate={required()} />
            </SimpleFormIterator>
          </ArrayInput>
        ) : (
          <>
            {formData.costModel === 'date' && (
              <>
                <DateInput source="from" label="resources.campaigns.fields.from" validate={required()} />
                <DateInput source="to" label="resources.campaigns.fields.to" validate={required()} />
              </>
            )}
            <NumberInput source="amount" label="resources.campaigns.fields.amount" validate={required()} />
          </>
        )
      }
    </FormDataConsumer>
  );
}

/** The campaign's cost model as stored, and the dialog that sets a new one. */
export function CostModelPanel() {
  const record = useRecordContext<CampaignCost>();
  const translate = useTranslate();
  if (!record) return null;
  const d = record.costModelDetails ?? {};
  const t = (k: string) => translate(`resources.campaigns.${k}`);
  const initial: CostModelForm = {
    costModel: (record.costModel as CostModelForm['costModel'] | undefined) ?? 'lead',
    amount: d.amount ?? record.cost,
    from: d.from,
    to: d.to,
    tiers: d.tiers ?? [{ from: 1, amount: record.cost ?? 1 }],
  };
  return (
    <section aria-label={t('costModel')}>
      <Typography variant="subtitle1" component="h3">
        {t('costModel')}
      </Typography>
      <Typography data-testid="cost-model">
        {record.costModel ? translate(`resources.campaigns.costModels.${record.costModel}`) : '-'}
        {d.from && d.to ? ` ${d.from} – ${d.to}` : ''}
        {record.cost !== undefined ? ` · ${record.cost}` : ''}
      </Typography>
      {d.tiers && d.tiers.length > 0 && record.costModel === 'tier' && (
        <Table size="small" aria-label={t('fields.tiers')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.tierFrom')}</TableCell>
              <TableCell>{t('fields.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.tiers.map((tier) => (
              <TableRow key={tier.from}>
                <TableCell>{tier.from}</TableCell>
                <TableCell>{tier.amount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <RpcDialogButton<CostModelForm>
        label="resources.campaigns.actions.setCostModel"
        success="resources.campaigns.notifications.costModelSet"
        defaultValues={initial}
        call={(dp, form) => dp.setCostModel('campaigns', { campaignId: record.id, form })}
      >
        <SelectInput source="costModel" label="resources.campaigns.fields.costModel" choices={COST_MODELS} validate={required()} />
        <ModelInputs />
      </RpcDialogButton>
    </section>
  );
}
