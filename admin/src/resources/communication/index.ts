import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import SmsIcon from '@mui/icons-material/Sms';
import EmailIcon from '@mui/icons-material/Email';

export const templates = {
  list: lazy(() => import('./TemplateList.tsx')),
  show: lazy(() => import('./TemplateShow.tsx')),
  create: lazy(() => import('./TemplateForm.tsx').then((m) => ({ default: m.TemplateCreate }))),
  edit: lazy(() => import('./TemplateForm.tsx').then((m) => ({ default: m.TemplateEdit }))),
  icon: DescriptionIcon,
  recordRepresentation: 'name',
};

export const smsHistory = { list: lazy(() => import('./SmsHistoryList.tsx')), icon: SmsIcon };

export const emailHistory = { list: lazy(() => import('./EmailHistoryList.tsx')), icon: EmailIcon };
