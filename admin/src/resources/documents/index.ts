import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';

export const documents = {
  list: lazy(() => import('./DocumentList.tsx')),
  show: lazy(() => import('./DocumentShow.tsx')),
  create: lazy(() => import('./DocumentCreate.tsx')),
  icon: DescriptionIcon,
  recordRepresentation: 'fileName',
};
