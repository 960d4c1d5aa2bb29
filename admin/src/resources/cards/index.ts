import { lazy } from 'react';
import CreditCardIcon from '@mui/icons-material/CreditCard';

export const cards = {
  list: lazy(() => import('./CardList.tsx')),
  show: lazy(() => import('./CardShow.tsx')),
  icon: CreditCardIcon,
  recordRepresentation: (record: { id: number; maskedPan?: string }) => record.maskedPan ?? `#${record.id}`,
};
