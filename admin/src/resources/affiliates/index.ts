import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';

const screens = () => import('./CampaignScreens.tsx');

export const campaigns = {
  list: lazy(() => screens().then((m) => ({ default: m.CampaignList }))),
  show: lazy(() => screens().then((m) => ({ default: m.CampaignShow }))),
  create: lazy(() => screens().then((m) => ({ default: m.CampaignCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.CampaignEdit }))),
  icon: CampaignIcon,
  recordRepresentation: 'name',
};
