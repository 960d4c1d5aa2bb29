import { SimpleList, useTranslate } from 'react-admin';
import { currentStatus } from '@pronto/domain';
import { useEnumLabel } from '../../fields/EnumField.tsx';
import type { CustomerRow } from './types.ts';

/** Under 600 px one line per customer: name, phone and e-mail, status (react-admin's SimpleList). */
export default function CustomerPhoneList() {
  const label = useEnumLabel();
  const translate = useTranslate();
  return (
    <SimpleList<CustomerRow>
      primaryText={(c) => `${c.firstName} ${c.lastName}`}
      secondaryText={(c) => `${c.mobilePhone} · ${c.emailAddress}`}
      tertiaryText={(c) => label('customerStatus', currentStatus(c)) || translate('pronto.common.none')}
      linkType="show"
      sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
    />
  );
}
