import { lazy } from 'react';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

export const tickets = {
  list: lazy(() => import('./TicketList.tsx')),
  show: lazy(() => import('./TicketShow.tsx')),
  icon: SupportAgentIcon,
  recordRepresentation: (record: { id: number; subject?: string }) => record.subject ?? `#${record.id}`,
};
