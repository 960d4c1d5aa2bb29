import './messages.ts'; // the feature's texts, registered before this renders
import { EditButton, SelectInput, TopToolbar, required, useRecordContext } from 'react-admin';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CustomerStatus } from '@pronto/api';
import { currentStatus } from '@pronto/domain';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { SendMessageButton } from './SendMessageButton.tsx';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import type { CustomerRow } from './types.ts';
import { customerSiteUrl } from './siteUrl.ts';
import { COLLECTION_CHOICES, STATUS_CHOICES } from '../../statuses/statusChoices.ts';
import { recordActionsSx } from '../../actions/recordActionsSx.ts';

/**
 * "Open as customer": the site of the customer's market, signed in with a morph token
 * (membership.morphTo). Audited: it asks why, and the trail records who opened it.
 */
function MorphButton({ customer }: { customer: CustomerRow }) {
  return (
    <ConfirmWithReason<Record<string, never>, { token: string; site: string }>
      label="resources.customers.actions.morph"
      message="pronto.audit.questions.morph"
      messageArgs={{ customerId: customer.id }}
      success="resources.customers.notifications.morphOpened"
      icon={<OpenInNewIcon />}
      call={async (dp, v) => {
        const [{ token }, site] = await Promise.all([
          dp.morphTo('customers', { customerId: customer.id, reason: v.reason }),
          customerSiteUrl(customer.country),
        ]);
        return { token, site };
      }}
      onDone={({ token, site }) => window.open(`${site}?jwt=${encodeURIComponent(token)}`, '_blank', 'noopener')}
    />
  );
}

/** Status, risk flags, removal, e-mail check, messages and morphing for one customer. */
export function CustomerActions() {
  const record = useRecordContext<CustomerRow>();
  if (!record) return <TopToolbar />;
  const customerId = record.id;
  return (
    <TopToolbar sx={recordActionsSx}>
      <EditButton />
      <RpcDialogButton<{ status: CustomerStatus }>
        label="resources.customers.actions.setStatus"
        success="resources.customers.notifications.statusSet"
        defaultValues={{ status: currentStatus(record) }}
        call={(dp, v) => dp.setCustomerStatus('customers', { customerId, status: v.status })}
      >
        <SelectInput source="status" choices={STATUS_CHOICES} validate={required()} label="resources.customers.fields.status" />
      </RpcDialogButton>
      <ConfirmWithReason
        label={record.blacklisted ? 'resources.customers.actions.unblacklist' : 'resources.customers.actions.blacklist'}
        message={record.blacklisted ? 'pronto.audit.questions.unblacklist' : 'pronto.audit.questions.blacklist'}
        messageArgs={{ customerId }}
        success={record.blacklisted ? 'resources.customers.notifications.unblacklisted' : 'resources.customers.notifications.blacklisted'}
        call={(dp, v) => dp.setBlacklisted('customers', { customerId, blacklisted: !record.blacklisted, reason: v.reason })}
      />
      <RpcButton
        label={record.vip ? 'resources.customers.actions.unvip' : 'resources.customers.actions.vip'}
        success="resources.customers.notifications.vipSet"
        params={{ customerId, vip: !record.vip }}
        call={(dp, p) => dp.setVip('customers', p)}
      />
      <RpcDialogButton<{ collectionStatus: string }>
        label="resources.customers.actions.collectionStatus"
        success="resources.customers.notifications.collectionSet"
        defaultValues={{ collectionStatus: record.collectionStatus ?? 'none' }}
        call={(dp, v) =>
          dp.setCollectionStatus('customers', { customerId, collectionStatus: v.collectionStatus === 'none' ? null : v.collectionStatus })
        }
      >
        <SelectInput
          source="collectionStatus"
          choices={COLLECTION_CHOICES}
          validate={required()}
          label="resources.customers.fields.collectionStatus"
        />
      </RpcDialogButton>
      <ConfirmWithReason
        label={record.deleted ? 'resources.customers.actions.undelete' : 'resources.customers.actions.softDelete'}
        message={record.deleted ? 'pronto.audit.questions.undelete' : 'pronto.audit.questions.softDelete'}
        messageArgs={{ customerId }}
        success={record.deleted ? 'resources.customers.notifications.undeleted' : 'resources.customers.notifications.deleted'}
        call={(dp, v) =>
          record.deleted
            ? dp.undelete('customers', { customerId, reason: v.reason })
            : dp.softDelete('customers', { customerId, reason: v.reason })
        }
      />
      <RpcButton
        label="resources.customers.actions.verifyEmail"
        success="resources.customers.notifications.emailVerified"
        params={{ customerId }}
        disabled={record.emailVerified === true}
        call={(dp, p) => dp.verifyEmail('customers', p)}
      />
      <SendMessageButton channel="sms" />
      <SendMessageButton channel="email" />
      <MorphButton customer={record} />
    </TopToolbar>
  );
}
